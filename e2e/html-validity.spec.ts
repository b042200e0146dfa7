import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { getOnHost, SECOND_HOST } from './support/hosts';

// The Nu Html Checker (vnu-jar, the W3C validator's engine) runs on the system's Java.
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

/** Every error the checker finds in the files, in one Java start. */
async function htmlErrors(files: string[]): Promise<VnuMessage[]> {
  // --exit-zero-always: the report, not the exit code, says what is wrong; it goes to stderr as JSON.
  const { stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
}

/** One of each kind of page, in two languages and on both agencies' hosts. */
async function pagesToCheck(request: APIRequestContext): Promise<Array<{ host: string; path: string; status?: number }>> {
  const api = await DemoApi.forHost(request, 'localhost');
  const estate = await api.firstEstate();
  const group = await api.firstProjectGroup();
  const unit = group.children[0]!;
  const rentalUnitId = await api.firstRentalUnitId();
  const second = await DemoApi.forHost(request, SECOND_HOST);
  const pages: Array<{ host: string; path: string; status?: number }> = [
    '/nl',
    '/fr',
    '/nl/aanbod',
    '/fr/offre?status=TO_RENT&sort=price-asc',
    `/nl/aanbod/${estate.general.id}`,
    `/de/angebot/${estate.general.id}`,
    `/nl/aanbod/${group.project.general.id}`,
    `/en/offer/${group.project.general.id}/project/${unit.general.id}`,
    '/nl/vakantie',
    `/nl/vakantie/${rentalUnitId}`,
    `/fr/vacances/${rentalUnitId}`,
    '/nl/over-ons',
    '/fr/declaration-de-confidentialite',
    '/nl/privacy-verklaring',
    '/en/terms-of-use',
    '/nl/toegankelijkheid',
    '/de/barrierefreiheit',
    '/nl/favorieten',
    '/nl/hou-me-op-de-hoogte',
  ].map((p) => ({ host: 'localhost', path: p }));
  // The compare page with three listings, an unknown id and a project (its notices and the table).
  const [sale, other] = await api.estatesWithStatus('FOR_SALE');
  pages.push({ host: 'localhost', path: `/fr/comparer?ids=${sale!.general.id},${other!.general.id},${estate.general.id},999999999,${group.project.general.id}` });
  if (api.site.agendaId) pages.push({ host: 'localhost', path: `/nl/afspraak-maken/${api.site.agendaId}` });
  pages.push({ host: 'localhost', path: '/nl/bestaat-niet', status: 404 });
  // Landing pages, as the sitemap names them: type and place in Dutch, place in French.
  const sitemap = await (await getOnHost(request, '/sitemaps/sitemap-1.xml', 'localhost')).text();
  const locs = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const landing of [/^\/nl\/aanbod\/te-koop\/[a-z-]+\/[a-z0-9-]+$/, /^\/fr\/offre\/a-louer\/[a-z0-9-]+$/]) {
    const found = locs.find((loc) => landing.test(loc));
    expect(found, String(landing)).toBeDefined();
    pages.push({ host: 'localhost', path: found! });
  }
  pages.push({ host: SECOND_HOST, path: '/nl' }, { host: SECOND_HOST, path: `/nl/aanbod/${(await second.firstEstate()).general.id}` });
  return pages;
}

test('the pages pass the Nu Html Checker without errors', async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    // Proof the checker runs and reports: a document with a known error must come back with it.
    const broken = path.join(folder, 'known-broken.html');
    await writeFile(broken, '<!DOCTYPE html><html lang="nl"><head><title>x</title></head><body><img src="photo.jpg"></body></html>');
    const files = [broken];
    const names = new Map<string, string>();
    for (const [i, { host, path: pagePath, status }] of (await pagesToCheck(request)).entries()) {
      const response = await getOnHost(request, pagePath, host);
      expect(response.status(), `${host}${pagePath}`).toBe(status ?? 200);
      const file = path.join(folder, `page-${i}.html`);
      await writeFile(file, await response.text());
      files.push(file);
      names.set(`file:${file}`, `${host}${pagePath}`);
    }

    const errors = await htmlErrors(files);
    expect(errors.some((e) => e.url.endsWith('known-broken.html')), 'the checker found the known error').toBe(true);
    const found = errors
      .filter((e) => !e.url.endsWith('known-broken.html'))
      .map((e) => `${names.get(e.url) ?? e.url}:${e.lastLine ?? '?'}: ${e.message} [${e.extract?.trim() ?? ''}]`);
    expect(found).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
