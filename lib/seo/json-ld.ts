/**
 * Serialises structured data for a <script type="application/ld+json">. API text ends up inside a
 * script element, so "<" is escaped: a title containing "</script>" cannot close it.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
