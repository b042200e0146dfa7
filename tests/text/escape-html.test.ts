import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/text/escape-html';

describe('escapeHtml', () => {
  it('escapes & < > " and \' so text cannot become markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>Immo & Co</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Immo &amp; Co&lt;/a&gt;',
    );
  });

  it('keeps a script tag as text', () => {
    expect(escapeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes an ampersand once, so an entity in the text stays visible as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, accents and emoji alone', () => {
    expect(escapeHtml('Prachtig huis in Liège — € 350.000 🏡')).toBe('Prachtig huis in Liège — € 350.000 🏡');
  });
});
