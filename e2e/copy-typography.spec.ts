import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { messages } from './support/messages';
import { localisedPath } from './support/paths';

// What the visitor reads: labels apart from their values, words whole, names in the page's language.

test('the French contact card keeps "Téléphone" apart from the number', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  let estateId: number | undefined;
  for (const summary of await api.estatesWithStatus('FOR_SALE')) {
    const detail = await api.estateDetail(summary.general.id);
    if (detail.salesRep?.phone) {
      estateId = detail.general.id;
      break;
    }
  }
  expect(estateId, 'an estate whose contact person has a phone number').toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localisedPath('/estates/[estateId]', 'fr', estateId!));
  const card = page.locator('.contact-card');
  const label = card.getByRole('term').filter({ hasText: messages.fr.Contact.phone });
  await expect(label).toBeVisible();
  const number = label.locator('xpath=following-sibling::dd[1]');
  await expect(number).toBeVisible();
  const labelBox = (await label.boundingBox())!;
  const numberBox = (await number.boundingBox())!;
  // The label's own text ends before the number starts (it overflowed its 4.5rem column before).
  const labelTextWidth = await label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });
  expect(labelBox.x + labelTextWidth).toBeLessThanOrEqual(numberBox.x);
});

test('the German holiday pages never call holiday homes "Feiertage"', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  await page.goto('/de/feiertage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.HolidayList.title);
  await expect(page.locator('body')).not.toContainText(/Feiertag/i);
  await page.goto(`/de/feiertage/${await api.firstRentalUnitId()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Feiertag/i);
});
