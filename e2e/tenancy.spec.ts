import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { EstateSearchResult } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { getOnHost, SECOND_HOST } from './support/hosts';
import { adminHeaders } from './support/admin';

/** The same as REVALIDATE_SECRET in playwright.config.ts. */
const REVALIDATE_SECRET = 'e2e-revalidation-secret-0123456789';

/** HTML text as a reader sees it: the names hold "&", which the page writes as &amp;. */
const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");

async function estateIds(api: DemoApi): Promise<Set<number>> {
  const result: EstateSearchResult = await api.search({ filter: {}, limit: null, offset: 0 });
  return new Set(result.results.map((estate) => estate.general.id));
}

/**
 * Journeys that rewrite the first agency's hostnames (read the list, add a domain, put back what they read) take
 * turns: run side by side, one put back a list that held the other's domain, which then stayed known for good.
 */
const FIRST_AGENCY_HOSTNAMES = 'first agency hostnames';

/** Paths both agencies answer, pages and the browser's JSON alike. */
const SHARED_PATHS = ['/nl', '/fr', '/nl/aanbod', '/en/offer?sort=price-asc', '/nl/over-ons', '/de/feiertage', '/nl/privacy-verklaring', '/robots.txt', '/sitemap.xml'];

test('two hostnames asking for the same paths never see each other’s content, cold and after the caches are warm', async ({ page, request }) => {
  const sites = [await DemoApi.forHost(request, 'localhost'), await DemoApi.forHost(request, SECOND_HOST)] as const;
  const hosts = ['localhost', SECOND_HOST] as const;
  const ids = await Promise.all(sites.map(estateIds));

  const check = async (round: number) => {
    // Both hosts at once for every path: a cache keyed on the path alone would hand one the other's answer.
    await Promise.all(
      SHARED_PATHS.flatMap((path) =>
        hosts.map(async (host, i) => {
          const response = await getOnHost(request, path, host);
          const where = `round ${round}: ${host}${path}`;
          expect(response.status(), where).toBe(200);
          const body = decoded(await response.text());
          const [own, other] = [sites[i]!, sites[1 - i]!];
          if (path.endsWith('.xml') || path.endsWith('.txt')) {
            expect(body, where).toContain(`http://${host}:3100/`);
            expect(body, where).not.toContain(`//${hosts[1 - i]}:3100/`);
          } else {
            expect(body, where).toContain(own.site.name);
            expect(body, where).not.toContain(other.site.name);
          }
        }),
      ),
    );
    // The list's next pages, as the browser fetches them.
    await Promise.all(
      hosts.map(async (host, i) => {
        const response = await getOnHost(request, '/nl/estate-search?offset=15', host);
        const cards = ((await response.json()) as { cards: { id: number }[] }).cards;
        expect(cards.length, `round ${round}: ${host}`).toBeGreaterThan(0);
        for (const card of cards) expect(ids[i]!.has(card.id), `round ${round}: ${host} card ${card.id}`).toBe(true);
      }),
    );
  };
  for (const round of [1, 2, 3]) await check(round);

  // And a browser going from one agency to the other, on warm caches.
  for (const [i, host] of hosts.entries()) {
    await page.goto(`http://${host}:3100/nl/over-ons`);
    await expect(page.locator('.site-header__name')).toHaveText(sites[i]!.site.name);
    await expect(page).toHaveTitle(new RegExp(`${sites[i]!.site.name.replace(/[&]/g, '\\$&')}$`));
  }
});

/** Sets an estate's Dutch title in the demo API, as the agency's back office would. */
async function setTitle(request: APIRequestContext, api: DemoApi, id: number, nl: string) {
  const response = await request.put(`/demo-api/sites/${api.site.id}/demo/estates/${id}`, { headers: adminHeaders(api.site.id), data: { title: { nl } } });
  expect(response.status()).toBe(200);
}

function revalidate(request: APIRequestContext, change: object, secret = REVALIDATE_SECRET) {
  return request.post('/api/revalidate', { headers: { authorization: `Bearer ${secret}` }, data: change });
}

