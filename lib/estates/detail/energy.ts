import { contrastRatio, readableTextOn } from '@/lib/domain/colour';
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import { epcLabels, type EpcLabel } from '@/lib/rules';
import { ELECTRICAL_FIELD, electricalInspection, type ElectricalInspection } from './electrical-inspection';
import type { CatalogueGroup } from './field-catalogue';
import { isFieldVisible, showsFloodingIcon, visibilityContext } from './visibility';

export type Energy = EstateDetail['energy'];

/** Spec section 9: the EPC bar is the EPC value over 700, as a percentage. */
export const EPC_BAR_MAXIMUM = 700;

/** Percentage of the EPC bar: value / 700 × 100, capped at 100; 0 when there is no (positive) value. */
export function epcBarPercentage(epcValue: number | null | undefined): number {
  if (epcValue === null || epcValue === undefined || !Number.isFinite(epcValue) || epcValue <= 0) return 0;
  return Math.min(100, (epcValue / EPC_BAR_MAXIMUM) * 100);
}

/** Energy labels from best to worst (document 001, section 4: "A++ down to G"), from the shared spec module. */
export { epcLabels, type EpcLabel };

/** A label, or a combined range such as "A-C" (a project's units), best first. */
export type EpcLabelRange = { best: EpcLabel; worst: EpcLabel };

function isEpcLabel(value: string): value is EpcLabel {
  return (epcLabels as readonly string[]).includes(value);
}

/** Reads "A++", " b ", "A-C", "C - A", "A+/B" or "A–B"; null for anything else. */
export function parseEpcLabel(label: string | null | undefined): EpcLabelRange | null {
  if (!label) return null;
  const parts = label.toUpperCase().replace(/\s+/g, '').replace(/[–—/]/g, '-').split('-');
  if (parts.length > 2 || !parts.every(isEpcLabel)) return null;
  const [best, worst] = (parts as EpcLabel[])
    .map((part) => epcLabels.indexOf(part))
    .sort((a, b) => a - b)
    .map((index) => epcLabels[index] as EpcLabel);
  if (!best) return null;
  return { best, worst: worst ?? best };
}

/** File name part of a label: "A++" is "a-plus-plus". */
function labelSlug(label: EpcLabel): string {
  return label.toLowerCase().replace(/\+/g, '-plus');
}

function rangeSlug({ best, worst }: EpcLabelRange): string {
  return best === worst ? labelSlug(best) : `${labelSlug(best)}-to-${labelSlug(worst)}`;
}

/** Image of the label under public/epc (scripts/generate-epc-labels.ts draws them); null for an unknown label. */
export function epcLabelImagePath(label: string | null | undefined): string | null {
  const range = parseEpcLabel(label);
  return range ? `/epc/${rangeSlug(range)}.svg` : null;
}

/** Every image epcLabelImagePath can answer: each label, and each range from a better to a worse label. */
export function allEpcLabelImagePaths(): string[] {
  return epcLabels.flatMap((best, i) =>
    epcLabels.slice(i).map((worst) => `/epc/${rangeSlug({ best, worst })}.svg`),
  );
}

/** The label as people write it: "B", or "A–C" for a range. */
export function epcLabelText(label: string | null | undefined): string | null {
  const range = parseEpcLabel(label);
  if (!range) return null;
  return range.best === range.worst ? range.best : `${range.best}–${range.worst}`;
}

const DEFAULT_STICKER_BACKGROUND = '#ffffff';
const DEFAULT_STICKER_TEXT = '#000000';
/** WCAG 2.1 AA for normal text. */
const MINIMUM_CONTRAST = 4.5;

/** "#FFF", "#ffffff", "white" as "#ffffff"; null for anything that is not a plain colour. */
function normaliseColour(value: string | null | undefined): string | null {
  if (!value) return null;
  const colour = value.trim().toLowerCase();
  if (colour === 'white') return '#ffffff';
  if (colour === 'black') return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/.test(colour) ? colour : null;
}

export type StickerStyle = { background: string; color: string };

