// The choices of the valuation request (a seller's lead): one list each, read by the form, our route, the
// site API's request schema and the demo API's mails, so that they never disagree.

export const valuationPropertyTypes = ['house', 'apartment', 'land', 'commercial', 'other'] as const;
export type ValuationPropertyType = (typeof valuationPropertyTypes)[number];

/** The state of the property as the owner sees it, from best to worst. */
export const valuationConditions = ['new', 'good', 'toRefresh', 'toRenovate'] as const;
export type ValuationCondition = (typeof valuationConditions)[number];

/** What the owner wants to do with it. */
export const valuationWishes = ['sell', 'rent'] as const;
export type ValuationWish = (typeof valuationWishes)[number];

/** When the owner means to do it. */
export const valuationTimings = ['now', 'within6Months', 'later'] as const;
export type ValuationTiming = (typeof valuationTimings)[number];

/** A Belgian postal code: four digits, the first not a zero. */
export const BELGIAN_POSTAL_CODE = /^[1-9]\d{3}$/;

/** Plausible upper bounds: beyond them a number is a typing slip, not a property. */
export const MAX_LIVING_AREA = 100_000;
export const MAX_BEDROOMS = 50;
