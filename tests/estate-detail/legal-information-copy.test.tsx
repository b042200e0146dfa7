// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalInformation } from '@/components/estate-detail/legal-information';
import { locales } from '@/lib/domain/enums';
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
  render((await LegalInformation({ estate: estateDetail({ fields }), locale }))!);
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
