import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import type { Locale } from '@/lib/rules';
import { brochureGroups } from '@/lib/estates/brochure/brochure-groups';
import { electricalInspection, electricalInspectionText } from '@/lib/estates/detail/electrical-inspection';
import { energyView, fieldsShownByEnergy } from '@/lib/estates/detail/energy';
import { buildDisplayGroups } from '@/lib/estates/detail/display-fields';
import { estateDetail } from '../support/estate-detail-fixture';
import { translatorFor } from './translate';

const messages = { nl, fr, en, de };

/** The words the legal block of the detail page and the brochure both print, in one language. */
function wordsFor(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'LegalInformation' });
  return {
    label: t('electrical'),
    status: (status: string) => t('electricalStatus', { status }),
    conformity: (conformity: string) => t('electricalConformity', { conformity }),
  };
}

/** What the detail page's legal block prints on the inspection row. */
function detailPageText(estate: ReturnType<typeof estateDetail>, locale: Locale): string | null {
  const inspection = energyView(estate).electricity;
  return inspection ? electricalInspectionText(inspection, wordsFor(locale)) : null;
}

/** What the brochure prints on its inspection line. */
function brochureText(estate: ReturnType<typeof estateDetail>, locale: Locale): string | null {
  const words = wordsFor(locale);
  const lines = brochureGroups(estate, locale, translatorFor(locale), words).flatMap((group) => group.lines);
  const found = lines.filter((line) => line.label === words.label);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value ?? null;
}

// The demo API's shape of the problem: the energy block says no report, the catalogue field a compliant one.
const withoutReport = estateDetail({
  energy: { certificateElectricity: 'NOT_OBTAINED', certificateElectricityConform: null },
  fields: { certification: { electrical_certificate: { value: 'OBTAINED', conform: 'VALID', description: null } } },
});
const conform = estateDetail({ energy: { certificateElectricity: 'OBTAINED', certificateElectricityConform: 'VALID' } });
const nonConform = estateDetail({
  energy: { certificateElectricity: 'OBTAINED', certificateElectricityConform: 'INVALID' },
  fields: { certification: { electrical_certificate: { value: 'OBTAINED', conform: 'INVALID', description: 'Herkeuring binnen 18 maanden' } } },
});

describe('the electrical inspection: one answer for the detail page and the brochure', () => {
  it('reads the energy block first, the field when the energy block is silent, and hides it for rentals and plots', () => {
    expect(electricalInspection(withoutReport)).toEqual({ status: 'NOT_OBTAINED', conformity: null, description: null });
    expect(electricalInspection(conform)).toEqual({ status: 'OBTAINED', conformity: 'VALID', description: null });
    expect(electricalInspection(nonConform)).toEqual({ status: 'OBTAINED', conformity: 'INVALID', description: 'Herkeuring binnen 18 maanden' });
    const fieldOnly = estateDetail({ fields: { certification: { electrical_certificate: { value: 'OBTAINED', conform: false, description: null } } } });
    expect(electricalInspection(fieldOnly)).toEqual({ status: 'OBTAINED', conformity: 'INVALID', description: null });
    expect(electricalInspection(estateDetail())).toBeNull();
    expect(electricalInspection(estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } }, energy: conform.energy }))).toBeNull();
    expect(electricalInspection(estateDetail({ general: { headType: { id: 3, name: 'Grond' } }, energy: conform.energy }))).toBeNull();
  });

  const expected: Record<Locale, [string, string, string]> = {
    nl: ['Geen keuringsverslag', 'Keuringsverslag aanwezig, conform', 'Keuringsverslag aanwezig, niet conform · Herkeuring binnen 18 maanden'],
    fr: ['Pas de procès-verbal', 'Procès-verbal disponible, conforme', 'Procès-verbal disponible, non conforme · Herkeuring binnen 18 maanden'],
    en: ['No inspection report', 'Inspection report available, compliant', 'Inspection report available, not compliant · Herkeuring binnen 18 maanden'],
    de: ['Kein Prüfbericht', 'Prüfbericht vorhanden, konform', 'Prüfbericht vorhanden, nicht konform · Herkeuring binnen 18 maanden'],
  };

  it.each(['nl', 'fr', 'en', 'de'] as const)('in %s, the brochure prints what the detail page says: no report, compliant, not compliant', (locale) => {
    const texts = [withoutReport, conform, nonConform].map((estate) => [detailPageText(estate, locale), brochureText(estate, locale)]);
    for (const [page, brochure] of texts) expect(brochure).toBe(page);
    expect(texts.map(([page]) => page)).toEqual(expected[locale]);
  });

  it('shows the field nowhere else on the detail page, so the page gives the answer once', () => {
    const groups = buildDisplayGroups(withoutReport, 'nl', translatorFor('nl'), fieldsShownByEnergy(energyView(withoutReport)));
    expect(groups.flatMap((group) => group.fields.map((field) => field.key))).not.toContain('electrical_certificate');
  });
});
