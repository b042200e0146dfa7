import type { Locale, Status } from '@/lib/rules';
import { formatArea } from '@/lib/rules/format';
import { pickLocalized } from '@/lib/rules/localized';
import type { EstateSummary } from '@/lib/site-api/schemas';
import type { EstateCardModel } from '../card-model';
import { estateHref, type EnumLabel } from '../estate-href';

/** next-intl href of a project unit: the project's id and slug, then the unit's own id. */
export type ProjectUnitHref = {
  pathname: '/estates/[estateId]/[slug]/[entityId]';
  params: { estateId: string; slug: string; entityId: string };
};

/** One row of a project's unit table, with its texts resolved. */
export type ProjectUnitRow = {
  id: number;
  title: string;
  href: ProjectUnitHref;
  /** The subtype label: "Appartement", "Duplex", "Parkeerplaats"… */
  typeLabel: string;
  bedrooms: number | null;
  /** "85 m²", or null when the unit has no living surface (a parking space). */
  livingSurface: string | null;
  priceText: string;
  status: Status | null;
  statusLabel: string;
};

/** The units of one floor; `floor` null holds the units whose floor is not given. */
export type FloorGroup<T> = { floor: number | null; units: T[] };

/**
 * Groups a project's units by floor level (document 001, section 3): the lowest floor first (basement −1
 * before the ground floor 0, then 1, 2…), units without a floor last. Units keep their order within a floor.
 */
export function groupByFloor<T>(units: readonly T[], floorOf: (unit: T) => number | null): FloorGroup<T>[] {
  const byFloor = new Map<number | null, T[]>();
  for (const unit of units) {
    const floor = floorOf(unit);
    const group = byFloor.get(floor);
    if (group) group.push(unit);
    else byFloor.set(floor, [unit]);
  }
  return [...byFloor.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([floor, grouped]) => ({ floor, units: grouped }));
}

/** The card texts a row reuses, so a unit's price and status read exactly as on its card. */
type CardTexts = Pick<EstateCardModel, 'priceText' | 'status' | 'statusLabel'>;

/** The rows of a project's unit tables, grouped by floor. */
export function projectUnitGroups(
  project: Pick<EstateSummary, 'general' | 'address'>,
  units: readonly EstateSummary[],
  locale: Locale,
  label: EnumLabel,
  cardOf: (unit: EstateSummary) => CardTexts,
): FloorGroup<ProjectUnitRow>[] {
  const { params } = estateHref(project, locale, label);
  return groupByFloor(units, (unit) => unit.general.floor).map(({ floor, units: onFloor }) => ({
    floor,
    units: onFloor.map((unit): ProjectUnitRow => {
      const { general } = unit;
      const card = cardOf(unit);
      return {
        id: general.id,
        title: pickLocalized(general.title, locale),
        href: {
          pathname: '/estates/[estateId]/[slug]/[entityId]',
          params: { estateId: params.estateId, slug: params.slug, entityId: String(general.id) },
        },
        typeLabel: label('subType', general.subType),
        bedrooms: general.bedroomCount,
        livingSurface: unit.surfaces.livable ? formatArea(unit.surfaces.livable) : null,
        priceText: card.priceText,
        status: card.status,
        statusLabel: card.statusLabel,
      };
    }),
  }));
}

/** Which floor caption a group gets; the component turns it into the localised name. */
export type FloorName = { kind: 'basement'; depth: number } | { kind: 'ground' } | { kind: 'upper'; level: number } | { kind: 'unknown' };

export function floorName(floor: number | null): FloorName {
  if (floor === null) return { kind: 'unknown' };
  if (floor < 0) return { kind: 'basement', depth: -floor };
  if (floor === 0) return { kind: 'ground' };
  return { kind: 'upper', level: floor };
}

/** The words a floor caption needs, from the ProjectUnits messages. */
export type FloorTexts = {
  basement: (depth: number) => string;
  ground: string;
  upper: (level: number) => string;
  unknown: string;
};

/** "Kelder", "Gelijkvloers", "1ste verdieping"…: the caption of a floor's table in the page language. */
export function floorCaption(floor: number | null, texts: FloorTexts): string {
  const name = floorName(floor);
  switch (name.kind) {
    case 'basement':
      return texts.basement(name.depth);
    case 'ground':
      return texts.ground;
    case 'upper':
      return texts.upper(name.level);
    case 'unknown':
      return texts.unknown;
  }
}
