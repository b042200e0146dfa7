// Every rate and threshold the cost-to-buy panel uses, each with its legal source and the day it applies
// from (and, once replaced, the last day it applied). Change a rate by closing the old entry with
// `validUntil` and adding the new one: a day no entry covers shows no figure rather than a stale one.
import type { Region } from '@/lib/rules';

export type Dated<T> = {
  value: T;
  /** First day (Belgian calendar date, yyyy-mm-dd) the value applies to deeds. */
  validFrom: string;
  /** Last day it applied, once replaced; absent while in force. */
  validUntil?: string;
  /** The legal text (and where we checked it). */
  source: string;
};

/** The buyer's situation the visitor chooses: the only own home (reduced rates) or any other purchase. */
export type Situation = 'ownHome' | 'other';

export type DutyRule = {
  rate: number;
  /** Brussels: no duty on this first part of the price… */
  abatement?: number;
  /** …when the price is at most this. */
  abatementPriceCap?: number;
};

/** Registration duties (sale right) on the price of an existing building or of land. */
export const registrationDuties: Record<Region, Record<Situation, readonly Dated<DutyRule>[]>> = {
  FLANDERS: {
    ownHome: [
      {
        value: { rate: 0.03 },
        validFrom: '2022-01-01',
        validUntil: '2024-12-31',
        source: 'Vlaamse Codex Fiscaliteit art. 2.9.4.2.1 (decree of 17 December 2021); vlaanderen.be',
      },
      {
        value: { rate: 0.02 },
        validFrom: '2025-01-01',
        source: 'Vlaamse Codex Fiscaliteit art. 2.9.4.2.1 as amended for deeds from 1 January 2025; livios.be, "De registratierechten zakken in 2025 naar 2% voor de eerste woning"',
      },
    ],
    other: [
      {
        value: { rate: 0.12 },
        validFrom: '2022-01-01',
        source: 'Vlaamse Codex Fiscaliteit art. 2.9.4.1.1 (decree of 17 December 2021); fidelium.eu, "Changes to Flemish registration fees in 2024"',
      },
    ],
  },
  WALLONIA: {
    ownHome: [
      {
        value: { rate: 0.03 },
        validFrom: '2025-01-01',
        source: 'Code wallon des droits d\'enregistrement art. 53 (decree of 5 December 2024, MB 13 December 2024; circular 2025/C/42); trends.levif.be, "les droits d\'enregistrement passent de 12,5% à 3%"',
      },
    ],
    other: [
      {
        value: { rate: 0.125 },
        validFrom: '2002-01-01',
        source: 'Code des droits d\'enregistrement art. 44 (Walloon Region); notaire.be',
      },
    ],
  },
  BRUSSELS: {
    ownHome: [
      {
        value: { rate: 0.125, abatement: 200_000, abatementPriceCap: 600_000 },
        validFrom: '2023-04-01',
        source: 'Code des droits d\'enregistrement art. 46bis (Brussels ordinance of 2023); be.brussels, "Réduction des droits d\'enregistrement"',
      },
    ],
    other: [
      {
        value: { rate: 0.125 },
        validFrom: '2002-01-01',
        source: 'Code des droits d\'enregistrement art. 44 (Brussels-Capital Region); be.brussels',
      },
    ],
  },
};

/** Brussels building land has its own abatement (half the dwelling's), under the same price cap. */
export const brusselsLandAbatement: readonly Dated<DutyRule>[] = [
  {
    value: { rate: 0.125, abatement: 100_000, abatementPriceCap: 600_000 },
    validFrom: '2023-04-01',
    source: 'Code des droits d\'enregistrement art. 46bis, building land (Brussels ordinance of 2023); estimate: not checked against an official example',
  },
];

/** One band of a degressive scale: `rate` on the part of the base above `from` (and up to the next band). */
export type ScaleBand = { from: number; rate: number };

