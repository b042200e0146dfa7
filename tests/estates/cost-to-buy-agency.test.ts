import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import type { Locale } from '@/lib/rules';
import { buildDisplayGroups } from '@/lib/estates/detail/display-fields';
import { costToBuyView, fieldsShownByCostToBuy } from '@/lib/estates/cost-to-buy/panel';
import { estateDetail } from '../support/estate-detail-fixture';
import { translatorFor } from '../estate-detail/translate';

const day = '2026-03-01';
const messages = { nl, fr, en, de };

// The fixture is a Flemish villa at € 495.000: 2% (€ 9.900) for the only own home, 12% (€ 59.400) otherwise.
const withAgencyDuties = (registration_duties: number, address?: NonNullable<Parameters<typeof estateDetail>[0]>['address'], price?: number) =>
  estateDetail({
    address,
    general: price ? { price: { value: price, totalPrice: null, priceFrom: null, constructionValue: null } } : undefined,
    fields: { notary_cost: { registration_duties, notary_fee: 4_470, total: registration_duties + 4_470 + 1_250 } },
  });

describe("the agency's figures in the cost-to-buy panel say which rate they assume", () => {
  it('the reduced rate for the only own home when the agency counts 2% in Flanders', () => {
    expect(costToBuyView(withAgencyDuties(9_900), day)?.agency.assumes).toEqual({ rule: 'ownHome', rate: 0.02 });
  });

  it('the standard rate when the agency counts Brussels 12.5% without the own-home abatement (€ 29.380 beside our € 4.375)', () => {
    const view = costToBuyView(withAgencyDuties(29_380, { region: 'BRUSSELS' }, 235_000), day);
    expect(view?.kind === 'amounts' && view.situations.map((s) => s.costs.duties.amount)).toEqual([4_375, 29_375]);
    expect(view?.agency.assumes).toEqual({ rule: 'standard', rate: 0.125 });
  });

  it('the plain rate when it matches neither situation (3%, the Flemish rate before 2025)', () => {
    expect(costToBuyView(withAgencyDuties(14_850), day)?.agency.assumes).toEqual({ rule: 'none', rate: 0.03 });
  });

  it('nothing without an agency figure', () => {
    expect(costToBuyView(estateDetail(), day)?.agency.assumes).toBeNull();
  });

  it.each(['nl', 'fr', 'en', 'de'] as const)('in %s, each assumption reads as its own sentence naming the rate (and the day for a rate not in force)', (locale: Locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: 'CostToBuy' });
    const texts = (['ownHome', 'standard', 'none'] as const).map((rule) => t('agencyAssumes', { situation: rule, rate: '3%', date: '01/03/2026' }));
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).toContain('3%');
    expect(texts[2]).toContain('01/03/2026');
    // The estimate's columns name their rate, and the agency's total says whose count it is.
    expect(t('ownHome')).toMatch(/\(.+\)$/);
    expect(t('other')).toMatch(/\(.+\)$/);
    expect(t('agencyTotal')).toContain({ nl: 'kantoor', fr: 'agence', en: 'agency', de: 'Makler' }[locale]);
  });
});

describe('one figure per fact on the detail page', () => {
  it("leaves the notary_cost group out of the field groups when the panel shows the agency's figures", () => {
    const estate = withAgencyDuties(14_850);
    const groups = buildDisplayGroups(estate, 'nl', translatorFor('nl'), fieldsShownByCostToBuy(costToBuyView(estate, day)));
    expect(groups.map((group) => group.key)).not.toContain('notary_cost');
  });

  it('keeps them in the field groups of a listing without the panel (a project)', () => {
    const project = estateDetail({ general: { project: true }, fields: { notary_cost: { registration_duties: 14_850 } } });
    const groups = buildDisplayGroups(project, 'nl', translatorFor('nl'), fieldsShownByCostToBuy(costToBuyView(project, day)));
    expect(groups.map((group) => group.key)).toContain('notary_cost');
  });
});
