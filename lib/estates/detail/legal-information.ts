// The legal information a buyer or tenant must get (the Flemish "informatieplicht", the Walloon and Brussels
// PEB rules), from the data the API sends and after the spec's visibility rules (./visibility.ts).
import { statusOfTransaction, type Region } from '@/lib/rules';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { energyView, type EnergyView } from './energy';
import { mainValue, visibleFields, type FieldRef } from './visibility';

/** The five urban-planning items of the Flemish information duty (VCRO art. 5.2.1), in the order of the law. */
export const urbanPlanningKeys = ['town_planning_permit', 'most_recent_destination', 'town_planning_violation', 'right_of_first_refusal', 'subdivision_permit'] as const;
export type UrbanPlanningKey = (typeof urbanPlanningKeys)[number];

/**
 * The official Flemish abbreviations advertisements use (Vg: permit granted, Gvg: none; Dv: summons or
 * remedial measure, Gdv: none; Vkr: right of first refusal, Gvkr: none; Vv: subdivision permit, Gvv: none;
 * the designation as its zoning code, Wg for a residential area). An answer without one shows in words.
 */
const flemishCodes: Record<Exclude<UrbanPlanningKey, 'most_recent_destination'>, Partial<Record<string, string>>> = {
  town_planning_permit: { YES: 'Vg', NO: 'Gvg' },
  town_planning_violation: { YES: 'Dv', NO: 'Gdv' },
  right_of_first_refusal: { YES: 'Vkr', NO: 'Gvkr' },
  subdivision_permit: { YES: 'Vv', NO: 'Gvv' },
};

/** "WG" → "Wg", "WGL" → "Wgl": zoning codes as the Flemish plans write them. */
const zoningCode = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).toLowerCase();

export type PlanningItem = { field: FieldRef; code: string | null };

/** EPC labels that bring the Flemish renovation obligation on a home bought from 1 January 2023. */
const renovationLabels: readonly string[] = ['E', 'F'];
const RESIDENTIAL_HEAD_TYPES: readonly number[] = [1, 2, 9];

export type LegalInformationView = {
  region: Region | null;
  energy: Pick<EnergyView, 'label' | 'epcValue' | 'epcNumber' | 'floodingBuilding' | 'floodingParcel' | 'electricity'>;
  renovationObligation: boolean;
  planning: PlanningItem[];
  asbestos: FieldRef | null;
  soilCertificate: { link: string; comment: string | null } | null;
};

/** The Flemish abbreviation of a planning answer, or null (outside Flanders, or an answer without one). */
export function planningCode(field: FieldRef, region: Region | null): string | null {
  if (region !== 'FLANDERS') return null;
  const value = mainValue(field.value);
  if (field.key === 'most_recent_destination') return typeof value === 'string' && value.trim() !== '' ? zoningCode(value.trim()) : null;
  // A violation field without a value reads "no measure imposed" (document 001, section 5): Gdv.
  if (field.key === 'town_planning_violation' && (value === null || value === undefined || value === '')) return 'Gdv';
  const codes = flemishCodes[field.key as keyof typeof flemishCodes];
  return codes && typeof value === 'string' ? (codes[value] ?? null) : null;
}

export function legalInformationView(estate: EstateDetail): LegalInformationView {
  const region = estate.address.region;
  const energy = energyView(estate);
  const fields = visibleFields(estate);
  const planning = urbanPlanningKeys.flatMap((key) => {
    const field = fields.find((f) => f.group === 'planning' && f.key === key);
    return field ? [{ field, code: planningCode(field, region) }] : [];
  });
  const status = statusOfTransaction(estate.general.transaction.id);
  const label = energy.label?.text ?? null;
  const soil = estate.files.find((file) => file.type === 'SOIL_CERTIFICATE');
  return {
    region,
    energy: {
      label: energy.label,
      epcValue: energy.epcValue,
      epcNumber: energy.epcNumber,
      floodingBuilding: energy.floodingBuilding,
      floodingParcel: energy.floodingParcel,
      electricity: energy.electricity,
    },
    renovationObligation:
      region === 'FLANDERS' && (status === 'FOR_SALE' || status === 'TAKE_OVER') && RESIDENTIAL_HEAD_TYPES.includes(estate.general.headType.id) && label !== null && renovationLabels.includes(label),
    planning,
    asbestos: fields.find((f) => f.group === 'certification' && f.key === 'asbestos_certificate') ?? null,
    soilCertificate: soil ? { link: soil.link, comment: soil.comment } : null,
  };
}

/** True when the block has something to show. */
export function hasLegalInformation(view: LegalInformationView): boolean {
  const { energy } = view;
  return (
    energy.label !== null ||
    energy.epcValue !== null ||
    energy.epcNumber !== null ||
    energy.floodingBuilding !== null ||
    energy.floodingParcel !== null ||
    energy.electricity !== null ||
    view.planning.length > 0 ||
    view.asbestos !== null ||
    view.soilCertificate !== null
  );
}

/** The planning fields the legal block shows: the field groups leave them out so no fact shows twice. */
export function fieldsShownByLegalInformation(view: LegalInformationView): ReadonlySet<string> {
  return new Set([...view.planning.map((item) => `planning.${item.field.key}`), ...(view.asbestos ? ['certification.asbestos_certificate'] : [])]);
}
