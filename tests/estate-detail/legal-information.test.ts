import { describe, expect, it } from 'vitest';
import { fieldsShownByLegalInformation, hasLegalInformation, legalInformationView } from '@/lib/estates/detail/legal-information';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';

const planning = {
  town_planning_permit: 'YES',
  most_recent_destination: { value: 'WG', description: 'Woongebied' },
  town_planning_violation: null,
  right_of_first_refusal: 'NO',
  subdivision_permit: 'NO',
};

const withEnergy = (estate: EstateDetail, energy: Partial<EstateDetail['energy']>): EstateDetail => ({ ...estate, energy: { ...estate.energy, ...energy } });

describe('the legal information block', () => {
  it('gives a Flemish listing the official abbreviations of the five urban-planning items, in the order of the law', () => {
    const view = legalInformationView(estateDetail({ fields: { planning } }));
    expect(view.planning.map((item) => [item.field.key, item.code])).toEqual([
      ['town_planning_permit', 'Vg'],
      ['most_recent_destination', 'Wg'],
      // No value: "no judicial remedial measure or administrative measure imposed".
      ['town_planning_violation', 'Gdv'],
      ['right_of_first_refusal', 'Gvkr'],
      ['subdivision_permit', 'Gvv'],
    ]);
    expect(fieldsShownByLegalInformation(view)).toEqual(new Set(Object.keys(planning).map((key) => `planning.${key}`)));
  });

  it('gives a Walloon listing no Flemish codes, hides its empty planning items and its flood scores', () => {
    const estate = withEnergy(
      estateDetail({ address: { region: 'WALLONIA' }, fields: { planning: { ...planning, right_of_first_refusal: null, subdivision_permit: '' } } }),
      { floodingScoreBuilding: 'D', floodingScoreParcel: 'D' },
    );
    const view = legalInformationView(estate);
    expect(view.planning.map((item) => [item.field.key, item.code])).toEqual([
      ['town_planning_permit', null],
      ['most_recent_destination', null],
    ]);
    expect(view.energy.floodingBuilding).toBeNull();
    expect(view.energy.floodingParcel).toBeNull();
  });

  it('shows Flemish flood scores with the flood symbol after C', () => {
    const view = legalInformationView(withEnergy(estateDetail(), { floodingScoreParcel: 'D', floodingScoreBuilding: 'B' }));
    expect(view.energy.floodingParcel).toEqual({ score: 'D', warning: true });
    expect(view.energy.floodingBuilding).toEqual({ score: 'B', warning: false });
  });

  it('names the Flemish renovation obligation for a home for sale with label E or F, and not otherwise', () => {
    expect(legalInformationView(withEnergy(estateDetail(), { label: 'E' })).renovationObligation).toBe(true);
    expect(legalInformationView(withEnergy(estateDetail(), { label: 'F' })).renovationObligation).toBe(true);
    expect(legalInformationView(withEnergy(estateDetail(), { label: 'D' })).renovationObligation).toBe(false);
    expect(legalInformationView(withEnergy(estateDetail({ address: { region: 'BRUSSELS' } }), { label: 'F' })).renovationObligation).toBe(false);
    expect(legalInformationView(withEnergy(estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } } }), { label: 'F' })).renovationObligation).toBe(false);
  });

  it('shows an asbestos certificate only when sent, and the rental rules hide the permit items', () => {
    expect(legalInformationView(estateDetail()).asbestos).toBeNull();
    expect(legalInformationView(estateDetail({ fields: { certification: { asbestos_certificate: { value: true, description: 'Attest 123' } } } })).asbestos?.key).toBe('asbestos_certificate');
    const rental = legalInformationView(estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } }, fields: { planning } }));
    expect(rental.planning.map((item) => item.field.key)).toEqual(['town_planning_violation', 'right_of_first_refusal']);
  });

  it('has nothing to show without legal data', () => {
    const bare = withEnergy(estateDetail(), { label: null, epcValue: null });
    expect(hasLegalInformation(legalInformationView(bare))).toBe(false);
    expect(hasLegalInformation(legalInformationView(estateDetail()))).toBe(true);
  });
});
