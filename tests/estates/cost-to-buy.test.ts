import { describe, expect, it } from 'vitest';
import { degressive, monthlyPayment, mortgageDeedCost, notaryFee, purchaseCosts, registrationDuty } from '@/lib/estates/cost-to-buy/calculate';
import { costToBuyView } from '@/lib/estates/cost-to-buy/panel';
import {
  brusselsLandAbatement,
  deedCosts,
  deedWritingFee,
  inForce,
  mortgageDeed,
  newBuildFeeConstructionShare,
  newBuildVat,
  notarySaleScale,
  notaryVat,
  registrationDuties,
  type Dated,
} from '@/lib/estates/cost-to-buy/rates';
import { estateDetail } from '../support/estate-detail-fixture';

const day = '2026-03-01';

describe('the rates data: every rate has a source and a date, and an expired one is never current', () => {
  const lists: Dated<unknown>[][] = [
    ...Object.values(registrationDuties).flatMap((bySituation) => Object.values(bySituation).map((entries) => [...entries])),
    [...brusselsLandAbatement],
    [...notarySaleScale],
    [...notaryVat],
    [...deedCosts],
    [...deedWritingFee],
    [...newBuildVat],
    [...newBuildFeeConstructionShare],
    [...mortgageDeed],
  ];

  it('names a legal source and a valid-from day for each entry, with no two entries of a list in force on the same day', () => {
    for (const entries of lists) {
      for (const entry of entries) {
        expect(entry.source.length).toBeGreaterThan(10);
        expect(entry.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const overlapping = entries.filter((other) => other !== entry && other.validFrom <= (entry.validUntil ?? '9999-12-31') && entry.validFrom <= (other.validUntil ?? '9999-12-31'));
        expect(overlapping).toEqual([]);
      }
      expect(inForce(entries, day)).not.toBeNull();
    }
  });

  it('takes the rate of the deed day: Flanders own home 3% until 31 December 2024, 2% from 1 January 2025', () => {
    expect(registrationDuty({ region: 'FLANDERS', situation: 'ownHome', base: 300_000, land: false, day: '2024-12-31' })?.amount).toBe(9_000);
    expect(registrationDuty({ region: 'FLANDERS', situation: 'ownHome', base: 300_000, land: false, day: '2025-01-01' })?.amount).toBe(6_000);
  });

  it('gives no figure for a day no rate covers, rather than an expired one (Wallonia 3% did not exist in 2024)', () => {
    expect(registrationDuty({ region: 'WALLONIA', situation: 'ownHome', base: 300_000, land: false, day: '2024-06-01' })).toBeNull();
    expect(inForce([{ value: 1, validFrom: '2020-01-01', validUntil: '2024-12-31', source: 'an expired test rate' }], day)).toBeNull();
    expect(purchaseCosts({ region: 'WALLONIA', situation: 'ownHome', price: 300_000, land: false, day: '2024-06-01' })).toBeNull();
  });
});

describe('registration duties per region, checked against published examples', () => {
  // Flanders: livios.be "De registratierechten zakken in 2025 naar 2% voor de eerste woning" (2%),
  // fidelium.eu "Changes to Flemish registration fees in 2024" (12% standard rate).
  it('Flanders: 2% for the only own home, 12% otherwise', () => {
    expect(registrationDuty({ region: 'FLANDERS', situation: 'ownHome', base: 300_000, land: false, day })).toEqual({ amount: 6_000, rate: 0.02, abatement: 0 });
    expect(registrationDuty({ region: 'FLANDERS', situation: 'other', base: 300_000, land: false, day })?.amount).toBe(36_000);
  });

  // Wallonia: bonten.com "Actualités fiscales": 300.000 € → 9.000 € at 3% instead of 37.500 € at 12,5%;
  // mygesimmo.be: 150.000 € → 4.500 € instead of 18.750 €.
  it('Wallonia: 3% for the own home, 12.5% otherwise', () => {
    expect(registrationDuty({ region: 'WALLONIA', situation: 'ownHome', base: 300_000, land: false, day })?.amount).toBe(9_000);
    expect(registrationDuty({ region: 'WALLONIA', situation: 'other', base: 300_000, land: false, day })?.amount).toBe(37_500);
    expect(registrationDuty({ region: 'WALLONIA', situation: 'ownHome', base: 150_000, land: false, day })?.amount).toBe(4_500);
    expect(registrationDuty({ region: 'WALLONIA', situation: 'other', base: 150_000, land: false, day })?.amount).toBe(18_750);
  });

  // Brussels: be.brussels "Réduction des droits d'enregistrement": no duty on the first 200.000 €, so none
  // on a 200.000 € home (an advantage of 25.000 €); livios.be: 350.000 € → 18.750 € with a 200.000 € abatement.
  it('Brussels: 12.5% with no duty on the first €200,000 when the price is at most €600,000', () => {
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'ownHome', base: 200_000, land: false, day })?.amount).toBe(0);
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'ownHome', base: 350_000, land: false, day })).toEqual({ amount: 18_750, rate: 0.125, abatement: 200_000 });
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'ownHome', base: 600_000, land: false, day })?.amount).toBe(50_000);
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'ownHome', base: 600_001, land: false, day })?.amount).toBe(75_000.13);
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'other', base: 350_000, land: false, day })?.amount).toBe(43_750);
  });

  it('Brussels building land has its own abatement (estimate)', () => {
    expect(registrationDuty({ region: 'BRUSSELS', situation: 'ownHome', base: 250_000, land: true, day })?.amount).toBe(18_750);
  });
});

