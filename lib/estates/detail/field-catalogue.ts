// The listing field catalogue of document 001, section 3, as data: groups, keys in display order,
// how each value is formatted, and the enumerations an enumerated field is labelled from.
// Labels live in messages/{locale}.json ("Fields", "FieldEnums"); this module only holds what is not text.
import { epcLabels, statuses, subTypes, types } from '@/lib/rules';

/** The field-type enumeration (0-27), in the spec's order: the index is the type id. */
export const fieldTypes = [
  'BATHROOM_TYPE',
  'CARPENTRY',
  'COMMON_METER',
  'COMMON_METER_TYPE',
  'COMMON_HEATING',
  'CONDITION',
  'CONFORMITY',
  'CONSTRUCTION_TYPE',
  'COUNTRY',
  'DESTINATION',
  'ELECTRICITY_CERTIFICATION',
  'ENERGY_LABEL',
  'ENVIRONMENT',
  'FLOODING',
  'FREE_ON',
  'GARDEN',
  'GEO_PRECISION',
  'HEATING',
  'KITCHEN_TYPE',
  'LUXURY_LEVEL',
  'ORIENTATION',
  'PLANNING',
  'RECENT_DESTINATION',
  'ROOF_TYPE',
  'STATUS',
  'SUBTYPE',
  'TYPE',
  'WINDOW_GLAZING',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Codes of every enumeration of section 3, keyed by the name of its label table in "FieldEnums". */
export const enumerations = {
  bathroomType: ['EQUIPPED', 'NOT_EQUIPPED'],
  carpentry: ['WOOD', 'ALUMINIUM', 'PLASTIC'],
  meterKind: ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'],
  meterType: ['SINGLE', 'DAY_NIGHT', 'SMART'],
  commonHeating: ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'],
  condition: ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'],
  conformity: ['VALID', 'INVALID'],
  constructionType: ['OPEN', 'HALF_OPEN', 'CLOSED'],
  country: ['BE', 'NL', 'FR', 'DE', 'LU', 'GB', 'ES', 'IT'],
  destination: ['MAIN_RESIDENCE', 'VACATION_RESIDENCE', 'STUDENT_RESIDENCE'],
  electricityCertification: ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'],
  // Combined ranges: the spec does not show their codes; ours join the two letters with an underscore (A_B).
  energyLabel: [...epcLabels, 'A_B', 'B_C', 'C_D', 'D_E', 'E_F', 'F_G'],
  environment: ['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA', 'CRAFT_INDUSTRY', 'INDUSTRIAL', 'SEA_BEACH_DUNE'],
  flooding: ['UNKNOWN', 'NO', 'YES'],
  // "UNKNWON" is the API's own spelling.
  freeOn: ['UNKNWON', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TBD'],
  garden: ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED'],
  // Sent as its number 0-3: the index is the code's id.
  geoPrecision: ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP'],
  heating: ['OIL', 'COAL', 'ELECTRICITY', 'GAS', 'STORAGE', 'GAS_HEATERS', 'PROPANE', 'CENTRAL_VENTILATION', 'WOOD', 'PELLET'],
  kitchenType: ['EQUIPPED', 'SEMI_EQUIPPED', 'NOT_EQUIPPED', 'HYPER_EQUIPPED', 'USA_EQUIPPED', 'USA_SEMI_EQUIPPED', 'USA_HYPER_EQUIPPED'],
  luxuryLevel: ['MODEST', 'AVERAGE', 'LUXURIOUS'],
  orientation: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
  planning: ['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962'],
  recentDestination: ['AG', 'EG', 'WIG', 'WUG', 'BG', 'IGB', 'RG', 'GWG', 'NG', 'PG', 'WG', 'WGL', 'WGR', 'GG', 'WCHE', 'WP', 'IAB', 'GDR', 'GVR', 'LWAG', 'NR', 'GVON', 'DVG', 'NI'],
  roofType: ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED'],
  status: statuses,
  subType: Object.keys(subTypes),
  type: types,
  glazing: ['SINGLE', 'DOUBLE', 'TRIPLE'],
  // Not an enumeration of the spec, but the project group's phase is sent as a code.
  projectPhase: ['PLANNED', 'UNDER_CONSTRUCTION', 'DELIVERED'],
} as const satisfies Record<string, readonly string[]>;
export type EnumerationName = keyof typeof enumerations;

/** The label table of each field type. */
export const enumerationOfFieldType = {
  BATHROOM_TYPE: 'bathroomType',
  CARPENTRY: 'carpentry',
  COMMON_METER: 'meterKind',
  COMMON_METER_TYPE: 'meterType',
  COMMON_HEATING: 'commonHeating',
  CONDITION: 'condition',
  CONFORMITY: 'conformity',
  CONSTRUCTION_TYPE: 'constructionType',
  COUNTRY: 'country',
  DESTINATION: 'destination',
  ELECTRICITY_CERTIFICATION: 'electricityCertification',
  ENERGY_LABEL: 'energyLabel',
  ENVIRONMENT: 'environment',
  FLOODING: 'flooding',
  FREE_ON: 'freeOn',
  GARDEN: 'garden',
  GEO_PRECISION: 'geoPrecision',
  HEATING: 'heating',
  KITCHEN_TYPE: 'kitchenType',
  LUXURY_LEVEL: 'luxuryLevel',
  ORIENTATION: 'orientation',
  PLANNING: 'planning',
  RECENT_DESTINATION: 'recentDestination',
  ROOF_TYPE: 'roofType',
  STATUS: 'status',
  SUBTYPE: 'subType',
  TYPE: 'type',
  WINDOW_GLAZING: 'glazing',
} as const satisfies Record<FieldType, EnumerationName>;

/** Where an enumeration's labels live: status and subtype reuse the "Enums" tables, the rest "FieldEnums". */
export function enumerationMessagesPath(name: EnumerationName): string {
  if (name === 'status') return 'Enums.status';
  if (name === 'subType') return 'Enums.subType';
  return `FieldEnums.${name}`;
}

/** The field-to-enumeration map: which lookup labels an enumerated field's value. */
export const fieldEnumerationMap = {
  heating: 'HEATING',
  kitchen_type: 'KITCHEN_TYPE',
  bathroom_type: 'BATHROOM_TYPE',
  condition: 'CONDITION',
  roof_type: 'ROOF_TYPE',
  energy_label: 'ENERGY_LABEL',
  status: 'STATUS',
  type: 'TYPE',
  subType: 'SUBTYPE',
  glazing: 'WINDOW_GLAZING',
  flood_prone_area: 'FLOODING',
  town_planning_permit: 'PLANNING',
  subdivision_permit: 'PLANNING',
  town_planning_violation: 'PLANNING',
  proceeding: 'PLANNING',
  right_of_first_refusal: 'PLANNING',
  protected_heritage: 'PLANNING',
  heritage_inventory: 'PLANNING',
  renovation_obligation: 'PLANNING',
  as_built_certificate: 'PLANNING',
  most_recent_destination: 'RECENT_DESTINATION',
  destination: 'DESTINATION',
  carpentry: 'CARPENTRY',
  common_heating: 'COMMON_HEATING',
  construction_type: 'CONSTRUCTION_TYPE',
  luxury_level: 'LUXURY_LEVEL',
  electrical_certificate: 'ELECTRICITY_CERTIFICATION',
  electricity_meter: 'COMMON_METER',
  electricity_meter_type: 'COMMON_METER_TYPE',
  gas_meter: 'COMMON_METER',
  water_meter: 'COMMON_METER',
  available_at: 'FREE_ON',
  garden: 'GARDEN',
  garden_orientation: 'ORIENTATION',
} as const satisfies Record<string, FieldType>;
type EnumeratedField = keyof typeof fieldEnumerationMap;

export type FormatKind =
  | 'currency'
  | 'currencyPerM2'
  | 'area'
  | 'epc'
  | 'epcPerYear'
  | 'liquid'
  | 'length'
  | 'percentage'
  | 'date'
  | 'number'
  | 'boolean'
  | 'text'
  | `enum:${EnumerationName}`;

export type CatalogueField = { key: string; format: FormatKind };

/** The groups the detail page shows (media is shown by the gallery, not as fields). */
export const catalogueGroups = [
  'general',
  'financial',
  'construction',
  'layout',
  'comfort',
  'certification',
  'flood_information',
  'planning',
  'notary',
  'notary_cost',
  'project',
  'other',
] as const;
export type CatalogueGroup = (typeof catalogueGroups)[number];

const field = (key: string, format: FormatKind): CatalogueField => ({ key, format });
const enumerated = (key: EnumeratedField): CatalogueField => ({
  key,
  format: `enum:${enumerationOfFieldType[fieldEnumerationMap[key]]}`,
});

/** Every group's keys in display order, with their format. */
export const fieldCatalogue: Record<CatalogueGroup, readonly CatalogueField[]> = {
  general: [
    field('dossier_number', 'text'),
    field('exclusive', 'boolean'),
    field('key', 'text'),
    field('advertiser_id', 'text'),
    field('project_id', 'text'),
  ],
  financial: [
    field('price', 'currency'),
    field('price_per_square_meter', 'currencyPerM2'),
    field('vat_regime', 'boolean'),
    field('land_price', 'currency'),
    field('construction_price', 'currency'),
    field('infrastructure_price', 'currency'),
    field('vat_rate', 'percentage'),
    field('monthly_costs', 'currency'),
    field('provision', 'currency'),
    field('warranty', 'currency'),
    field('cadastral_income', 'currency'),
    field('property_tax', 'currency'),
    field('purchase_costs', 'currency'),
  ],
  construction: [
    enumerated('construction_type'),
    enumerated('condition'),
    field('new_building', 'boolean'),
    // Years are shown as written, without a thousands separator.
    field('construction_year', 'text'),
    field('renovation_year', 'text'),
    field('living_area_surface', 'area'),
    field('land_surface', 'area'),
    field('bedrooms_count', 'number'),
    field('bathrooms_count', 'number'),
    field('toilets_count', 'number'),
    field('facades_count', 'number'),
    field('floors_count', 'number'),
    enumerated('roof_type'),
    field('frontage_width', 'length'),
    field('ceiling_height', 'length'),
  ],
  layout: [
    field('living_room_surface', 'area'),
    field('dining_room_surface', 'area'),
    field('kitchen_surface', 'area'),
    field('attic', 'boolean'),
    field('cellar', 'boolean'),
  ],
  comfort: [
    enumerated('heating'),
    enumerated('common_heating'),
    enumerated('kitchen_type'),
    enumerated('bathroom_type'),
    enumerated('glazing'),
    enumerated('carpentry'),
    enumerated('luxury_level'),
    field('lift', 'boolean'),
    field('alarm', 'boolean'),
    field('swimming_pool', 'boolean'),
    field('tennis_court', 'boolean'),
    field('solar_panels', 'boolean'),
    field('shutters', 'boolean'),
    field('furnished', 'boolean'),
    field('pets_allowed', 'boolean'),
    enumerated('electricity_meter'),
    enumerated('electricity_meter_type'),
    enumerated('gas_meter'),
    enumerated('water_meter'),
    field('oil_tank_capacity', 'liquid'),
  ],
  certification: [
    enumerated('energy_label'),
    field('epc_value', 'epc'),
    field('epc_total', 'epcPerYear'),
    field('epc_number', 'text'),
    field('e_level', 'number'),
    field('k_level', 'number'),
    field('co2_emission', 'number'),
    enumerated('electrical_certificate'),
    field('heating_oil_certificate', 'boolean'),
    enumerated('as_built_certificate'),
    field('asbestos_certificate', 'boolean'),
  ],
  flood_information: [
    enumerated('flood_prone_area'),
    field('delineated_flood_area', 'boolean'),
    field('delineated_riparian_zone', 'boolean'),
    field('parcel_score', 'text'),
    field('building_score', 'text'),
  ],
  planning: [
    enumerated('destination'),
    enumerated('most_recent_destination'),
    enumerated('town_planning_permit'),
    enumerated('subdivision_permit'),
    enumerated('town_planning_violation'),
    enumerated('proceeding'),
    enumerated('right_of_first_refusal'),
    enumerated('protected_heritage'),
    enumerated('heritage_inventory'),
    enumerated('renovation_obligation'),
  ],
  notary: [
    field('public_sale', 'boolean'),
    field('public_sale_date', 'date'),
    field('bids', 'number'),
    field('annuity', 'boolean'),
  ],
  notary_cost: [field('registration_duties', 'currency'), field('notary_fee', 'currency'), field('total', 'currency')],
  project: [
    field('phase', 'enum:projectPhase'),
    field('units_count', 'number'),
    field('sold_units_count', 'number'),
    field('delivery_date', 'date'),
  ],
  other: [
    enumerated('available_at'),
    field('available_date', 'date'),
    enumerated('garden'),
    enumerated('garden_orientation'),
    field('garden_surface', 'area'),
    field('terrace_surface', 'area'),
    field('sea_view', 'boolean'),
    field('distance_shops', 'length'),
    field('distance_school', 'length'),
    field('distance_public_transport', 'length'),
    field('distance_highway', 'length'),
  ],
};

/** Catalogue keys outside the groups; the page shows them itself (title, description, type…), the labels are here for completeness. */
export const listingKeys = [
  'description',
  'short_description',
  'title',
  'type',
  'subType',
  'status',
  'external_id',
  'archived',
  'archived_at',
] as const;

export function catalogueField(group: CatalogueGroup, key: string): CatalogueField | undefined {
  return fieldCatalogue[group].find((f) => f.key === key);
}

/** A field the catalogue does not know is shown as what its value looks like. */
export function formatOf(group: CatalogueGroup, key: string, value: unknown): FormatKind {
  const known = catalogueField(group, key);
  if (known) return known.format;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return 'text';
}