/** The notary's fee on a sale (schaal/barème of the Royal Decree of 16 December 1950), on the price. */
export const notarySaleScale: readonly Dated<readonly ScaleBand[]>[] = [
  {
    value: [
      { from: 0, rate: 0.0456 },
      { from: 7_500, rate: 0.0285 },
      { from: 17_500, rate: 0.0228 },
      { from: 30_000, rate: 0.0171 },
      { from: 45_495, rate: 0.0114 },
      { from: 64_095, rate: 0.0057 },
      { from: 250_095, rate: 0.00057 },
    ],
    validFrom: '2002-01-01',
    source: 'Royal Decree of 16 December 1950 on notaries\' fees, art. 17 (euro amounts since 2002); 3270notaris.be, "Kosten bij verkoop uit de hand"',
  },
];

/** VAT on the notary's fee and most deed costs, since notaries became VAT-liable. */
export const notaryVat: readonly Dated<number>[] = [
  { value: 0.21, validFrom: '2012-01-01', source: 'Law of 28 December 2011 (VAT Code art. 44 § 1): notaries\' services subject to VAT from 1 January 2012' },
];

/**
 * The notary's search, registry and deed costs ("aktekosten", "frais divers") are not set by law: an
 * estimate from notaries' published figures, excluding VAT.
 */
export const deedCosts: readonly Dated<number>[] = [
  { value: 1_250, validFrom: '2024-01-01', source: 'Estimate: notaries\' published examples (notaris.be purchase calculator, dewaele.com, habicom.be) put them between 1,000 and 1,500 euros' },
];

/** Fixed fee on writing the deed (recht op geschriften / droit d'écriture). */
export const deedWritingFee: readonly Dated<number>[] = [
  { value: 50, validFrom: '2007-01-01', source: 'Code of miscellaneous duties and taxes art. 3 (50 euros on a notarial deed)' },
];

/** VAT on a new building sold under the VAT regime; 6% only where the API says it applies. */
export const newBuildVat: readonly Dated<number>[] = [
  { value: 0.21, validFrom: '1996-01-01', source: 'VAT Code art. 1 § 9 and Royal Decree no. 20, table C: 21% on new buildings; 6% in the cases of table A, XXXI, as the listing states' },
];

/** The notary's fee on a new build is on the land price plus half the construction price. */
export const newBuildFeeConstructionShare: readonly Dated<number>[] = [
  { value: 0.5, validFrom: '2002-01-01', source: 'Royal Decree of 16 December 1950, art. 17, 81°, 2 (unfinished construction: land price and half the construction price)' },
];

export type MortgageRule = {
  /** Registration duty on the mortgage's amount plus accessories. */
  registrationRate: number;
  /** Mortgage registration right on the same base. */
  inscriptionRate: number;
  /** Accessories the deed adds to the loan (interest, costs): the base is amount × (1 + this). */
  accessories: number;
  /** Notary's fee and the deed's other costs, VAT included: estimate. */
  feesAndCosts: number;
};

/** The mortgage deed, when the visitor borrows: the same in every region (estimate for the fixed part). */
export const mortgageDeed: readonly Dated<MortgageRule>[] = [
  {
    value: { registrationRate: 0.01, inscriptionRate: 0.003, accessories: 0.1, feesAndCosts: 1_800 },
    validFrom: '2002-01-01',
    source: 'Registration Code art. 87 (1%) and the mortgage right (0.3%) on the amount plus accessories; nn.be, "Een hypothecair krediet aangaan: de notariskosten" (fee 652 euros on 100,000, 800 on 200,000); fees and costs: estimate',
  },
];

/** The value of a dated list that applies on `day` (yyyy-mm-dd), or null when none does. */
export function inForce<T>(entries: readonly Dated<T>[], day: string): Dated<T> | null {
  return entries.find((entry) => entry.validFrom <= day && (entry.validUntil === undefined || day <= entry.validUntil)) ?? null;
}
