import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime, type CalendarEvent } from '@/lib/appointments/ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** The content lines again: folds undone (RFC 5545, section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

const event: CalendarEvent = {
  uid: '0123456789abcdef0123456789abcdef@www.immo-schelde.be',
  stamp: new Date('2025-03-01T12:00:00.000Z'),
  start: new Date('2025-03-10T09:00:00.000Z'),
  end: new Date('2025-03-10T09:30:00.000Z'),
  summary: 'Afspraak bij Immo Schelde',
  location: 'Kaai 12, 2000 Antwerpen',
  description: 'Bezoekmomenten Kaai 12\nAnnuleren: https://www.immo-schelde.be/nl/afspraak-annuleren/0123456789abcdef0123456789abcdef',
  url: 'https://www.immo-schelde.be/nl/afspraak-annuleren/0123456789abcdef0123456789abcdef',
};

describe('icsDateTime', () => {
  it('writes a UTC date-time in the basic format with a Z', () => {
    expect(icsDateTime(new Date('2025-03-10T09:05:07.123Z'))).toBe('20250310T090507Z');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma, in that order, and leaves colons alone', () => {
    expect(escapeIcsText('a\\b;c,d:e')).toBe('a\\\\b\\;c\\,d:e');
    expect(escapeIcsText('\\;')).toBe('\\\\\\;');
  });

  it('writes every kind of line break as \\n and drops other control characters', () => {
    expect(escapeIcsText('one\r\ntwo\nthree\rfour\u2028five')).toBe('one\\ntwo\\nthree\\nfour\\nfive');
    expect(escapeIcsText('tab\there\u0000\u007f')).toBe('tabhere');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `DESCRIPTION:${'x'.repeat(63)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each continuation starting with one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never cuts a character in two', () => {
    const line = `SUMMARY:${'é'.repeat(50)}${'😀'.repeat(10)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut inside a UTF-8 sequence or a surrogate pair would leave a replacement character.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff]$/);
    }
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event, { productId: '-//Immo Schelde//Appointments//NL' });

  it('ends every line with CRLF, and no line has a bare CR or LF', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('is one VEVENT in a VCALENDAR with the required properties, times in UTC', () => {
    const lines = unfold(ics);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Immo Schelde//Appointments//NL', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('UID:0123456789abcdef0123456789abcdef@www.immo-schelde.be');
    expect(lines).toContain('DTSTAMP:20250301T120000Z');
    expect(lines).toContain('DTSTART:20250310T090000Z');
    expect(lines).toContain('DTEND:20250310T093000Z');
    expect(lines).toContain('SUMMARY:Afspraak bij Immo Schelde');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes the texts: a comma in the address, a line break in the description', () => {
    const lines = unfold(ics);
    expect(lines).toContain('LOCATION:Kaai 12\\, 2000 Antwerpen');
    expect(lines).toContain(
      'DESCRIPTION:Bezoekmomenten Kaai 12\\nAnnuleren: https://www.immo-schelde.be/nl/afspraak-annuleren/0123456789abcdef0123456789abcdef',
    );
    expect(lines).toContain(`URL:${event.url}`);
  });

  it('leaves out empty optional properties, and a URL that is no URI', () => {
    const lines = unfold(buildIcs({ ...event, location: null, description: '', url: 'https://x.example/a\r\nX-EVIL:1' }, { productId: 'x' }));
    expect(lines.some((line) => line.startsWith('LOCATION') || line.startsWith('DESCRIPTION') || line.startsWith('URL'))).toBe(false);
    expect(lines).not.toContain('X-EVIL:1');
  });

  it('cannot be given a property through a text: a CR LF in the summary stays inside it', () => {
    const lines = unfold(buildIcs({ ...event, summary: 'Bezoek\r\nATTENDEE:mailto:evil@example.com' }, { productId: 'x' }));
    expect(lines).toContain('SUMMARY:Bezoek\\nATTENDEE:mailto:evil@example.com');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(0);
  });
});