test('after the site API says an estate changed, the next view shows the change', async ({ request }) => {
  const api = await DemoApi.forHost(request, SECOND_HOST);
  // Not the newest listing: other journeys read those, and this one changes a title for a moment.
  const found = await api.search({ filter: {}, sort: { type: 'date', order: 'ASC' }, limit: 10, offset: 0 });
  const estate = found.results.find((e) => !e.general.project)!;
  const id = estate.general.id;
  const original = estate.general.title.nl!;
  const changed = `Vernieuwd pand ${id}`;
  // The short path redirects to the slugged one, whose slug follows the title.
  const view = async () => decoded(await (await getOnHost(request, `/nl/aanbod/${id}`, SECOND_HOST)).text());

  // Two views: the second is served from a fresh cache entry, with no refresh still under way.
  await view();
  expect(await view()).toContain(original);
  await setTitle(request, api, id, changed);
  try {
    expect(await view(), 'cached: the change is not seen before the notice').not.toContain(changed);

    const refused = await revalidate(request, { siteId: api.site.id, resource: 'estate', id }, 'not-the-secret-at-all');
    expect(refused.status()).toBe(401);
    expect(await view()).not.toContain(changed);

    const notice = await revalidate(request, { siteId: api.site.id, resource: 'estate', id });
    expect(notice.status()).toBe(200);
    expect((await notice.json()).revalidated).toContain(`site-${api.site.id}-estate-${id}`);
    const fresh = await view();
    expect(fresh).toContain(`<h1`);
    expect(fresh).toContain(changed);
  } finally {
    await setTitle(request, api, id, original);
    await revalidate(request, { siteId: api.site.id, resource: 'estate', id });
  }
});

test('a domain an agency newly points at the platform answers as soon as the site API says so', { lock: FIRST_AGENCY_HOSTNAMES }, async ({ request }) => {
  // The first agency: a site notice drops all of its cached answers, and the journey above counts on the
  // second agency's staying cached while it runs alongside.
  const api = await DemoApi.forHost(request, 'localhost');
  const domain = 'www.nieuw-domein.localhost';
  const setHostnames = async (hostnames: string[]) => {
    const response = await request.put(`/demo-api/sites/${api.site.id}/demo/hostnames`, { headers: adminHeaders(api.site.id), data: { hostnames } });
    expect(response.status()).toBe(200);
  };
  const status = async () => (await getOnHost(request, '/nl', domain)).status();

  // Unknown at first, and remembered as unknown.
  expect(await status()).toBe(404);
  await setHostnames([...api.site.hostnames, domain]);
  try {
    expect(await status(), 'the unknown domain is remembered until the notice').toBe(404);
    const notice = await revalidate(request, { siteId: api.site.id, resource: 'site' });
    expect(notice.status()).toBe(200);
    const response = await getOnHost(request, '/nl', domain);
    expect(response.status()).toBe(200);
    expect(decoded(await response.text())).toContain(api.site.name);
  } finally {
    await setHostnames(api.site.hostnames);
    await revalidate(request, { siteId: api.site.id, resource: 'site' });
  }
  // Unknown again once told (journeys alongside send notices of this agency too, whose lookups may still be
  // on their way): within a few seconds at most.
  await expect.poll(status, { timeout: 5_000 }).toBe(404);
});

test('a domain moved from one agency to another shows its new agency once the site API tells the one that gained it', { lock: FIRST_AGENCY_HOSTNAMES }, async ({ request }) => {
  const [first, second] = [await DemoApi.forHost(request, 'localhost'), await DemoApi.forHost(request, SECOND_HOST)];
  // A domain no earlier run on this build has looked up. Only the first agency is told of changes: the
  // journeys alongside count on the second agency's pages staying cached.
  const domain = `verhuisd-${Date.now().toString(36)}.localhost`;
  const setHostnames = async (api: DemoApi, hostnames: string[]) => {
    const response = await request.put(`/demo-api/sites/${api.site.id}/demo/hostnames`, { headers: adminHeaders(api.site.id), data: { hostnames } });
    expect(response.status()).toBe(200);
  };
  const view = () => getOnHost(request, '/nl/over-ons', domain);
  const agencyOf = async (response: APIResponse) => /class="(?:visually-hidden )?site-header__name">([^<]*)</.exec(decoded(await response.text()))?.[1];

  await setHostnames(second, [...second.site.hostnames, domain]);
  try {
    expect(await agencyOf(await view())).toBe(second.site.name);
    // Kept by the edge; not a view rendered while a journey alongside changed a site.
    await expect(async () => expect((await view()).headers()['x-cache']).toBe('hit')).toPass({ timeout: 20_000 });

    await setHostnames(second, second.site.hostnames);
    await setHostnames(first, [...first.site.hostnames, domain]);
    expect(await agencyOf(await view()), 'remembered until the notice').toBe(second.site.name);
    const notice = await revalidate(request, { siteId: first.site.id, resource: 'site' });
    expect(notice.status()).toBe(200);
    const moved = await view();
    expect(moved.status()).toBe(200);
    expect(await agencyOf(moved), 'the agency that gained the domain').toBe(first.site.name);
  } finally {
    await setHostnames(second, second.site.hostnames);
    await setHostnames(first, first.site.hostnames);
    await revalidate(request, { siteId: first.site.id, resource: 'site' });
  }
});
