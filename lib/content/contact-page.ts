import type { Page } from '@/lib/site-api/schemas';

/** A CMS page can place the contact form with a paragraph of its own holding `[contact-form]`. */
const MARKER = /<p>\s*\[contact-form\]\s*<\/p>/gi;
/** The URLs agencies give their contact page, in the four languages. */
const CONTACT_URL = /^(contact|kontakt|contacteer-ons|contactez-nous|contact-us|kontaktieren-sie-uns)$/i;

/**
 * Whether a CMS page carries the general contact form (docs/decisions/0026-mails.md): it asks for it with the marker,
 * or it is the agency's contact page by its URL in any language, so a visitor who opens "Contact" from the
 * menu can ask a question there and then.
 */
export function isContactPage(page: Pick<Page, 'body' | 'url' | 'urls'>): boolean {
  if (new RegExp(MARKER.source, 'i').test(page.body)) return true;
  return [page.url, ...Object.values(page.urls)].some((url) => typeof url === 'string' && CONTACT_URL.test(url));
}

/** The page's body without the contact-form marker: the form shows once, after the body. */
export const withoutContactFormMarker = (html: string) => html.replace(MARKER, '');
