// The cost of buying a Belgian property: registration duties (or VAT on a new building), the notary's
// fee on the legal scale, deed costs, and the mortgage deed and monthly payment of a loan. Pure: every
// rate comes from ./rates for the day given, and a day without a rate in force gives null, never a guess.
import type { Region } from '@/lib/rules';
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
  type DutyRule,
  type ScaleBand,
  type Situation,
} from './rates';
import { cents, mortgageDeedCostWith } from './loan';

export { monthlyPayment } from './loan';

/** A degressive scale on `base`: each band's rate on the part of the base inside it. */
export function degressive(base: number, bands: readonly ScaleBand[]): number {
  let total = 0;
  bands.forEach((band, index) => {
    const upper = bands[index + 1]?.from ?? Infinity;
    if (base > band.from) total += (Math.min(base, upper) - band.from) * band.rate;
  });
  return cents(total);
}

/** The notary's fee on a sale at `base`, or null when no scale is in force on `day`. */
export function notaryFee(base: number, day: string): number | null {
  const scale = inForce(notarySaleScale, day);
  return scale ? degressive(base, scale.value) : null;
}

export type DutyResult = { amount: number; rate: number; abatement: number };

function applyDuty(base: number, rule: DutyRule): DutyResult {
  const abatement = rule.abatement !== undefined && rule.abatementPriceCap !== undefined && base <= rule.abatementPriceCap ? Math.min(rule.abatement, base) : 0;
  return { amount: cents((base - abatement) * rule.rate), rate: rule.rate, abatement };
}

/** Registration duties on `base` (the price, or a new build's land share), or null without a rate on `day`. */
export function registrationDuty(input: { region: Region; situation: Situation; base: number; land: boolean; day: string }): DutyResult | null {
  const { region, situation, base, land, day } = input;
  const entries = region === 'BRUSSELS' && situation === 'ownHome' && land ? brusselsLandAbatement : registrationDuties[region][situation];
  const rule = inForce(entries, day);
  return rule ? applyDuty(base, rule.value) : null;
}

export type PurchaseInput = {
  region: Region;
  situation: Situation;
  /** The price asked (land and building together). */
  price: number;
  /** Building land (a plot): Brussels has its own abatement for it. */
  land: boolean;
  /** A new building under the VAT regime: its construction and land shares, and the VAT rate the API sends. */
  newBuild?: { construction: number; land: number; vatRate?: number | null } | null;
  /** Day of the deed (yyyy-mm-dd): the rates in force that day apply. */
  day: string;
};

export type PurchaseCosts = {
  duties: DutyResult;
  /** VAT on the building of a new build; 0 otherwise. */
  buildingVat: number;
  buildingVatRate: number | null;
  notaryFee: number;
  /** Searches, registry and deed costs, and the deed-writing fee: estimate. */
  deedCosts: number;
  /** VAT on the notary's fee and the deed costs (not on the writing fee). */
  notaryVat: number;
  total: number;
};

/** Everything the buyer pays on top of the price, or null when a rate is missing for the day. */
export function purchaseCosts(input: PurchaseInput): PurchaseCosts | null {
  const { region, situation, price, land, newBuild, day } = input;
  const dutyBase = newBuild ? newBuild.land : price;
  const duties = registrationDuty({ region, situation, base: dutyBase, land, day });
  const vatOnNotary = inForce(notaryVat, day);
  const costs = inForce(deedCosts, day);
  const writing = inForce(deedWritingFee, day);
  const share = inForce(newBuildFeeConstructionShare, day);
  const buildVat = inForce(newBuildVat, day);
  const feeBase = newBuild ? newBuild.land + newBuild.construction * (share?.value ?? 1) : price;
  const fee = notaryFee(feeBase, day);
  if (!duties || !vatOnNotary || !costs || !writing || fee === null || (newBuild && (!share || !buildVat))) return null;
  const buildingVatRate = newBuild ? (newBuild.vatRate != null ? newBuild.vatRate / 100 : (buildVat?.value ?? null)) : null;
  const buildingVat = newBuild && buildingVatRate !== null ? cents(newBuild.construction * buildingVatRate) : 0;
  const vat = cents((fee + costs.value) * vatOnNotary.value);
  const deed = costs.value + writing.value;
  return {
    duties,
    buildingVat,
    buildingVatRate,
    notaryFee: fee,
    deedCosts: deed,
    notaryVat: vat,
    total: cents(duties.amount + buildingVat + fee + deed + vat),
  };
}

/** The mortgage deed's cost for a loan of `amount`, or null when no rule is in force on `day`. */
export function mortgageDeedCost(amount: number, day: string): number | null {
  const rule = inForce(mortgageDeed, day);
  return rule ? mortgageDeedCostWith(rule.value, amount) : null;
}
