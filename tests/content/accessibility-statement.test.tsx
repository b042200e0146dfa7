// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityStatement } from '@/components/content/accessibility-statement';
import { SiteFooter } from '@/components/layout/site-footer';
import { ACCESSIBILITY_STATEMENT_DATE } from '@/lib/content/accessibility-statement';
import { formatDate } from '@/lib/rules/format';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { site } from '../site-api/fixtures';

vi.mock('next-intl/server', async () => ({ ...(await import('../support/next-intl-server')), setRequestLocale: () => {} }));
// The trail has its own tests, in tests/seo/breadcrumbs.test.tsx.
vi.mock('@/components/seo/breadcrumbs', () => ({ Breadcrumbs: () => null }));
vi.mock('@/lib/site-api/content', () => ({ getNavigation: async () => null }));
afterEach(cleanup);

const catalogues = { nl, fr, en, de };
const routeWords = { nl: '/nl/toegankelijkheid', fr: '/fr/accessibilite', en: '/en/accessibility', de: '/de/barrierefreiheit' };

describe('the accessibility statement', () => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`says what meets WCAG 2.2 AA, how it was checked, what does not yet, whom to tell and when, in ${locale}`, async () => {
      const m = catalogues[locale].Accessibility;
      render(await AccessibilityStatement({ site, locale, origin: new URL('https://www.immo-schelde.be') }));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(m.title);
      expect(screen.getByText(m.dated.replace('{date}', formatDate(ACCESSIBILITY_STATEMENT_DATE)))).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        m.statusHeading,
        m.conformsHeading,
        m.methodHeading,
        m.limitationsHeading,
        m.contactHeading,
      ]);
      expect(screen.getByText(m.status)).toHaveTextContent('WCAG) 2.2');
      expect(screen.getByText(m.status)).toHaveTextContent(/AA/);
      expect(screen.getByText(m.intro.replace('{site}', site.name))).toHaveTextContent('28');
      const lists = screen.getAllByRole('list');
      expect(within(lists[0]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(Object.values(m.conforms));
      // How: axe and an HTML validator, then keyboard and screen-reader journeys.
      expect(within(lists[1]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(Object.values(m.methods));
      expect(m.methods.axe).toContain('axe');
      expect(within(lists[2]!).getAllByRole('listitem')[0]).toHaveTextContent(m.limitations.mapTiles);
      // The contact is the agency's own, from the site's data.
      expect(screen.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
      expect(screen.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', 'tel:+3231234567');
      expect(screen.getByText(m.contact.replace('{site}', site.name))).toBeInTheDocument();
    });
  }

  it('is dated as a real day', () => {
    expect(formatDate(ACCESSIBILITY_STATEMENT_DATE)).toMatch(/^\d{2}\/\d{2}\/20\d{2}$/);
  });
});

describe('the footer', () => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`links the accessibility statement by its title and route word, whatever the agency's menu holds, in ${locale}`, async () => {
      render(await SiteFooter({ site, locale }));
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: catalogues[locale].Accessibility.title })).toHaveAttribute('href', routeWords[locale]);
    });
  }
});
