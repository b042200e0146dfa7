// The printable brochure of a listing: what the PDF and the printed detail page show,
// as plain text in the visitor's language. Pure: the loader (load-brochure.ts) passes in the translations.
import sanitizeHtml from 'sanitize-html';
import type { Locale, Status } from '@/lib/rules';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import { slugify } from '@/lib/domain/slugs';
import type { Address, Picture } from '@/lib/site-api/schemas';

/** Photos on the brochure: one large and two small ones fit the first page beside the facts. */
export const BROCHURE_PHOTO_COUNT = 3;
/** A description longer than this is cut at a word and ends with "…": the brochure stays a few pages. */
export const BROCHURE_DESCRIPTION_LIMIT = 3000;
/** The same for one field's value (a BIGTEXT extra field can hold a whole text). */
export const BROCHURE_VALUE_LIMIT = 400;

/** Field lines in all: a listing has some sixty; a page per hundred lines is where CPU time goes. */
export const BROCHURE_MAX_LINES = 150;

export type BrochureLine = { label: string; value: string };
export type BrochureGroup = { label: string; lines: BrochureLine[] };
export type BrochureContact = { heading: string; name: string; lines: BrochureLine[] };

export type Brochure = {
  locale: Locale;
  agency: string;
  title: string;
  /** "For sale · Apartment · Reference 123". */
  subtitle: string;
  price: string;
  address: string;
  /** "51.05432, 3.72174": only for a shown address (a hidden one must not be revealed by its position). */
  coordinates: string | null;
  facts: BrochureLine[];
  /** The description as paragraphs of plain text. */
  description: string[];
  groups: BrochureGroup[];
  /** The site's own photo paths (relative, or `/remote-photos/…`), in the listing's order. */
  photos: string[];
  contact: BrochureContact | null;
  /** The listing's canonical URL, which the QR code holds. */
  url: string;
  /** The listing's short URL (`/nl/aanbod/123`), printed under the QR code for a reader to type. */
  shortUrl: string;
  labels: { description: string; location: string; scan: string };
};

/** Closed deals get no brochure: there is nothing left to offer, and the page says so without one. */
const closedStatuses: ReadonlySet<Status> = new Set(['SOLD', 'RENTED', 'TAKEN_OVER']);

/** True when a listing of this status gets a "Download PDF" link and a PDF (an unknown status: yes). */
export function hasBrochure(status: Status | null | undefined): boolean {
  return !status || !closedStatuses.has(status);
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|tr|table|ul|ol)\s*>|<br\s*\/?>/gi;

/**
 * Rich text from the site API as plain paragraphs: every tag and script goes, entities become characters
 * (`&euro;` → €), block ends and `<br>` become paragraph breaks, runs of spaces one space.
 */
export function htmlToParagraphs(html: string): string[] {
  const marked = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    // sanitize-html decodes every entity and escapes these again in its text output.
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split(/\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** The text cut at the last space before `limit` characters, with "…"; shorter text as it is. */
export function truncateText(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const cut = characters.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Paragraphs within `limit` characters in all: the ones after the limit are left out, the last one cut. */
export function limitParagraphs(paragraphs: readonly string[], limit: number): string[] {
  const kept: string[] = [];
  let left = limit;
  for (const paragraph of paragraphs) {
    if (left <= 0) break;
    const length = Array.from(paragraph).length;
    kept.push(length <= left ? paragraph : truncateText(paragraph, left));
    left -= length;
  }
  return kept;
}

/** The first photos in the listing's own order (`index`). */
export function brochurePhotos(pictures: readonly Pick<Picture, 'file' | 'index'>[], count = BROCHURE_PHOTO_COUNT): string[] {
  return [...pictures]
    .sort((a, b) => a.index - b.index)
    .slice(0, count)
    .map((picture) => picture.file)
    .filter((file) => file.length > 0);
}

/**
 * The address line: street, number and box only when the agency shows them (document 001: a hidden
 * address is not shown), then postcode and the city's name in the visitor's language.
 */
export function addressLine(address: Address, locale: Locale, words: { box: (box: string) => string; onRequest: string }): string {
  const street = pickLocalized(address.street, locale);
  const place = `${address.city.zip} ${cityName(address.city, locale)}`.trim();
  if (!address.visible || !street) return `${words.onRequest} · ${place}`;
  const box = address.box ? ` ${words.box(address.box)}` : '';
  return `${street} ${address.number ?? ''}`.trim() + `${box}, ${place}`;
}

/** Latitude and longitude with five decimals (about a metre), for a shown address only. */
export function coordinatesText(address: Pick<Address, 'visible' | 'location'>): string | null {
  if (!address.visible || !address.location) return null;
  const { latitude, longitude } = address.location;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** `{slug}-{locale}.pdf`, ASCII only, fit for a quoted Content-Disposition file name. */
export function brochureFileName(slug: string, locale: Locale, estateId: number): string {
  const safe = slugify(slug).slice(0, 80).replace(/-+$/, '');
  return `${safe || `estate-${estateId}`}-${locale}.pdf`;
}

/** The Content-Disposition of the PDF: an ASCII name, and the same in RFC 5987 form for strict clients. */
export function brochureDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(ascii)}`;
}

/** Characters per printed URL line: 60 of Noto Sans' widest glyphs at 8 pt still fit the page's 515 pt. */
export const PRINTED_URL_LINE = 60;

/**
 * A URL as lines of at most `max` characters, broken after a "/" where it can be (a part longer than a line
 * is cut): nothing in it may be lost, and a PDF line cannot wrap a word without adding a hyphen to it.
 */
export function urlLines(url: string, max = PRINTED_URL_LINE): string[] {
  const parts = url.match(/[^/]*\/+|[^/]+$/g) ?? [url];
  const lines: string[] = [];
  let current = '';
  for (const part of parts.flatMap((p) => p.match(new RegExp(`.{1,${max}}`, 'g')) ?? [])) {
    if (current.length + part.length > max && current !== '') {
      lines.push(current);
      current = '';
    }
    current += part;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Every value of the brochure as plain text within its limit: field values may hold HTML or whole texts. */
export function plainValue(value: string, paragraph = false): string {
  const text = paragraph || /<[a-z!/]/i.test(value) ? htmlToParagraphs(value).join(' ') : value.replace(/[\s\u00a0]+/g, ' ').trim();
  return truncateText(text, BROCHURE_VALUE_LIMIT);
}

/** The groups with at most `max` lines in all, in order; a group left empty is left out. */
export function limitGroups(groups: readonly BrochureGroup[], max = BROCHURE_MAX_LINES): BrochureGroup[] {
  let left = max;
  return groups.flatMap((group) => {
    const lines = group.lines.slice(0, Math.max(0, left));
    left -= lines.length;
    return lines.length > 0 ? [{ label: group.label, lines }] : [];
  });
}
