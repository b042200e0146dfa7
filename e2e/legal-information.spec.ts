import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCurrency } from '@/lib/rules/format';
import { legalInformationView } from '@/lib/estates/detail/legal-information';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { localisedPath } from './support/paths';
import { messages, testLocales } from './support/messages';


async function find(request: APIRequestContext, api: DemoApi, status: string, test: (estate: EstateDetail) => boolean): Promise<EstateDetail> {
  for (const summary of await api.estatesWithStatus(status)) {
    const full = await api.estateDetail(summary.general.id);
    if (test(full)) return full;
  }
  throw new Error(`no ${status} listing of the kind asked`);
}

test('a Flemish listing shows the urban-planning items with their official abbreviations and its flood scores, in four languages', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await find(request, api, 'FOR_SALE', (e) => e.address.region === 'FLANDERS' && e.general.headType.id === 1 && e.energy.floodingScoreParcel !== null && e.fields.planning !== undefined);
  const view = legalInformationView(estate);
  const codes = view.planning.flatMap((item) => (item.code ? [item.code] : []));
  expect(codes.length).toBeGreaterThanOrEqual(4);
  for (const locale of testLocales) {
    const m = messages[locale].LegalInformation;
    await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
    const block = page.getByRole('region', { name: m.title });
    await expect(block.locator('abbr')).toHaveText(codes);
    // Each abbreviation is followed by its meaning in words, in the page's language.
    for (const code of codes) {
      const meaning = (m.codes as Record<string, string>)[code];
      if (meaning) await expect(block.locator('dd').filter({ has: page.locator('abbr', { hasText: new RegExp(`^${code}$`) }) })).toContainText(`${code} ${meaning}`);
    }
    await expect(block.getByText(m.floodParcel)).toBeVisible();
    // The EPC in kWh/m² per year, on the Flemish scale.
    await expect(block.getByText(m.epcValue.replace('{value} ', ''))).toBeVisible();
  }
});

test('a Walloon listing shows no Flemish abbreviations and no flood scores, in four languages', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await find(request, api, 'FOR_SALE', (e) => e.address.region === 'WALLONIA' && e.general.headType.id === 1 && e.energy.label !== null);
  for (const locale of testLocales) {
    const m = messages[locale].LegalInformation;
    await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
    const block = page.getByRole('region', { name: m.title });
    await expect(block.getByText(m.epc, { exact: true })).toBeVisible();
    await expect(block.locator('abbr')).toHaveCount(0);
    await expect(block.getByText(m.floodParcel)).toHaveCount(0);
    await expect(block.getByText(m.floodBuilding)).toHaveCount(0);
  }
});

test('a Flemish home with EPC label E or F names the renovation obligation', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await find(request, api, 'FOR_SALE', (e) => legalInformationView(e).renovationObligation);
  const label = legalInformationView(estate).energy.label!.text;
  for (const locale of testLocales) {
    await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
    await expect(page.getByText(messages[locale].LegalInformation.renovation.replace('{label}', label))).toBeVisible();
  }
});

test('a rental shows the rent and the common charges together, in four languages', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await find(request, api, 'TO_RENT', (e) => typeof e.fields.financial?.monthly_costs === 'number' && e.fields.financial.monthly_costs > 0 && e.general.price.value !== null);
  const rent = formatCurrency(estate.general.price.value!);
  const charges = formatCurrency(estate.fields.financial!.monthly_costs as number);
  for (const locale of testLocales) {
    await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
    const text = messages[locale].EstateCard.perMonthWithCharges.replace('{price}', rent).replace('{charges}', charges);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});
