// What the cost-to-buy panel of a detail page shows, from the estate alone (the page stays cacheable):
// which listings get it, the costs in both situations, and the agency's own figures beside them.
import { transactions, type Region } from '@/lib/rules';
import { mainValue } from '@/lib/estates/detail/visibility';
import { isUnderVatRegime, offeredPrice } from '@/lib/estates/price';
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import { purchaseCosts, type PurchaseCosts } from './calculate';
import { inForce, mortgageDeed, newBuildVat, registrationDuties, type MortgageRule, type Situation } from './rates';

/** Head types a buyer can live in (house, apartment, other residential) or build on (plot): the own-home rates apply. */
const dwellingHeadTypes: readonly number[] = [1, 2, 3, 9];
const PLOT_HEAD_TYPE = 3;

export type SituationCosts = { situation: Situation; costs: PurchaseCosts; totalWithPrice: number };

export type CostToBuyView =
  | {
      kind: 'amounts';
      region: Region;
      price: number;
      situations: SituationCosts[];
      newBuild: boolean;
      /** The rates of the day, for the loan calculator in the browser. */
      mortgage: MortgageRule | null;
      agency: AgencyFigures;
      day: string;
    }
  /** Under the VAT regime the price is hidden (document 001, section 5): the panel names the rates only. */
  | { kind: 'rates'; region: Region; vatRate: number | null; dutyRates: { situation: Situation; rate: number }[]; agency: AgencyFigures; day: string };

/**
 * Which rate the agency's registration duties assume, read from the amount: one of the situations the panel
 * computes (its figure within rounding of ours), or a rate of the price matching neither (an old rate, a
 * rate before an abatement) that the panel names so the two figures are never left unexplained.
 */
export type DutiesAssumption = { rule: 'ownHome' | 'standard' | 'none'; rate: number };

/** The `notary_cost` group as the API sends it: the agency's own figures. */
export type AgencyFigures = { registrationDuties: number | null; notaryFee: number | null; total: number | null; assumes?: DutiesAssumption | null };

/** The agency rounds its figures: within this much of ours (or 1% of it) it is the same figure. */
const AGENCY_ROUNDING = 50;

/** The situation (or plain rate) the agency's duties on `base` assume, given the panel's own duties per situation. */
export function dutiesAssumption(agencyDuties: number | null, base: number, situations: readonly SituationCosts[]): DutiesAssumption | null {
  if (agencyDuties === null || base <= 0) return null;
  const match = situations.find(({ costs }) => Math.abs(costs.duties.amount - agencyDuties) <= Math.max(AGENCY_ROUNDING, costs.duties.amount * 0.01));
  if (match) return { rule: match.situation === 'ownHome' ? 'ownHome' : 'standard', rate: match.costs.duties.rate };
  return { rule: 'none', rate: Math.round((agencyDuties / base) * 1_000) / 1_000 };
}

/** The `notary_cost` fields the panel shows as the agency's figures: the field groups leave them out. */
export function fieldsShownByCostToBuy(view: CostToBuyView | null): ReadonlySet<string> {
  if (!view) return new Set();
  const shown: [number | null, string][] = [
    [view.agency.registrationDuties, 'notary_cost.registration_duties'],
    [view.agency.notaryFee, 'notary_cost.notary_fee'],
    [view.agency.total, 'notary_cost.total'],
  ];
  return new Set(shown.filter(([value]) => value !== null).map(([, key]) => key));
}

const numberOf = (value: FieldValue | undefined): number | null => {
  const main = mainValue(value);
  return typeof main === 'number' && Number.isFinite(main) && main >= 0 ? main : null;
};

function agencyFigures(estate: EstateDetail, vatRegime: boolean): AgencyFigures {
  const group = estate.fields.notary_cost;
  return {
    registrationDuties: numberOf(group?.registration_duties),
    notaryFee: numberOf(group?.notary_fee),
    // The notary_cost total is hidden under the VAT regime (document 001, section 5).
    total: vatRegime ? null : numberOf(group?.total),
  };
}

/** For sale (not for rent, not sold, not taken over), a single estate (not a project's summary), in a known region. */
export function hasCostToBuy(estate: EstateDetail): boolean {
  const status = transactions[estate.general.transaction.id as keyof typeof transactions];
  return status === 'FOR_SALE' && !estate.general.project && estate.address.region !== null;
}

/** The panel's content on `day` (yyyy-mm-dd), or null when the listing gets none or no rate applies that day. */
export function costToBuyView(estate: EstateDetail, day: string): CostToBuyView | null {
  if (!hasCostToBuy(estate)) return null;
  const region = estate.address.region;
  if (region === null) return null;
  const headType = estate.general.headType.id;
  const situationsOffered: Situation[] = dwellingHeadTypes.includes(headType) ? ['ownHome', 'other'] : ['other'];
  const land = headType === PLOT_HEAD_TYPE;
  const vatRegime = isUnderVatRegime(estate);
  const agency = agencyFigures(estate, vatRegime);
  const financial = estate.fields.financial;
  const vatRate = numberOf(financial?.vat_rate);

  if (vatRegime) {
    const dutyRates = situationsOffered.flatMap((situation) => {
      const rule = inForce(registrationDuties[region][situation], day);
      return rule ? [{ situation, rate: rule.value.rate }] : [];
    });
    const buildingVat = vatRate !== null ? vatRate / 100 : (inForce(newBuildVat, day)?.value ?? null);
    if (dutyRates.length === 0) return null;
    return { kind: 'rates', region, vatRate: buildingVat, dutyRates, agency, day };
  }

  const price = offeredPrice(estate);
  if (price === null || price <= 0) return null;
  const construction = numberOf(financial?.construction_price);
  const landShare = numberOf(financial?.land_price);
  const newBuild = construction !== null && landShare !== null && construction + landShare > 0 ? { construction, land: landShare, vatRate } : null;
  const situations = situationsOffered.flatMap((situation) => {
    const costs = purchaseCosts({ region, situation, price, land, newBuild, day });
    return costs ? [{ situation, costs, totalWithPrice: Math.round((price + costs.total) * 100) / 100 }] : [];
  });
  if (situations.length === 0) return null;
  const assumes = dutiesAssumption(agency.registrationDuties, newBuild ? newBuild.land : price, situations);
  return {
    kind: 'amounts',
    region,
    price,
    situations,
    newBuild: newBuild !== null,
    mortgage: inForce(mortgageDeed, day)?.value ?? null,
    agency: { ...agency, assumes },
    day,
  };
}
