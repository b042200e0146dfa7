import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { formatMessage, messages, type TestLocale } from './support/messages';
import { adminHeaders } from './support/admin';

const subscribePath = { nl: 'hou-me-op-de-hoogte', fr: 'tenez-moi-au-courant', en: 'keep-me-informed', de: 'halte-mich-auf-dem-laufenden' } as const;
const successSegment = { nl: 'succes', fr: 'reussi', en: 'success', de: 'gelungen' } as const;
const unsubscribeSegment = { nl: 'uitschrijven', fr: 'desinscrire', en: 'unsubscribe', de: 'abbestellen' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The start of a label holding a link (the privacy statement): its accessible name goes on after it. */
const startOf = (label: string) => new RegExp(`^${escape(label.split('<link>')[0]!)}`);

/** The edit and unsubscribe links of a confirmation mail: on the site's own host, in the mail's language. */
function linksIn(text: string, locale: TestLocale) {
  const base = `https?://[^\\s/]+/${locale}/${subscribePath[locale]}`;
  const edit = new RegExp(`${base}/[0-9a-f]{32}(?![0-9a-zA-Z/])`).exec(text)?.[0];
  const unsubscribe = new RegExp(`${base}/${unsubscribeSegment[locale]}/[0-9a-f]{32}(?![0-9a-zA-Z/])`).exec(text)?.[0];
  expect(edit, `an edit link in:\n${text}`).toBeDefined();
  expect(unsubscribe, `an unsubscribe link in:\n${text}`).toBeDefined();
  const token = edit!.slice(-32);
  expect(unsubscribe!.endsWith(token)).toBe(true);
  // The browser follows the links as they are (a *.localhost host included); Node's requests cannot resolve
  // *.localhost, so they take the path on the base URL, which is the same demo site.
  return { edit: edit!, unsubscribe: unsubscribe!, token, editPath: new URL(edit!).pathname };
}

/** Fills in the subscribe form of `locale`: the address, one status and one municipality through the type-ahead. */
async function subscribe(page: Page, locale: TestLocale, email: string, city: { typed: string; shown: string }) {
  const f = messages[locale].SubscriptionForm;
  await page.goto(`/${locale}/${subscribePath[locale]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].Subscribe.title);
  await page.getByLabel(f.email, { exact: true }).fill(email);
  // The mails come in the page's language unless chosen otherwise.
  await expect(page.getByLabel(f.locale, { exact: true })).toHaveValue(locale);
  await page.getByRole('checkbox', { name: messages[locale].Enums.status.FOR_SALE, exact: true }).check();
  const box = page.getByRole('combobox', { name: messages[locale].EstateList.city, exact: true });
  await box.fill(city.typed);
  // The best match comes first; Enter picks it (and does not send the form). The selects have options too.
  const suggestions = page.getByRole('listbox', { name: messages[locale].EstateList.city, exact: true });
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${escape(city.shown)} 4000`));
  await box.press('Enter');
  await expect(page.locator('.chip')).toContainText(city.shown);
  await page.getByRole('checkbox', { name: startOf(f.privacy) }).check();
  await page.getByRole('button', { name: f.submit, exact: true }).click();
}

