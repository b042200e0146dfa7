// Shapes the demo API keeps in its jsonb columns. They are the answers of the contract
// (lib/site-api/schemas) in a locale-neutral form: enumeration values hold only their id, and the
// handlers add the name in the request's language (labels in seed/labels.ts) when they answer.
import type {
  EstateDetail,
  EstateSummary,
  Localized,
  RentalUnit,
  Site,
} from '@/lib/site-api/schemas';
import type { Locale } from '@/lib/rules';

/** Text in all four languages: what the seed writes. */
export type Texts = Record<Locale, string>;

export type Ref = { id: number };

type DetailGeneral = EstateDetail['general'];
type LayoutRoom = EstateDetail['layout'][number];
type BuildTechnical = EstateDetail['buildTechnicals'][number];

export type StoredGeneral = Omit<DetailGeneral, 'headType' | 'subType' | 'transaction'> & {
  headType: Ref;
  subType: Ref;
  transaction: Ref;
};

export type StoredSummaryGeneral = Omit<StoredGeneral, 'description' | 'shortDescription' | 'floorId'>;

/** The estate-detail answer without names of enumerations and without collections (a column). */
export type StoredEstateDoc = Omit<
  EstateDetail,
  'general' | 'layout' | 'facilities' | 'buildTechnicals' | 'collections'
> & {
  general: StoredGeneral;
  layout: Array<Omit<LayoutRoom, 'value'> & { value: Ref }>;
  facilities: Ref[];
  buildTechnicals: Array<Omit<BuildTechnical, 'criteria'> & { criteria: Ref }>;
};

/** What the search lists, kept apart from the detail so a page of results reads little. */
export type StoredEstateSummary = Omit<EstateSummary, 'general' | 'collections'> & { general: StoredSummaryGeneral };

type RentalGeneral = RentalUnit['general'];

/** A rental unit with its location, kind and city by id; names are added per request. */
export type StoredRentalUnitDoc = Omit<RentalUnit, 'general'> & {
  general: Omit<RentalGeneral, 'location' | 'subKind' | 'city'> & {
    location: Ref;
    subKind: Ref;
    city: Ref & { name: string; alias: Localized | null };
  };
};

/** The site answer without its id and hostnames (columns of their own). */
export type StoredSiteData = Omit<Site, 'id' | 'hostnames'>;

/** A menu item as stored: titles in every language. */
export type StoredMenuItem = {
  id: number;
  title: Texts;
  link: MenuLinkStored;
  children: StoredMenuItem[];
};

export type MenuLinkStored =
  | { type: 'route'; route: 'home' | 'estates' | 'holiday' | 'favorites' | 'subscribe' | 'privacy' | 'terms' }
  | { type: 'page'; pageId: number }
  | { type: 'external'; url: string };

/** A value of an entity item; localised values are resolved per request. */
export type EntityValue = string | number | boolean | null | Texts;
