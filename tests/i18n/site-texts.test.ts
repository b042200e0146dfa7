import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { withSiteTexts } from '@/lib/i18n/site-texts';
import nl from '@/messages/nl.json';
import { captureLogs } from '../support/logs';

describe('withSiteTexts', () => {
  it('puts the site’s own wording in place of the bundled text of the same key', () => {
    const messages = withSiteTexts(nl, { 'Home.title': 'Uw thuis in Antwerpen', 'Layout.skipToContent': 'Direct naar de inhoud' });
    expect(messages.Home.title).toBe('Uw thuis in Antwerpen');
    expect(messages.Layout.skipToContent).toBe('Direct naar de inhoud');
    expect(messages.Home.intro).toBe(nl.Home.intro);
  });

  it('leaves the bundle itself untouched, so another agency never gets this one’s wording', () => {
    const before = nl.Home.title;
    const messages = withSiteTexts(nl, { 'Home.title': 'Anders' });
    expect(nl.Home.title).toBe(before);
    expect(messages.Layout).toBe(nl.Layout);
  });

  it('ignores keys the website has no text for, namespaces as keys, and empty texts', () => {
    const messages = withSiteTexts(nl, { 'Home.heroTitle': 'x', Home: 'y', 'Home.title.extra': 'z', 'Home.intro': '  ', 'Nope.key': 'w', 'Home.__proto__': 'v' });
    expect(messages).toEqual(nl);
  });

  it('keeps the bundled text, and logs the key once, when the site text is not a valid ICU message', () => {
    const logs = captureLogs();
    const texts = { 'Home.title': 'Welkom {', 'Layout.skipToContent': 'Naar {plural, inhoud' };
    const messages = withSiteTexts(nl, texts);
    withSiteTexts(nl, texts);
    expect(messages.Home.title).toBe(nl.Home.title);
    expect(messages.Layout.skipToContent).toBe(nl.Layout.skipToContent);
    logs.restore();
    expect(logs.lines).toHaveLength(2);
    expect(logs.lines[0]).toMatchObject({ level: 'warn', topic: 'site-text', key: 'Home.title' });
  });

  it('shows a site text with markup as the text it is, instead of dropping it for the bundled one', () => {
    const logs = captureLogs();
    const texts = { 'Home.title': 'Vakantie <b>nu</b>', 'Layout.skipToContent': 'Naar de <a href="#x">inhoud</a> in \'t Goor <i>' };
    const t = createTranslator({ locale: 'nl', messages: withSiteTexts(nl, texts) });
    expect(t('Home.title')).toBe('Vakantie <b>nu</b>');
    expect(t('Layout.skipToContent')).toBe('Naar de <a href="#x">inhoud</a> in \'t Goor <i>');
    logs.restore();
    expect(logs.lines).toEqual([]);
  });

  it('keeps the values and the tags the bundled text takes in a site text with other markup', () => {
    const text = "Bel <b>nu</b> op <tel>{phone}</tel>, '{'<3'}'";
    const messages = withSiteTexts(nl, { 'Appointment.noSlots': text }) as typeof nl;
    expect(messages.Appointment.noSlots).not.toBe(nl.Appointment.noSlots);
    const t = createTranslator({ locale: 'nl', messages, namespace: 'Appointment' });
    const shown = t.markup('noSlots', { tel: (inner) => `[${inner}]`, mail: (inner) => inner, phone: '03 123 45 67', email: 'x@example.be' });
    expect(shown).toBe('Bel <b>nu</b> op [03 123 45 67], {<3}');
  });

  it('keeps the bundled text when the site text asks for a value the page does not give, and takes one that leaves a value out', () => {
    const withPlaceholder = Object.entries(nl.Gallery).find(([, text]) => text.includes('{title}'));
    expect(withPlaceholder).toBeDefined();
    const [key] = withPlaceholder!;
    const wrong = withSiteTexts(nl, { [`Gallery.${key}`]: 'Foto van {titel}' }) as typeof nl;
    expect(wrong.Gallery[key as keyof typeof nl.Gallery]).toBe(nl.Gallery[key as keyof typeof nl.Gallery]);
    const shorter = withSiteTexts(nl, { [`Gallery.${key}`]: "Foto's" }) as typeof nl;
    expect(shorter.Gallery[key as keyof typeof nl.Gallery]).toBe("Foto's");
  });
});
