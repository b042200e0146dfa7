// Grouping order of results (document 000, section 4). The API already returns each group's estates
// together; this module names the groups and orders them for display.
import type { Locale } from '@/lib/rules';
import { STATUS_GROUP_ORDER, TYPE_GROUP_ORDER } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import type { EstateSummary } from '@/lib/site-api/schemas';
import type { EnumLabel } from './estate-href';
import type { Grouping } from './search-query';

/** Key of the group of estates without a group key (a project has no subtype); it is always shown last. */
export const NO_GROUP_KEY = 'none';

/** The spec's group orders, from the module the demo API shares. */
export { STATUS_GROUP_ORDER, TYPE_GROUP_ORDER };

export type Group = { key: string; label: string };
export type GroupOf<T> = Group & { items: T[] };

/** The group an estate belongs to under a grouping, labelled in the visitor's language. */
export function groupOf(estate: EstateSummary, grouping: Grouping, label: EnumLabel, locale: Locale, noGroupLabel: string): Group {
  const { general, address } = estate;
  switch (grouping) {
    case 'type':
      return { key: String(general.headType.id), label: label('headType', general.headType) };
    case 'status':
      return { key: String(general.transaction.id), label: label('transaction', general.transaction) };
    case 'subType':
      // A project spans its units' subtypes, so it has none of its own.
      if (general.project) return { key: NO_GROUP_KEY, label: noGroupLabel };
      return { key: String(general.subType.id), label: label('subType', general.subType) };
    case 'city':
      return { key: String(address.city.id), label: cityName(address.city, locale) };
    default:
      return assertNever(grouping);
  }
}

function assertNever(grouping: never): never {
  throw new Error(`Unknown grouping: ${String(grouping)}`);
}

/** Position of an id in a fixed order; ids the spec does not list come after every listed one. */
function rankIn(order: readonly number[], key: string): number {
  const index = order.indexOf(Number(key));
  return index === -1 ? order.length : index;
}

/** How two groups compare under a grouping; the group without a key is handled by the caller. */
function groupComparator(grouping: Grouping, locale: Locale): (a: Group, b: Group) => number {
  const collator = new Intl.Collator(locale);
  const byLabel = (a: Group, b: Group) => collator.compare(a.label, b.label) || collator.compare(a.key, b.key);
  const byOrder = (order: readonly number[]) => (a: Group, b: Group) =>
    rankIn(order, a.key) - rankIn(order, b.key) || Number(a.key) - Number(b.key) || byLabel(a, b);
  switch (grouping) {
    case 'type':
      return byOrder(TYPE_GROUP_ORDER);
    case 'status':
      return byOrder(STATUS_GROUP_ORDER);
    case 'subType':
    case 'city':
      return byLabel;
    default:
      return assertNever(grouping);
  }
}

/**
 * The items in groups, ordered by the spec's rules with the keyless group last; items keep their order
 * within a group (the API's sort). A group's label is that of its first item.
 */
export function groupItems<T>(
  items: readonly T[],
  grouping: Grouping,
  groupOfItem: (item: T) => Group,
  locale: Locale,
): GroupOf<T>[] {
  const groups = new Map<string, GroupOf<T>>();
  for (const item of items) {
    const { key, label } = groupOfItem(item);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, label, items: [item] });
  }
  const compare = groupComparator(grouping, locale);
  return [...groups.values()].sort((a, b) => {
    if (a.key === NO_GROUP_KEY || b.key === NO_GROUP_KEY) return Number(a.key === NO_GROUP_KEY) - Number(b.key === NO_GROUP_KEY);
    return compare(a, b);
  });
}

/** Matches per group key, from the search answer's optional group counts (a null key is the keyless group). */
export function groupCountsByKey(groups: readonly { key: number | null; count: number }[] | undefined): Record<string, number> | undefined {
  if (!groups) return undefined;
  return Object.fromEntries(groups.map((group) => [group.key === null ? NO_GROUP_KEY : String(group.key), group.count]));
}

/**
 * The count a group heading shows: the group's total when the site API counted it, else the cards
 * loaded once every page is loaded, else none (the cards loaded so far would understate it).
 */
export function groupHeadingCount(key: string, loaded: number, counts: Record<string, number> | undefined, allLoaded: boolean): number | null {
  const counted = counts?.[key];
  if (counted !== undefined) return Math.max(counted, loaded);
  return allLoaded ? loaded : null;
}
