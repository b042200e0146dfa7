import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { compareModel, type CompareTexts } from '@/lib/estates/compare/compare-model';
import { locales } from '@/lib/rules';
import type { EstateDetail } from '@/lib/site-api/schemas';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { estateDetail } from '../support/estate-detail-fixture';

const messages = { nl, fr, en, de } as const;
const texts: CompareTexts = { price: (price) => price.kind, translate: () => undefined };

/** A Flemish listing whose building (gebouwscore) and parcel (perceelscore) have different scores. */
function flemishListing(id: number): EstateDetail {
  const base = estateDetail({ general: { id } });
  return {
    ...base,
    address: { ...base.address, region: 'FLANDERS' },
    energy: { ...base.energy, floodingScoreBuilding: 'B', floodingScoreParcel: 'D' },
  };
}

// In Flanders the G-score (gebouwscore) is the building's and the P-score (perceelscore) the parcel's.
const buildingScore = /\bG-score\b|\bscore G\b/i;
const parcelScore = /\bP-score\b|\bscore P\b/i;

describe('the compare table labels the flood scores by what they score', () => {
  it('names the row holding the building’s score G-score and the one holding the parcel’s P-score, in every language', () => {
    const flooding = compareModel([flemishListing(1), flemishListing(2)], '2026-11-24', texts).rows.filter((row) => row.key.startsWith('flooding'));
    const building = flooding.find((row) => row.cells[0]?.text === 'B');
    const parcel = flooding.find((row) => row.cells[0]?.text === 'D');
    expect(building?.key).toBe('floodingBuilding');
    expect(parcel?.key).toBe('floodingParcel');
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'Compare.rows' });
      expect(t(building!.key), locale).toMatch(buildingScore);
      expect(t(building!.key), locale).not.toMatch(parcelScore);
      expect(t(parcel!.key), locale).toMatch(parcelScore);
      expect(t(parcel!.key), locale).not.toMatch(buildingScore);
    }
  });

  it('every message naming a building or parcel flood score gives the building G and the parcel P, in every language', () => {
    for (const locale of locales) {
      const m = messages[locale];
      const building = [m.Compare.rows.floodingBuilding, m.Energy.floodingBuilding, m.LegalInformation.floodBuilding, m.Fields.labels.flood_information.building_score];
      const parcel = [m.Compare.rows.floodingParcel, m.Energy.floodingParcel, m.LegalInformation.floodParcel, m.Fields.labels.flood_information.parcel_score];
      for (const text of building) expect(text, locale).toMatch(buildingScore);
      for (const text of parcel) expect(text, locale).toMatch(parcelScore);
    }
  });
});
