import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[site]/[locale]/appointment-calendar/[appointmentId]/route';
import { agenda, appointment, APPOINTMENT_ID, estateDetail, site } from '../site-api/fixtures';
import { answer, startAppSiteApi } from '../site-api/msw';

vi.mock('@/lib/tenancy/site-of', () => import('../support/fixture-route-site'));
vi.mock('@/lib/tenancy/origin', () => ({ requestOrigin: async () => new URL('https://www.immo-schelde.be') }));
vi.mock('next-intl/server', () => import('../support/next-intl-server'));

startAppSiteApi(300);

const APPOINTMENT = `/sites/1/live-agenda/reservation/${APPOINTMENT_ID}`;

function get(locale = 'nl', appointmentId = APPOINTMENT_ID) {
  return GET(new Request(`http://localhost/${locale}/appointment-calendar/${appointmentId}`), { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale, appointmentId }) });
}

function answerAll(change: Partial<typeof appointment> = {}) {
  answer('get', APPOINTMENT, { ...appointment, ...change });
  answer('get', '/sites/1/live-agenda/3', agenda);
  answer('get', '/sites/1/estates/v2/5', estateDetail);
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('GET /{locale}/appointment-calendar/{appointmentId}', () => {
  it('answers the appointment as an iCalendar attachment named in the language, never cached', async () => {
    answerAll();
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="afspraak.ics"');
    expect(response.headers.get('cache-control')).toContain('no-store');

    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines).toContain(`UID:${APPOINTMENT_ID}@www.immo-schelde.be`);
    expect(lines).toContain('DTSTART:20250310T090000Z');
    expect(lines).toContain('DTEND:20250310T093000Z');
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines).toContain(`SUMMARY:Afspraak bij ${site.name}`);
    expect(lines).toContain('LOCATION:Kaai 12\\, 2000 Antwerpen');
    const cancelUrl = `https://www.immo-schelde.be/nl/afspraak-annuleren/${APPOINTMENT_ID}`;
    expect(lines).toContain(`DESCRIPTION:Bezoeken Antwerpen\\nOver: Ruim appartement\\nKunt u niet komen? Annuleer uw afspraak: ${cancelUrl}`);
    expect(lines).toContain(`URL:${cancelUrl}`);
  });

  it('speaks the language of the URL: French texts, file name and cancel link', async () => {
    answerAll({ estateId: null });
    const response = await get('fr');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rendez-vous.ics"');
    const lines = unfold(await response.text());
    expect(lines).toContain(`SUMMARY:Rendez-vous chez ${site.name}`);
    expect(lines).toContain('LOCATION:Kaai 12\\, 2000 Anvers');
    expect(lines).toContain(`URL:https://www.immo-schelde.be/fr/annuler-rendez-vous/${APPOINTMENT_ID}`);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).not.toContain('Concerne');
  });

  it('answers 404 for an unknown, cancelled or malformed appointment, and an unknown language', async () => {
    answer('get', APPOINTMENT, { error: 'NOT_FOUND', message: 'Appointment not found' }, 404);
    expect((await get()).status).toBe(404);

    answer('get', APPOINTMENT, { ...appointment, cancelled: true });
    expect((await get()).status).toBe(404);

    // Neither is asked of the site API.
    expect((await get('nl', 'not-an-id')).status).toBe(404);
    expect((await get('es')).status).toBe(404);
  });
});
