/**
 * The accessibility statement's own facts: the day it was last reviewed (a new review of the site, or a
 * change to what the page claims, moves it) and the points it lists, in order; their words are in the
 * `Accessibility` messages.
 */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-28';

export const accessibilityConforms = ['keyboard', 'screenReader', 'forms', 'display', 'languages'] as const;
export const accessibilityChecks = ['axe', 'validator', 'keyboard', 'screenReader'] as const;
export const accessibilityLimitations = ['mapTiles', 'thirdParty', 'brochure', 'content'] as const;
