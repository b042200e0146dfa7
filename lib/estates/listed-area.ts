// Which surface a list shows for an estate, and what it is called: the living area of a home means
// nothing on a garage box or a building plot.
import { typeOfHeadType } from '@/lib/rules';

/** living: a home's living area; land: a plot's area; usable: the floor area of a garage or business. */
export type AreaKind = 'living' | 'land' | 'usable';

/**
 * The one surface a card shows, by the spec's Type of the head type: a plot its land, a garage or
 * commercial estate its usable area, a house or apartment its living area; a project none (its units
 * differ). A type the spec does not name shows its area without calling it living.
 */
export function listedArea(headTypeId: number, surfaces: { livable: number | null; land: number | null }): { kind: AreaKind; value: number } | null {
  const of = (kind: AreaKind, value: number | null) => (value ? { kind, value } : null);
  switch (typeOfHeadType(headTypeId)) {
    case 'PLOT':
      return of('land', surfaces.land);
    case 'GARAGE':
    case 'COMMERCIAL':
      return of('usable', surfaces.livable);
    case 'HOUSE':
    case 'APARTMENT':
      return of('living', surfaces.livable);
    case 'PROJECT':
      return null;
    default:
      return of('usable', surfaces.livable);
  }
}
