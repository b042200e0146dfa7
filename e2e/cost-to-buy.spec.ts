import { expect, test, type APIRequestContext } from '@playwright/test';
import { todayInBelgium } from '@/lib/rules/dates';
import { formatCurrency } from '@/lib/rules/format';
import { costToBuyView } from '@/lib/estates/cost-to-buy/panel';
import { DemoApi } from './support/demo-api';
import { localisedPath } from './support/paths';
import { messages, testLocales } from './support/messages';


/** A home for sale in the region whose panel shows amounts (not under the VAT regime) and where the own-home rate lowers them. */
async function homeForSale(request: APIRequestContext, api: DemoApi, region: string) {
  const candidates = (await api.estatesWithStatus('FOR_SALE')).filter((e) => e.address.region === region && [1, 2].includes(e.general.headType.id));
  for (const candidate of candidates) {
    const full = await api.estateDetail(candidate.general.id);
    const view = costToBuyView(full, todayInBelgium());
    if (view?.kind === 'amounts' && view.situations.length === 2 && view.situations[0]!.totalWithPrice < view.situations[1]!.totalWithPrice) return { full, view };
  }
  throw new Error(`no home for sale with a price in ${region}`);
}

test.describe('the cost-to-buy panel shows the totals of both situations', () => {
  for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) {
    test(`${region.toLowerCase()}: in four languages`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const { full, view } = await homeForSale(request, api, region);
      const [ownHome, other] = view.situations;
      for (const locale of testLocales) {
        const m = messages[locale].CostToBuy;
        await page.goto(localisedPath('/estates/[estateId]', locale, full.general.id));
        const panel = page.getByRole('region', { name: m.title });
        await expect(panel).toBeVisible();
        const table = panel.getByRole('table', { name: m.caption });
        await expect(table.getByRole('columnheader')).toHaveText([m.item, m.ownHome, m.other]);
        await expect(table.getByRole('row', { name: m.total }).getByRole('cell')).toHaveText([formatCurrency(ownHome!.totalWithPrice), formatCurrency(other!.totalWithPrice)]);
        await expect(table.getByRole('row', { name: m.costs }).getByRole('cell')).toHaveText([formatCurrency(ownHome!.costs.total), formatCurrency(other!.costs.total)]);
        await expect(table.getByRole('row', { name: m.duties }).getByRole('cell')).toHaveText([
          new RegExp(`^${formatCurrency(ownHome!.costs.duties.amount).replace(/[.$]/g, '\\$&')} `),
          new RegExp(`^${formatCurrency(other!.costs.duties.amount).replace(/[.$]/g, '\\$&')} `),
        ]);
        await expect(panel.getByText(m.estimate)).toBeVisible();
      }
    });

    test(`${region.toLowerCase()}: the agency's figures come first, say which rate they assume, and show once on the page`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const { full, view } = await homeForSale(request, api, region);
      const duties = view.agency.registrationDuties;
      expect(duties, "the demo API's notary_cost figures").not.toBeNull();
      for (const locale of testLocales) {
        const m = messages[locale].CostToBuy;
        await page.goto(localisedPath('/estates/[estateId]', locale, full.general.id));
        const panel = page.getByRole('region', { name: m.title });
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText([m.agencyTitle, m.estimateTitle]);
        const agency = panel.getByRole('region', { name: m.agencyTitle });
        await expect(agency.getByRole('paragraph').first()).toContainText(/\d+(,\d+)?\s?%/);
        await expect(agency.getByRole('definition').first()).toHaveText(formatCurrency(duties!));
        // Not a second time in the field groups below: one figure per fact.
        await expect(page.getByText(formatCurrency(duties!), { exact: true })).toHaveCount(1);
      }
    });
  }

  test('the loan calculator loads when it comes into view and follows the situation the visitor picks', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const { full, view } = await homeForSale(request, api, 'BRUSSELS');
    const loan = messages.en.LoanCalculator;
    await page.goto(`/en/offer/${full.general.id}`);
    const form = page.getByRole('form', { name: loan.title });
    // The calculator follows our estimate's table, below the agency's own figures.
    await page.getByRole('table', { name: messages.en.CostToBuy.caption }).scrollIntoViewIfNeeded();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(loan.rate)).toHaveValue('3.3');
    await form.getByLabel(loan.amount).fill('200000');
    await form.getByLabel(loan.rate).fill('3');
    await form.getByLabel(loan.years).fill('20');
    await expect(form.getByText(formatCurrency(1_105.15), { exact: true })).toBeVisible();
    const deed = 200_000 * 1.1 * 0.013 + 1_800;
    const ownFunds = (situation: number) => formatCurrency(Math.round((view.price + view.situations[situation]!.costs.total + deed - 200_000) * 100) / 100);
    await expect(form.getByText(ownFunds(0), { exact: true })).toBeVisible();
    await form.getByRole('radio', { name: loan.other }).check();
    await expect(form.getByText(ownFunds(1), { exact: true })).toBeVisible();
  });
});

test('no cost-to-buy panel on a rental or a sold listing, in any language', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const rental = (await api.estatesWithStatus('TO_RENT'))[0];
  const sold = (await api.estatesWithStatus('SOLD'))[0];
  expect(rental, 'a rental').toBeDefined();
  expect(sold, 'a sold listing').toBeDefined();
  for (const locale of testLocales) {
    for (const estate of [rental!, sold!]) {
      await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: messages[locale].CostToBuy.title })).toHaveCount(0);
    }
  }
});
