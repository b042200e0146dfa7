// Every call of the contract answers what the site-API client's schemas accept, errors included.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  agendaSchema,
  agreementsSchema,
  appointmentSchema,
  contactInfoSchema,
  entityItemsSchema,
  entityListSchema,
  estateCollectionSchema,
  estateDetailSchema,
  estateFiltersSchema,
  estateGroupSchema,
  estatePageSchema,
  estateSearchResultSchema,
  navigationSchema,
  pageSchema,
  pageSummarySchema,
  rentalPeriodsSchema,
  rentalReservationSchema,
  rentalUnitFiltersSchema,
  rentalUnitSchema,
  rentalUnitSearchResultSchema,
  siteSchema,
  translationsSchema,
} from '@/lib/site-api/schemas';
import { getDemoDb } from '@/lib/demo-api/db';
import { call, callJson, openTestDb, rows } from './helpers';

const errorSchema = z.object({ error: z.string(), message: z.string() });

beforeAll(async () => {
  await openTestDb();
});

describe('database', () => {
  it('is one instance per process, shared by concurrent callers', async () => {
    const [a, b] = await Promise.all([getDemoDb(), getDemoDb({ memory: false })]);
    expect(a).toBe(b);
    expect(a).toBe(await openTestDb());
  });
});

describe('sites and content', () => {
  it('answers a site by id and by hostname', async () => {
    const site = siteSchema.parse(await callJson('GET', '/sites/1'));
    expect(site.name).toBe('Immo Scheldeland');
    expect(siteSchema.parse(await callJson('GET', '/sites/by-hostname/localhost', { site: null })).id).toBe(1);
    expect(siteSchema.parse(await callJson('GET', '/sites/by-hostname/scheldeland.localhost:3000', { site: null })).id).toBe(1);
    const second = siteSchema.parse(await callJson('GET', '/sites/by-hostname/ardenne.localhost', { site: null }));
    expect(second).toMatchObject({ id: 2, name: 'Ardenne & Kust Vastgoed', defaultLocale: 'fr' });
    expect((await call('GET', '/sites/by-hostname/unknown.example', { site: null })).status).toBe(404);
  });

  it('answers menus with titles in the request language and page links with localised urls', async () => {
    const header = navigationSchema.parse(await callJson('GET', '/sites/1/navigation/header', { locale: 'fr' }));
    expect(header.items.map((i) => i.title)).toContain('À propos');
    const about = header.items.find((i) => i.link.type === 'page');
    expect(about?.link).toMatchObject({ type: 'page', url: 'a-propos' });
    const footer = navigationSchema.parse(await callJson('GET', '/sites/2/navigation/footer'));
    expect(navigationSchema.parse(await callJson('GET', `/sites/2/navigation/footer/${footer.id}`)).id).toBe(footer.id);
    expect((await call('GET', `/sites/1/navigation/footer/${footer.id}`)).status).toBe(404);
    expect((await call('GET', '/sites/1/navigation/sidebar')).status).toBe(404);
  });

  it('answers pages by list, url and id', async () => {
    const list = z.array(pageSummarySchema).parse(await callJson('GET', '/sites/1/pages/', { locale: 'de' }));
    expect(list.length).toBeGreaterThanOrEqual(4);
    const byUrl = pageSchema.parse(await callJson('GET', '/sites/1/pages/by-url/over-ons'));
    expect(byUrl.title).toBe('Over ons');
    const french = pageSchema.parse(await callJson('GET', '/sites/1/pages/by-url/a-propos', { locale: 'fr' }));
    expect(french).toMatchObject({ id: byUrl.id, url: 'a-propos', urls: { nl: 'over-ons' } });
    expect(pageSchema.parse(await callJson('GET', `/sites/1/pages/${byUrl.id}`, { locale: 'en' })).url).toBe('about-us');
    expect((await call('GET', '/sites/2/pages/by-url/nope')).status).toBe(404);
    expect((await call('GET', `/sites/2/pages/${byUrl.id}`)).status).toBe(404);
  });

  it('answers entity lists and their items', async () => {
    const entities = entityListSchema.parse(await callJson('GET', '/sites/1/entities', { locale: 'en' }));
    expect(entities.map((e) => e.name).sort()).toEqual(['offices', 'team']);
    const team = entityItemsSchema.parse(await callJson('GET', '/sites/1/entities/team/items', { locale: 'fr' }));
    expect(team[0]).toMatchObject({ firstname: 'Sofie', role: 'Gérant' });
    entityItemsSchema.parse(await callJson('GET', '/sites/2/entities/offices/items'));
    expect((await call('GET', '/sites/1/entities/cars/items')).status).toBe(404);
  });

  it('answers agreements per locale, translations per site and the estate page config', async () => {
    const agreements = agreementsSchema.parse(await callJson('GET', '/sites/2/agreements?locale=de'));
    expect(agreements.map((a) => a.type).sort()).toEqual(['privacy', 'terms']);
    expect(agreements.every((a) => a.locale === 'de')).toBe(true);
    expect((await call('GET', '/sites/2/agreements?locale=xx')).status).toBe(400);
    const translations = translationsSchema.parse(await callJson('GET', '/translations/nl', { site: 2 }));
    expect(translations['Home.title']).toBe('Van de Maas tot de Noordzee');
    expect((await call('GET', '/translations/nl', { site: null })).status).toBe(400);
    expect((await call('GET', '/translations/xx', { site: 1 })).status).toBe(404);
    const [estate] = await rows<{ id: number }>('select id from estates where site_id = 1 order by id limit 1');
    const page = estatePageSchema.parse(await callJson('GET', `/sites/1/estate-pages/${estate?.id}/fr`));
    expect(page).toEqual({ estateId: estate?.id, locale: 'fr', account: { id: 7431 } });
    expect((await call('GET', `/sites/2/estate-pages/${estate?.id}/fr`)).status).toBe(404);
  });

  it('serves logos by reference name#hash with an immutable cache, and 404s a wrong hash', async () => {
    const site = siteSchema.parse(await callJson('GET', '/sites/1'));
    const [name, hash] = (site.logo ?? '').split('#');
    const logo = await call('GET', `/sites/1/assets/${name}?hash=${hash}&version=${site.assetVersion}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', `/sites/1/assets/${name}?hash=0000000000000000`)).status).toBe(404);
    const [favName, favHash] = (site.favicon ?? '').split('#');
    const favicon = await call('GET', `/sites/1/assets/${favName}?hash=${favHash}`);
    expect(favicon.headers.get('content-type')).toBe('image/png');
    expect((await call('GET', `/sites/2/assets/${name}?hash=${hash}`)).status).toBe(404);
  });
});

describe('estates', () => {
  it('answers the search and the filter options', async () => {
    const result = estateSearchResultSchema.parse(await callJson('POST', '/sites/1/estates', { body: { filter: {}, limit: 15, offset: 0 }, locale: 'en' }));
    expect(result.results).toHaveLength(15);
    expect(result.total.value).toBeGreaterThanOrEqual(250);
    const filters = estateFiltersSchema.parse(await callJson('POST', '/sites/1/estate-filters', { body: { filter: {} } }));
    expect(filters.headTypes.length).toBeGreaterThan(5);
    expect(filters.locations.length).toBeGreaterThanOrEqual(25);
  });

  it('answers the detail of every estate of both sites', async () => {
    const all = await rows<{ id: number; site_id: number }>('select id, site_id from estates order by id');
    for (const { id, site_id } of all) {
      const detail = estateDetailSchema.parse(await callJson('GET', `/sites/${site_id}/estates/v2/${id}`, { locale: 'de' }));
      expect(detail.general.id).toBe(id);
    }
  });

  it('answers names of enumerations in the request language, Dutch by default', async () => {
    const [sale] = await rows<{ id: number }>('select id from estates where site_id = 1 and transaction_id = 1 order by id limit 1');
    const fr = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${sale?.id}`, { locale: 'fr-BE,fr;q=0.9' }));
    expect(fr.general.transaction.name).toBe('À vendre');
    const nl = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${sale?.id}`));
    expect(nl.general.transaction.name).toBe('Te koop');
  });

  it('answers a project with its units, and 404 for an estate that is not a project', async () => {
    const [project] = await rows<{ id: number }>('select id from estates where site_id = 2 and project order by id limit 1');
    const group = estateGroupSchema.parse(await callJson('GET', `/sites/2/estates/group/${project?.id}`));
    expect(group.children.length).toBeGreaterThanOrEqual(4);
    expect(group.children.every((c) => c.general.parentId === project?.id)).toBe(true);
    const [plain] = await rows<{ id: number }>('select id from estates where site_id = 2 and not project and parent_id is null limit 1');
    expect((await call('GET', `/sites/2/estates/group/${plain?.id}`)).status).toBe(404);
  });

  it('answers contact info and collections', async () => {
    const [estate] = await rows<{ id: number }>('select id from estates where site_id = 1 order by id limit 1');
    const info = contactInfoSchema.parse(await callJson('GET', `/sites/1/estates/${estate?.id}/contact-info`));
    expect(info.office.name).toBe('Immo Scheldeland');
    const [collection] = await rows<{ id: number }>('select id from estate_collections where site_id = 1 order by id limit 1');
    const parsed = estateCollectionSchema.parse(await callJson('GET', `/sites/1/estate-collections/${collection?.id}`));
    expect(parsed.ids.length).toBeGreaterThan(0);
    expect((await call('GET', `/sites/2/estate-collections/${collection?.id}`)).status).toBe(404);
  });
});

describe('rental units', () => {
  it('answers search, filters, detail and periods of every unit', async () => {
    const search = rentalUnitSearchResultSchema.parse(await callJson('POST', '/sites/2/rental-units', { body: { filter: {} }, locale: 'nl' }));
    expect(search.total).toBeGreaterThanOrEqual(30);
    const filters = rentalUnitFiltersSchema.parse(await callJson('POST', '/sites/2/rental-units/filters', { body: { filter: {} } }));
    expect(filters.locations.map((l) => l.name.nl).sort()).toEqual(['Ardennen', 'Kust']);
    expect(filters.periodTypes.map((p) => p.code)).toContain('WEEK');
    const units = await rows<{ id: number; site_id: number }>('select id, site_id from rental_units order by id');
    for (const unit of units) {
      rentalUnitSchema.parse(await callJson('GET', `/sites/${unit.site_id}/rental-units/${unit.id}`, { locale: 'fr' }));
      const periods = rentalPeriodsSchema.parse(await callJson('GET', `/sites/${unit.site_id}/rental-units/${unit.id}/periods`));
      expect(periods.length).toBeGreaterThan(50);
    }
  });

  it('narrows the search by location, kind, guests and free period', async () => {
    const filters = rentalUnitFiltersSchema.parse(await callJson('POST', '/sites/2/rental-units/filters', { body: {} }));
    const coast = rentalUnitSearchResultSchema.parse(await callJson('POST', '/sites/2/rental-units', { body: { filter: { location: [1], maxOccupation: 4 } } }));
    expect(coast.results.every((u) => u.general.location.id === 1 && (u.general.maxOccupation ?? 0) >= 4)).toBe(true);
    const start = filters.periodStartDates[0];
    const free = rentalUnitSearchResultSchema.parse(await callJson('POST', '/sites/2/rental-units', { body: { filter: { periodType: 'WEEKEND', periodStartDate: start }, limit: 5 } }));
    expect(free.results.length).toBeLessThanOrEqual(5);
    expect(free.total).toBeGreaterThan(0);
  });

  it('serves unit photos as JPEG', async () => {
    const [photo] = await rows<{ id: number }>('select p.id from rental_photos p join rental_units u on u.id = p.unit_id where u.site_id = 2 order by p.id limit 1');
    const response = await call('GET', `/sites/2/rental-units/photo/${photo?.id}/thumbnail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5000);
    expect((await call('GET', `/sites/1/rental-units/photo/${photo?.id}/thumbnail`)).status).toBe(404);
    expect((await call('GET', `/sites/2/rental-units/photo/${photo?.id}/huge`)).status).toBe(404);
  });

  it('takes a stay request for a free period: answered REQUESTED, mailed to the guest and the agency', async () => {
    const [period] = await rows<{ id: number; unit_id: number; max_occupation: number }>(
      `select p.id, p.unit_id, u.max_occupation from rental_periods p join rental_units u on u.id = p.unit_id
       where u.site_id = 2 and p.status = 'FREE' and p.type = 'MIDWEEK' order by p.start_date, p.id limit 1`,
    );
    const body = { rentalUnitId: period?.unit_id, periodId: period?.id, guests: 2, firstname: 'Anna', lastname: 'Schmitz', email: 'anna@example.com', phone: null, message: null, locale: 'de' };
    const reservation = rentalReservationSchema.parse(await callJson('POST', '/sites/2/rental-units/reservation', { body, status: 201 }));
    expect(reservation.status).toBe('REQUESTED');
    const mails = await rows<{ to: string; kind: string; subject: string; body: string; reply_to: string | null }>(
      `select "to", kind, subject, body, reply_to from outbox where kind in ('reservation', 'reservation-request') order by kind`,
    );
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['reservation', expect.stringContaining('@')],
      ['reservation-request', 'anna@example.com'],
    ]);
    expect(mails[0]!.reply_to).toBe('anna@example.com');
    expect(mails[0]!.body).toContain('Anna Schmitz');
    expect(mails[1]!.subject).toMatch(/^Ihre Reservierungsanfrage bei /);
    expect(mails[1]!.body).toContain('noch keine Bestätigung');
  });
});