test('keep me informed in Dutch: subscribe, read the mail, edit through its link, unsubscribe through the other', async ({ page, request }) => {
  const nl = messages.nl;
  const f = nl.SubscriptionForm;
  const email = `sub.${Date.now()}@example.be`;

  await subscribe(page, 'nl', email, { typed: 'Luik', shown: 'Luik' });
  await expect(page).toHaveURL(`/nl/${subscribePath.nl}/${successSegment.nl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.SubscribeSuccess.title);
  await expect(page.getByText(nl.SubscribeSuccess.text)).toBeVisible();

  const mail = await waitForMail(email);
  const links = linksIn(mail.text, 'nl');
  expect(new URL(links.edit).port).toBe('3100');

  // The edit link: the address read-only, the form as it was filled in.
  const edit = await page.goto(links.edit);
  expect(edit?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.SubscriptionEdit.title);
  await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(f.email, { exact: true })).not.toBeEditable();
  await expect(page.getByLabel(f.locale, { exact: true })).toHaveValue('nl');
  await expect(page.getByRole('checkbox', { name: nl.Enums.status.FOR_SALE, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: nl.Enums.status.TO_RENT, exact: true })).not.toBeChecked();
  await expect(page.locator('.chip')).toContainText('Luik');
  const bedrooms = page.getByLabel(f.bedroomsMin, { exact: true });
  await expect(bedrooms).toHaveValue('');

  await bedrooms.selectOption('3');
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: f.saved })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(f.bedroomsMin, { exact: true })).toHaveValue('3');
  await expect(page.locator('.chip')).toContainText('Luik');

  // The unsubscribe link: opening it (as a mail scanner would) cancels nothing.
  const confirm = await page.goto(links.unsubscribe);
  expect(confirm?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Unsubscribe.title);
  await expect(page.getByText(email)).toBeVisible();
  expect((await request.get(links.editPath)).status()).toBe(200);

  await page.getByRole('button', { name: nl.Unsubscribe.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: formatMessage('nl', nl.Unsubscribe.done, { kind: 'newListings' }) })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.Unsubscribe.submit, exact: true })).toHaveCount(0);

  // A second click (from another tab, say) is harmless.
  const again = await request.post(`/nl/notifications/${links.token}/unsubscribe`, { data: {} });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true });

  // Opened again, the link says the address is unsubscribed already (no 404, still not indexed), and the
  // edit link leads there too.
  const already = nl.Unsubscribe.already.split('{site}')[0]!.trim();
  const reopened = await page.goto(links.unsubscribe);
  expect(reopened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Unsubscribe.title);
  await expect(page.getByRole('status').filter({ hasText: already })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.Unsubscribe.submit, exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(links.edit);
  // The mail's links name the agency's own host: the path is what the edit link leads to.
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(links.unsubscribe).pathname);
  await expect(page.getByRole('status').filter({ hasText: already })).toBeVisible();
  // An unknown token stays the localised 404 section, revealing nothing.
  await page.goto(`/nl/${subscribePath.nl}/${unsubscribeSegment.nl}/${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.NotFound.title);
});

test('keep me informed in French: subscribed, the confirmation arrives in French with French links', async ({ page }) => {
  const fr = messages.fr;
  const email = `sub.fr.${Date.now()}@example.be`;

  await subscribe(page, 'fr', email, { typed: 'liege', shown: 'Liège' });
  await expect(page).toHaveURL(`/fr/${subscribePath.fr}/${successSegment.fr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.SubscribeSuccess.title);
  await expect(page.getByText(fr.SubscribeSuccess.text)).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toContain('Votre inscription');
  linksIn(mail.text, 'fr');
});

test('the subscribe form is not sent without the privacy consent, and says why at the checkbox', async ({ page }) => {
  const f = messages.nl.SubscriptionForm;
  await page.goto(`/nl/${subscribePath.nl}`);
  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/notifications')) posted = true;
  });
  await page.getByLabel(f.email, { exact: true }).fill(`sub.noconsent.${Date.now()}@example.be`);
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  const privacy = page.getByRole('checkbox', { name: startOf(f.privacy) });
  await expect(privacy).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(f.errors.privacyRequired)).toBeVisible();
  await expect(page).toHaveURL(`/nl/${subscribePath.nl}`);
  expect(posted).toBe(false);
});

test('publishing a listing that matches a subscription sends its subscriber one alert, whose links work', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const source = await api.firstEstate({ status: ['FOR_SALE'] });
  const email = `alert.${Date.now()}@example.be`;
  const created = await request.post(`/demo-api/sites/${api.site.id}/subscriptions`, {
    headers: adminHeaders(api.site.id),
    data: { email, locale: 'nl', criteria: { statuses: ['FOR_SALE'], cities: [source.address.city.id] }, privacy: true },
  });
  expect(created.status()).toBe(201);

  // The agency publishes (npm run demo:publish does the same call).
  const published = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, {
    headers: adminHeaders(api.site.id),
    data: { count: 1, cityId: source.address.city.id, status: 'FOR_SALE' },
  });
  expect(published.status()).toBe(201);
  const { published: ids } = (await published.json()) as { published: number[] };

  const alert = await waitForMail(email, (mail) => mail.subject.startsWith('Nieuw aanbod bij'));
  const link = new RegExp(`https?://[^\\s/]+/nl/aanbod/${ids[0]}(?![0-9])`).exec(alert.text)?.[0];
  expect(link, alert.text).toBeDefined();
  expect(alert.text).toMatch(/\/nl\/hou-me-op-de-hoogte\/uitschrijven\/[0-9a-f]{32}/);
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(new RegExp(`/nl/aanbod/${ids[0]}/[a-z0-9%-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(source.general.title.nl ?? '');
});

const alertTexts = {
  nl: { confirmation: 'Uw inschrijving bij', subject: 'Nieuw aanbod bij', edit: 'Mijn zoekopdracht wijzigen', estate: 'aanbod' },
  fr: { confirmation: 'Votre inscription chez', subject: 'Nouveaux biens chez', edit: 'Modifier ma recherche', estate: 'offre' },
  en: { confirmation: 'Your subscription at', subject: 'New listings at', edit: 'Change my search', estate: 'offer' },
  de: { confirmation: 'Ihr Abonnement bei', subject: 'Neue Angebote bei', edit: 'Meine Suche ändern', estate: 'angebot' },
} as const;

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`in ${locale}, subscribing twice to one search is one subscription: one confirmation, one alert per new listing, with its photo and a "change my search" link`, async ({ request }) => {
    const texts = alertTexts[locale];
    const api = await DemoApi.forHost(request);
    const source = await api.firstEstate({ status: ['FOR_SALE'] });
    const email = `twice.${locale}.${Date.now()}@example.be`;
    const criteria = { statuses: ['FOR_SALE'], types: [], cities: [source.address.city.id], priceMin: null, priceMax: null, bedroomsMin: null };
    // Through the site's own route, as the form posts it: the same search twice.
    for (let time = 0; time < 2; time += 1) {
      const posted = await request.post(`/${locale}/notifications`, { data: { email, firstname: null, lastname: null, locale, criteria, privacy: true } });
      expect(posted.status()).toBeLessThan(300);
    }
    const confirmation = (mail: { subject: string }) => mail.subject.startsWith(texts.confirmation);
    await waitForMail(email, confirmation);

    const published = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, {
      headers: adminHeaders(api.site.id),
      data: { count: 1, cityId: source.address.city.id, status: 'FOR_SALE' },
    });
    expect(published.status()).toBe(201);
    const { published: ids } = (await published.json()) as { published: number[] };
    // Other journeys publish in the same municipality meanwhile: this listing's alert is the one to read.
    const link = `/${locale}/${texts.estate}/${ids[0]}\n`;
    const about = (mail: { subject: string; text: string }) => mail.subject.startsWith(texts.subject) && mail.text.includes(link);
    const alert = await waitForMail(email, about);
    expect(alert.html).toMatch(/<img src="http:\/\/[^"]+"/);
    expect(alert.text).toMatch(new RegExp(`${texts.edit}: https?://\\S+/${locale}/${subscribePath[locale]}/[0-9a-f]{32}`));
    expect(alert.text.split(link)).toHaveLength(2);
    // Give a second alert about it time to arrive, if there were one: there is none. Nor a second
    // confirmation: the post moments after the first mailed nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = (await allMail()).filter((mail) => mail.to.includes(email));
    expect(received.filter(about)).toHaveLength(1);
    expect(received.filter(confirmation)).toHaveLength(1);
  });
}