describe("the notary's fee on the legal scale (Royal Decree of 16 December 1950)", () => {
  // 3270notaris.be, "Kosten bij verkoop uit de hand": a sale of € 65.000 costs € 1.394,16 in fees.
  it("matches the notary's published worked example", () => {
    expect(notaryFee(65_000, day)).toBe(1_394.16);
  });

  it('is degressive above each band, down to 0.057% above €250,095', () => {
    expect(notaryFee(7_500, day)).toBe(342);
    expect(notaryFee(250_095, day)).toBe(2_449.2);
    expect(notaryFee(300_000, day)).toBe(2_477.65);
    expect(degressive(0, [{ from: 0, rate: 0.5 }])).toBe(0);
  });
});

describe('all costs of a purchase', () => {
  it('adds duties, fee, deed costs (estimate) and 21% VAT on fee and costs', () => {
    const costs = purchaseCosts({ region: 'FLANDERS', situation: 'ownHome', price: 300_000, land: false, day });
    expect(costs).toEqual({
      duties: { amount: 6_000, rate: 0.02, abatement: 0 },
      buildingVat: 0,
      buildingVatRate: null,
      notaryFee: 2_477.65,
      deedCosts: 1_300,
      notaryVat: 782.81,
      total: 10_560.46,
    });
  });

  it('on a new build: VAT on the building, duties on the land share, the fee on land plus half the building', () => {
    const costs = purchaseCosts({ region: 'FLANDERS', situation: 'other', price: 400_000, land: false, day, newBuild: { construction: 300_000, land: 100_000 } });
    expect(costs?.buildingVat).toBe(63_000);
    expect(costs?.buildingVatRate).toBe(0.21);
    expect(costs?.duties.amount).toBe(12_000);
    expect(costs?.notaryFee).toBe(notaryFee(250_000, day));
    const reduced = purchaseCosts({ region: 'WALLONIA', situation: 'ownHome', price: 400_000, land: false, day, newBuild: { construction: 300_000, land: 100_000, vatRate: 6 } });
    expect(reduced?.buildingVat).toBe(18_000);
    expect(reduced?.duties.amount).toBe(3_000);
  });
});

describe('the loan', () => {
  it('pays a loan back in equal monthly instalments at the equivalent monthly rate', () => {
    const payment = monthlyPayment(200_000, 0.03, 20);
    const monthly = 1.03 ** (1 / 12) - 1;
    let presentValue = 0;
    for (let month = 1; month <= 240; month += 1) presentValue += payment / (1 + monthly) ** month;
    expect(presentValue).toBeCloseTo(200_000, -1);
    expect(payment).toBe(1_105.15);
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyPayment(0, 0.03, 20)).toBe(0);
  });

  it('costs a mortgage deed of 1.3% on the amount plus 10% accessories, and fees (estimate)', () => {
    expect(mortgageDeedCost(200_000, day)).toBe(200_000 * 1.1 * 0.013 + 1_800);
    expect(mortgageDeedCost(0, day)).toBe(0);
  });
});

describe('which listings get the panel', () => {
  it('a house for sale in Flanders, in both situations', () => {
    const view = costToBuyView(estateDetail(), day);
    expect(view?.kind).toBe('amounts');
    if (view?.kind !== 'amounts') return;
    expect(view.situations.map((s) => [s.situation, s.costs.duties.amount])).toEqual([
      ['ownHome', 9_900],
      ['other', 59_400],
    ]);
    expect(view.situations[0]?.totalWithPrice).toBe(495_000 + (view.situations[0]?.costs.total ?? 0));
  });

  it('not a rental, nor a sold one, nor a project', () => {
    expect(costToBuyView(estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } } }), day)).toBeNull();
    expect(costToBuyView(estateDetail({ general: { transaction: { id: 5, name: 'Verkocht' } } }), day)).toBeNull();
    expect(costToBuyView(estateDetail({ general: { project: true } }), day)).toBeNull();
  });

  it('a garage only in the general situation', () => {
    const view = costToBuyView(estateDetail({ general: { headType: { id: 5, name: 'Garage' } } }), day);
    expect(view?.kind === 'amounts' && view.situations.map((s) => s.situation)).toEqual(['other']);
  });

  it('under the VAT regime: the rates only, no amount, and the agency figures without their total', () => {
    const view = costToBuyView(
      estateDetail({ fields: { financial: { vat_regime: true, vat_rate: 6 }, notary_cost: { registration_duties: 4_000, notary_fee: 2_900, total: 8_000 } } }),
      day,
    );
    expect(view).toEqual({
      kind: 'rates',
      region: 'FLANDERS',
      vatRate: 0.06,
      dutyRates: [
        { situation: 'ownHome', rate: 0.02 },
        { situation: 'other', rate: 0.12 },
      ],
      agency: { registrationDuties: 4_000, notaryFee: 2_900, total: null },
      day,
    });
  });

  it("shows the API's notary_cost figures as the agency's own", () => {
    const view = costToBuyView(estateDetail({ fields: { notary_cost: { registration_duties: 14_850, notary_fee: 4_470, total: 20_570 } } }), day);
    expect(view?.agency).toMatchObject({ registrationDuties: 14_850, notaryFee: 4_470, total: 20_570 });
  });
});