/**
 * The agency's sticker colours, or null when they are the defaults (white background, black text): the spec
 * ignores the sticker then. Missing colours count as the defaults; text that would not read on the
 * background is replaced by near-black or white.
 */
export function stickerStyle(background: string | null | undefined, text: string | null | undefined): StickerStyle | null {
  const bg = normaliseColour(background) ?? DEFAULT_STICKER_BACKGROUND;
  const fg = normaliseColour(text) ?? DEFAULT_STICKER_TEXT;
  if (bg === DEFAULT_STICKER_BACKGROUND && fg === DEFAULT_STICKER_TEXT) return null;
  return { background: bg, color: contrastRatio(bg, fg) >= MINIMUM_CONTRAST ? fg : readableTextOn(bg) };
}

type Flooding = { score: string; warning: boolean } | null;

/** What the energy section shows, after the visibility rules of section 5. */
export type EnergyView = {
  label: { text: string; imagePath: string | null } | null;
  epcValue: number | null;
  epcTotal: number | null;
  epcNumber: string | null;
  /** 0 to 100; null without an EPC value. */
  barPercentage: number | null;
  co2: number | null;
  electricity: ElectricalInspection | null;
  conformity: { number: string; valid: boolean | null } | null;
  floodingBuilding: Flooding;
  floodingParcel: Flooding;
  sticker: StickerStyle | null;
};

function blank(value: string | null): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/** The energy block as the detail page shows it; the field rules decide on the certificate and flooding rows. */
export function energyView(estate: EstateDetail): EnergyView {
  const { energy } = estate;
  const context = visibilityContext(estate);
  const shows = (group: CatalogueGroup, key: string, value: FieldValue) => isFieldVisible({ group, key, value }, context);
  const flooding = (key: string, score: string | null): Flooding => {
    const value = blank(score);
    return value && shows('flood_information', key, value) ? { score: value, warning: showsFloodingIcon(value) } : null;
  };
  const labelText = blank(energy.label);
  const conformityNumber = blank(energy.certificateConformity);
  return {
    label: labelText ? { text: epcLabelText(labelText) ?? labelText, imagePath: epcLabelImagePath(labelText) } : null,
    epcValue: energy.epcValue,
    epcTotal: energy.epcTotal,
    epcNumber: blank(energy.epc),
    barPercentage: energy.epcValue === null ? null : epcBarPercentage(energy.epcValue),
    co2: energy.co2,
    electricity: electricalInspection(estate),
    conformity: conformityNumber ? { number: conformityNumber, valid: energy.certificateConformityConform } : null,
    floodingBuilding: flooding('building_score', energy.floodingScoreBuilding),
    floodingParcel: flooding('parcel_score', energy.floodingScoreParcel),
    sticker: labelText ? stickerStyle(energy.stickerColor, energy.stickerTextColor) : null,
  };
}

/** True when the section has anything to show: the sticker alone is not content. */
export function hasEnergyData(view: EnergyView): boolean {
  const content = [
    view.label,
    view.epcValue,
    view.epcTotal,
    view.epcNumber,
    view.co2,
    view.electricity,
    view.conformity,
    view.floodingBuilding,
    view.floodingParcel,
  ];
  return content.some((value) => value !== null);
}

/**
 * The certification and flood_information fields the energy block already shows from `energy` (label, EPC
 * values, certificate, flooding scores): the field groups leave those out so no fact shows twice, and show
 * the rest of both groups (as-built certificate, flood-prone area…).
 */
export function fieldsShownByEnergy(view: EnergyView): ReadonlySet<string> {
  const shown: [unknown, string][] = [
    [view.label, 'certification.energy_label'],
    [view.epcValue, 'certification.epc_value'],
    [view.epcTotal, 'certification.epc_total'],
    [view.epcNumber, 'certification.epc_number'],
    [view.co2, 'certification.co2_emission'],
    [view.floodingBuilding, 'flood_information.building_score'],
    [view.floodingParcel, 'flood_information.parcel_score'],
  ];
  // The inspection is one answer from two sources (./electrical-inspection.ts): its field never shows apart.
  return new Set([...shown.filter(([value]) => value !== null).map(([, key]) => key), ELECTRICAL_FIELD]);
}
