// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalInformation } from '@/components/estate-detail/legal-information';
import { locales } from '@/lib/rules';
import { legalInformationView } from '@/lib/estates/detail/legal-information';
import { estateDetail } from '../support/estate-detail-fixture';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
afterEach(cleanup);

const zoneName = { nl: 'Woongebied', fr: "Zone d'habitat", en: 'Residential area', de: 'Wohngebiet' } as const;

type Locale = (typeof locales)[number];
const messages = { nl, fr, en, de };

/** The legal block of an estate with these fields, and the value shown for one planning field. */
async function planningValue(locale: Locale, fields: NonNullable<Parameters<typeof estateDetail>[0]>['fields'], key: keyof typeof nl.Fields.labels.planning) {
  render((await LegalInformation({ view: legalInformationView(estateDetail({ fields })), locale }))!);
  return screen.getByText(messages[locale].Fields.labels.planning[key], { selector: 'dt' }).nextElementSibling!;
}

describe('the zone of the most recent planning designation', () => {
  for (const locale of locales) {
    it(`is named once, in ${locale}, whatever language the API describes it in`, async () => {
      const row = await planningValue(locale, { planning: { most_recent_destination: { value: 'WG', description: 'Woongebied' } } }, 'most_recent_destination');
      expect(row.textContent!.split(zoneName[locale]).length - 1).toBe(1);
      if (locale !== 'nl') expect(row.textContent).not.toContain('Woongebied');
    });
  }
});

describe('the Flemish abbreviations of the planning items', () => {
  const fields = { planning: { town_planning_permit: 'YES', town_planning_violation: 'NO', right_of_first_refusal: 'NO', subdivision_permit: 'YES' } };
  const meanings = {
    nl: { town_planning_permit: 'Vg Vergunning verleend', town_planning_violation: 'Gdv Geen dagvaarding of herstelvordering', right_of_first_refusal: 'Gvkr Geen voorkooprecht', subdivision_permit: 'Vv Verkavelingsvergunning verleend' },
    fr: { town_planning_permit: 'Vg Permis délivré', town_planning_violation: 'Gdv Ni citation ni action en réparation', right_of_first_refusal: 'Gvkr Pas de droit de préemption', subdivision_permit: 'Vv Permis de lotir délivré' },
    en: { town_planning_permit: 'Vg Permit granted', town_planning_violation: 'Gdv No summons or remedial action', right_of_first_refusal: 'Gvkr No right of first refusal', subdivision_permit: 'Vv Subdivision permit granted' },
    de: { town_planning_permit: 'Vg Genehmigung erteilt', town_planning_violation: 'Gdv Keine Vorladung oder Wiederherstellungsklage', right_of_first_refusal: 'Gvkr Kein Vorkaufsrecht', subdivision_permit: 'Vv Parzellierungsgenehmigung erteilt' },
  } as const;

  for (const locale of locales) {
    it(`are followed by their meaning in words in ${locale}`, async () => {
      for (const [key, expected] of Object.entries(meanings[locale]) as [keyof (typeof meanings)[typeof locale], string][]) {
        const value = await planningValue(locale, fields, key);
        expect(value).toHaveTextContent(expected);
        const code = expected.split(' ')[0]!;
        expect(screen.getByText(code).tagName).toBe('ABBR');
        expect(screen.getByText(code)).toHaveAttribute('title', expected.slice(code.length + 1));
        cleanup();
      }
    });
  }

  it('name the zone beside its code', async () => {
    const value = await planningValue('de', { planning: { most_recent_destination: 'WG' } }, 'most_recent_destination');
    expect(value).toHaveTextContent('Wg Wohngebiet');
  });
});
