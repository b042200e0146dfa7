import type { ContactPerson } from './contact-person';

/** Belgium's country code, as WhatsApp and international dialling write it. */
const BELGIUM = '32';

/**
 * A Belgian mobile number without its leading 0 or +32: nine digits starting 45 to 49 (0470 12 34 56). A
 * landline has eight (Antwerp 03 …, Ghent 09 …, and Liège 04 …, which starts like a mobile but is one shorter).
 */
const BELGIAN_MOBILE = /^4[5-9]\d{7}$/;

/**
 * The digits WhatsApp knows a Belgian mobile number by ("32470123456"), from the way an office writes it
 * ("+32 470 12 34 56", "0032 (0)470/12.34.56", "0470 12 34 56"); null for a landline or a foreign number,
 * which cannot be assumed to have WhatsApp.
 */
export function belgianMobileDigits(phone: string): string | null {
  const dialled = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  const national = dialled.startsWith(`+${BELGIUM}`)
    ? dialled.slice(1 + BELGIUM.length)
    : dialled.startsWith(`00${BELGIUM}`)
      ? dialled.slice(2 + BELGIUM.length)
      : /^0[1-9]/.test(dialled)
        ? dialled.slice(1)
        : null;
  return national !== null && BELGIAN_MOBILE.test(national) ? `${BELGIUM}${national}` : null;
}

/** The number to write to on WhatsApp: a sales rep's mobile, else the person's or office's line when it is a mobile. */
export function whatsappDigits(person: ContactPerson | null): string | null {
  if (!person) return null;
  const numbers = person.kind === 'salesRep' ? [person.mobile, person.phone] : [person.phone];
  for (const number of numbers) {
    const digits = number ? belgianMobileDigits(number) : null;
    if (digits) return digits;
  }
  return null;
}

/** A click-to-chat link (wa.me) that opens a chat with the number, the visitor's message already typed. */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** What the visitor's first message names, so the agent knows which listing it is about. */
export type WhatsAppListing = { title: string; reference: string; url: string };

/** The detail page's WhatsApp link: none unless the person or office has a mobile number. */
export function listingWhatsAppHref(person: ContactPerson | null, listing: WhatsAppListing, message: (listing: WhatsAppListing) => string): string | null {
  const digits = whatsappDigits(person);
  return digits ? whatsappHref(digits, message(listing)) : null;
}
