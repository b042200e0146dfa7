// An appointment as an iCalendar file (RFC 5545), for "add to my calendar". Pure: the route
// gathers the texts, this module only writes them down by the RFC's rules.

export type CalendarEvent = {
  /** Globally unique and stable: the same appointment downloaded twice updates one calendar entry. */
  uid: string;
  /** When this file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  /** Several lines are allowed. */
  description?: string | null;
  url?: string | null;
};

/** RFC 5545, section 3.1: a content line is at most 75 octets, not counting its line break. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** `YYYYMMDDTHHMMSSZ`: a UTC date-time (RFC 5545, section 3.3.5, form #2). */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * A TEXT value (RFC 5545, section 3.3.11): backslash, semicolon and comma escaped, every kind of line break
 * written as `\n`, and the other control characters, which the RFC does not allow, left out.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, '');
}

function octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 5545, section 3.1): after at most 75 octets a CRLF and a space, the space
 * counting towards the next line's 75. A line is only cut between characters, never inside the UTF-8
 * bytes of one.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char.codePointAt(0) ?? 0);
    if (size + length > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += length;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A calendar with one event, its lines folded and ended by CRLF (RFC 5545, section 3.1). */
export function buildIcs(event: CalendarEvent, { productId }: { productId: string }): string {
  const text = (name: string, value: string | null | undefined) => (value ? [`${name}:${escapeIcsText(value)}`] : []);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    ...text('UID', event.uid),
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    ...text('SUMMARY', event.summary),
    ...text('LOCATION', event.location),
    ...text('DESCRIPTION', event.description),
    // A URI, not TEXT: nothing to escape, but a line break would end the property.
    ...(event.url && !/[\u0000-\u001f\u007f\s]/.test(event.url) ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
