// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactBar } from '@/components/estate-detail/contact-bar';
import { WhatsAppLink } from '@/components/estate-detail/whatsapp-link';
import type { Locale } from '@/lib/rules';
import type { ContactPerson } from '@/lib/estates/detail/contact-person';
import { belgianMobileDigits, listingWhatsAppHref, whatsappDigits } from '@/lib/estates/detail/whatsapp';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
afterEach(cleanup);

const catalogues = { nl, fr, en, de };
const rep = (mobile: string | null, phone: string | null): ContactPerson => ({
  kind: 'salesRep',
  name: 'Sofie Peeters',
  picture: null,
  phone,
  mobile,
  email: 'sofie@example.be',
  description: null,
});
const office = (phone: string): ContactPerson => ({ kind: 'office', name: 'Immo Schelde', phone, email: 'info@example.be' });
const listing = { title: 'Woning te koop in Knokke-Heist', reference: '3410001', url: 'https://www.immo.be/nl/aanbod/3410001/woning?x=1&y=2' };

function hrefIn(locale: Locale, person: ContactPerson | null) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'WhatsApp' });
  return listingWhatsAppHref(person, listing, (values) => t('text', values));
}

describe('a Belgian mobile number', () => {
  it('is known by its digits with the country code, however the office writes it', () => {
    for (const written of ['+32 475 21 84 37', '0475 21 84 37', '0475/21.84.37', '0032 (0)475 21 84 37', '+32 (0)475-218437']) {
      expect(belgianMobileDigits(written), written).toBe('32475218437');
    }
  });

  it('is not a landline (Antwerp, Ghent, Mechelen, and Liège whose 04 is one digit shorter) nor a foreign number', () => {
    for (const written of ['+32 3 218 44 10', '03 218 44 10', '09 223 45 67', '+32 15 27 63 80', '04 223 45 67', '+32 4 223 45 67', '+31 6 1234 5678', '']) {
      expect(belgianMobileDigits(written), written).toBeNull();
    }
  });

  it("is the sales rep's mobile, else a line that is a mobile; an office with a landline has none", () => {
    expect(whatsappDigits(rep('+32 475 21 84 37', '+32 3 218 44 11'))).toBe('32475218437');
    expect(whatsappDigits(rep(null, '0486 12 34 56'))).toBe('32486123456');
    expect(whatsappDigits(rep('+32 3 218 44 12', '+32 3 218 44 11'))).toBeNull();
    expect(whatsappDigits(office('0499 00 11 22'))).toBe('32499001122');
    expect(whatsappDigits(office('09 223 45 67'))).toBeNull();
    expect(whatsappDigits(null)).toBeNull();
  });
});

describe('the WhatsApp link of a listing', () => {
  const expected: Record<Locale, string> = {
    nl: `Hallo, ik heb een vraag over ${listing.title} (referentie 3410001): ${listing.url}`,
    fr: `Bonjour, j’ai une question concernant ${listing.title} (référence 3410001) : ${listing.url}`,
    en: `Hello, I have a question about ${listing.title} (reference 3410001): ${listing.url}`,
    de: `Hallo, ich habe eine Frage zu ${listing.title} (Referenz 3410001): ${listing.url}`,
  };

  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`opens a chat with the mobile number, the message naming the listing already typed in ${locale}`, () => {
      const href = hrefIn(locale, rep('0475 21 84 37', '+32 3 218 44 11'))!;
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/32475218437');
      // One encoded parameter: the listing URL's own ? and & stay inside the text.
      const text = href.slice(href.indexOf('?text=') + 6);
      expect(text).not.toMatch(/[ ?&:/]/);
      expect(decodeURIComponent(text)).toBe(expected[locale]);
    });
  }

  it('is not offered for a landline', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      expect(hrefIn(locale, office('+32 3 218 44 10'))).toBeNull();
      expect(hrefIn(locale, rep(null, '09 223 45 67'))).toBeNull();
    }
  });
});

describe('the WhatsApp action', () => {
  const href = 'https://wa.me/32475218437?text=Hallo';

  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`sits in the phone's contact bar between call and write, opening in a new tab, named in ${locale}`, async () => {
      const m = catalogues[locale];
      render(await ContactBar({ locale, phone: '+32 3 218 44 11', whatsappHref: href }));
      const bar = screen.getByRole('group', { name: m.ContactBar.label });
      const links = within(bar).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([m.ContactBar.call, m.WhatsApp.label, m.ContactBar.mail]);
      const whatsapp = within(bar).getByRole('link', { name: m.WhatsApp.name });
      expect(whatsapp).toHaveAttribute('href', href);
      expect(whatsapp).toHaveAttribute('target', '_blank');
      expect(whatsapp).toHaveAttribute('rel', 'noopener');
      // The visible word is part of the name a speech-input user says (WCAG 2.5.3).
      expect(m.WhatsApp.name).toContain(m.WhatsApp.label);
    });

    it(`is a plain link beside the contact card's numbers in ${locale}`, async () => {
      render(await WhatsAppLink({ href, locale }));
      const link = screen.getByRole('link', { name: catalogues[locale].WhatsApp.name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAttribute('target', '_blank');
    });
  }

  it('is left out of the bar without a mobile number', async () => {
    render(await ContactBar({ locale: 'nl', phone: '+32 3 218 44 10', whatsappHref: listingWhatsAppHref(office('+32 3 218 44 10'), listing, () => 'x') }));
    expect(screen.queryByRole('link', { name: nl.WhatsApp.name })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([nl.ContactBar.call, nl.ContactBar.mail]);
  });
});
