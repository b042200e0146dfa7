import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages } from './support/messages';
import { sendContactForm } from './support/contact-form';

const nl = messages.nl;

test('a visitor who accepts cookies and lands from a campaign is credited to it in the agency mail', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  const campaign = `lente-${Date.now()}`;
  // A campaign links to the listing's short address: its redirect to the slug keeps the campaign.
  await page.goto(`/nl/aanbod/${estate.general.id}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await expect(page).toHaveURL(new RegExp(`/nl/aanbod/${estate.general.id}/[^/?]+\\?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}$`));
  await page.getByRole('button', { name: nl.Consent.accept }).click();
  await expect(page.getByRole('button', { name: nl.Consent.accept })).toHaveCount(0);

  const marker = `Herkomst ${campaign}`;
  await sendContactForm(page, marker);

  const mail = await waitForMail(api.site.contact.email, (m) => m.text.includes(marker));
  expect(mail.text).toContain('Waar deze aanvraag vandaan komt');
  expect(mail.text).toContain(`Campagne: ${campaign}`);
  expect(mail.text).toContain('Bron: newsletter');
  expect(mail.text).toContain(`Eerste pagina: /nl/aanbod/${estate.general.id}`);
});

test('a visitor who refuses cookies brings a lead without any origin', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  const campaign = `herfst-${Date.now()}`;
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  await page.goto(`${new URL(page.url()).pathname}?utm_campaign=${campaign}`);
  await page.getByRole('button', { name: nl.Consent.refuse }).click();
  await expect(page.getByRole('button', { name: nl.Consent.refuse })).toHaveCount(0);

  const marker = `Geen herkomst ${campaign}`;
  await sendContactForm(page, marker);

  const mail = await waitForMail(api.site.contact.email, (m) => m.text.includes(marker));
  expect(mail.text).not.toContain('Waar deze aanvraag vandaan komt');
  expect(mail.text).not.toContain(`Campagne: ${campaign}`);
});
