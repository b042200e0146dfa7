import { describe, expect, it } from 'vitest';
import { isContactPage, withoutContactFormMarker } from '@/lib/content/contact-page';

const page = (url: string, body = '<p>Hallo</p>') => ({ url, urls: { nl: url, fr: url, en: url, de: url }, body });

describe('isContactPage', () => {
  it('knows the agency’s contact page by its URL in any language', () => {
    expect(isContactPage(page('contact'))).toBe(true);
    expect(isContactPage({ ...page('over-ons'), urls: { nl: 'over-ons', de: 'kontakt' } })).toBe(true);
    expect(isContactPage(page('over-ons'))).toBe(false);
    expect(isContactPage(page('contactgegevens-archief'))).toBe(false);
  });

  it('lets any page ask for the form with a marker paragraph, which is not shown', () => {
    const marked = page('verkopen', '<p>Schatting?</p><p>[contact-form]</p>');
    expect(isContactPage(marked)).toBe(true);
    expect(withoutContactFormMarker(marked.body)).toBe('<p>Schatting?</p>');
  });
});
