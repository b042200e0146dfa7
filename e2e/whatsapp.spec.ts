import { expect, test } from '@playwright/test';
import { belgianMobileDigits } from '@/lib/estates/detail/whatsapp';
import { DemoApi } from './support/demo-api';
import { localisedPath } from './support/paths';
import { messages, testLocales } from './support/messages';

const PHONE = { width: 390, height: 844 };

// Visitors in Belgium write to agents on WhatsApp: a detail page whose agent has a mobile number offers it
// beside call and write, with a first message that names the listing.
test.describe('writing to the agent on WhatsApp', () => {
  for (const locale of testLocales) {
    test(`a listing whose agent has a mobile number opens a chat about it, in the contact card and the phone's bar, in ${locale}`, async ({ page, request }) => {
      const m = messages[locale];
      const api = await DemoApi.forHost(request);
      const summary = await api.firstEstate({ status: ['FOR_SALE'] });
      const estate = await api.estateDetail(summary.general.id);
      const digits = belgianMobileDigits(estate.salesRep?.mobile ?? '');
      expect(digits, 'the demo listing has an agent with a Belgian mobile number').not.toBeNull();

      await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const card = page.getByRole('region', { name: m.Contact.title });
      const link = card.getByRole('link', { name: m.WhatsApp.name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=[^ ]+$`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      const href = (await link.getAttribute('href'))!;
      const text = decodeURIComponent(href.slice(href.indexOf('?text=') + 6));
      // The listing's reference and this page's address, in the visitor's language.
      expect(text).toContain(String(estate.general.id));
      expect(text).toContain(new URL(page.url()).pathname);
      expect(text.startsWith(m.WhatsApp.text.split(' {')[0]!)).toBe(true);

      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: m.Consent.refuse }).click();
      const bar = page.getByRole('group', { name: m.ContactBar.label });
      await expect(bar.getByRole('link', { name: m.WhatsApp.name })).toHaveAttribute('href', href);
      await expect(bar.getByRole('link', { name: m.WhatsApp.name })).toBeInViewport({ ratio: 1 });
    });
  }
});