describe('live agenda', () => {
  it('lists free slots, books one, reads and cancels it', async () => {
    const site = siteSchema.parse(await callJson('GET', '/sites/1'));
    const agenda = agendaSchema.parse(await callJson('GET', `/sites/1/live-agenda/${site.agendaId}`, { locale: 'en' }));
    expect(agenda.slots.length).toBeGreaterThan(20);
    const slot = agenda.slots[0];
    const body = { agendaId: agenda.id, slotId: slot?.id, estateId: null, name: 'Tom Vermeulen', email: 'tom@example.com', phone: null, locale: 'nl' };
    const appointment = appointmentSchema.parse(await callJson('POST', '/sites/1/live-agenda/reservation', { body, status: 201 }));
    expect(appointment.start).toBe(slot?.start);
    expect(appointmentSchema.parse(await callJson('GET', `/sites/1/live-agenda/reservation/${appointment.id}`)).cancelled).toBe(false);
    expect((await call('GET', `/sites/2/live-agenda/reservation/${appointment.id}`)).status).toBe(404);
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${appointment.id}`)).status).toBe(204);
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${appointment.id}`)).status).toBe(204);
    expect(appointmentSchema.parse(await callJson('GET', `/sites/1/live-agenda/reservation/${appointment.id}`)).cancelled).toBe(true);
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${'0'.repeat(32)}`)).status).toBe(404);
    // the cancelled slot is free again
    const again = agendaSchema.parse(await callJson('GET', `/sites/1/live-agenda/${site.agendaId}`));
    expect(again.slots.map((s) => s.id)).toContain(slot?.id);
  });
});

describe('media', () => {
  it('serves generated photos and documents with long cache headers', async () => {
    const detail = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${(await rows<{ id: number }>('select id from estates where site_id = 1 order by id limit 1'))[0]?.id}`));
    const file = detail.pictures[0]?.thumbnail.replace('/demo-api/', '/') ?? '';
    const photo = await call('GET', file, { site: null });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toContain('immutable');
    const document = detail.files[0]?.link.replace('/demo-api/', '/') ?? '';
    const pdf = await call('GET', document, { site: null });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // A PDF plan opens a drawing, which the gallery shows as an image; the other documents a page of text.
    const plan = detail.files.find((f) => f.type === 'PLAN' && f.link.endsWith('.pdf'))?.link.replace('/demo-api/', '/') ?? '';
    expect(await (await call('GET', plan, { site: null })).text()).toContain('(Floor plan - demo site API) Tj');
    expect((await call('GET', '/media/..%2Fsecret.jpg', { site: null })).status).toBe(404);
    expect((await call('GET', '/media/nothing.jpg', { site: null })).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers JSON errors with proper statuses and no stack traces', async () => {
    const missing = await call('GET', '/sites/1', { site: null });
    expect(missing.status).toBe(400);
    expect(errorSchema.parse(await missing.json()).error).toBe('MISSING_SITE');
    const mismatch = await call('GET', '/sites/1', { site: 2 });
    expect(mismatch.status).toBe(403);
    expect((await call('GET', '/sites/9', { site: 9 })).status).toBe(404);
    expect((await call('GET', '/sites/1/estates/v2/123')).status).toBe(404);
    expect((await call('GET', '/sites/1/estates/v2/abc')).status).toBe(404);
    expect((await call('GET', '/sites/1/nothing-here')).status).toBe(404);
    const wrongMethod = await call('DELETE', '/sites/1/estates');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const invalid = await call('POST', '/sites/1/estates', { body: { filter: {}, limit: -3 } });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.error).toBe('INVALID_BODY');
    expect(body.issues[0]?.path).toBe('limit');
    const notJson = await call('POST', '/sites/1/estates', { headers: { 'content-type': 'application/json' }, body: undefined });
    expect(notJson.status).toBe(400);
    const text = JSON.stringify(await (await call('POST', '/sites/1/estates', { body: { filter: { query: { range: { city: { gte: 1 } } } } } })).json());
    expect(text).toContain('UNSUPPORTED_RANGE');
    expect(text).not.toMatch(/at .*\.ts/);
  });
});

describe('request size', () => {
  it('refuses a body over 64 KB counted in bytes, even without Content-Length and in fewer characters', async () => {
    await openTestDb();
    // 40,000 "é" are 40,000 characters but 80,000 bytes of UTF-8.
    const response = await call('POST', '/sites/1/estates', { body: { filter: { query: {} }, note: 'é'.repeat(40_000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'BODY_TOO_LARGE' });
  });
});
