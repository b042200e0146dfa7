// The area on an estate card, named for the estate's type in every language.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/rules';
import { toEstateCardModel, type CardTexts } from '@/lib/estates/card-model';
import type { EnumLabel } from '@/lib/estates/estate-href';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { estateSummary } from '../support/estate-fixture';

const bundles = { nl, fr, en, de } as const;
const areaKey = { living: 'livingArea', land: 'landArea', usable: 'usableArea' } as const;

function cardFacts(locale: Locale, headType: number, subType: number, surfaces: { livable: number | null; land: number | null }) {
  const t = createTranslator({ locale, messages: bundles[locale], namespace: 'EstateCard' });
  const label: EnumLabel = (group, id) => String((bundles[locale].Enums[group] as Record<string, string>)[String(id)]);
  const texts: CardTexts = {
    price: () => '€ 1',
    bedrooms: (count) => t('bedrooms', { count }),
    area: (kind, surface) => t(areaKey[kind], { surface }),
    project: t('project'),
    photoOf: (title) => title,
    badgeNew: 'Nieuw',
    badgePriceLowered: 'Prijs verlaagd',
    badgeOpenHouse: (day) => `Kijkdag ${day}`,
    previousPrice: 'Vorige prijs',
  };
  const estate = { ...estateSummary({ general: { headType: { id: headType, name: '' }, subType: { id: subType, name: '' }, bedroomCount: null } }), surfaces };
  return { facts: toEstateCardModel(estate, locale, label, texts, () => '/x').facts, t };
}

describe.each(['nl', 'fr', 'en', 'de'] as const)('estate card area in %s', (locale) => {
  it('names a garage box’s surface as a surface, never as living area', () => {
    const { facts, t } = cardFacts(locale, 5, 40, { livable: 18, land: null });
    expect(facts).toContain(t('usableArea', { surface: '18,00 m²' }));
    expect(facts.join(' ')).not.toContain(t('livingArea', { surface: '' }).trim());
  });

  it('names a plot’s area as land', () => {
    const { facts, t } = cardFacts(locale, 3, 20, { livable: null, land: 1250 });
    expect(facts).toContain(t('landArea', { surface: '1.250,00 m²' }));
  });

  it('names a house’s area as living area', () => {
    const { facts, t } = cardFacts(locale, 1, 2, { livable: 180, land: 600 });
    expect(facts).toContain(t('livingArea', { surface: '180,00 m²' }));
  });

  it('gives the three kinds of area three different words', () => {
    const { t } = cardFacts(locale, 1, 2, { livable: null, land: null });
    const words = new Set([t('livingArea', { surface: 'X' }), t('landArea', { surface: 'X' }), t('usableArea', { surface: 'X' })]);
    expect(words.size).toBe(3);
  });
});
