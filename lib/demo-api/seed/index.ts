// The deterministic seed of the demo API: two agencies with their listings, projects, holiday
// rentals, agendas and content. The same `now` (cut to the UTC day) gives byte-identical data.
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { CALENDAR_KEY } from '../db/calendars';
import type { DbLike, DemoDb } from '../db/types';
import { planAgendas, planSlots } from './agendas';
import { seedCities } from './cities';
import { planCollections, planContent, type SeedCollection } from './content';
import { bareEstateRow, estateDocument, estateRow, type EstateRow } from './documents';
import { citySequence, missingKinds, planRegularEstate } from './estates';
import { withOpenHouses } from './open-houses';
import { withPriceHistories } from './price-histories';
import type { EstatePlan } from './plan';
import { writeMedia } from './photos';
import { planProject } from './projects';
import { Random } from './random';
import { planCalendars, planRentalUnits } from './rental-units';
import { assetReference, seedSites, siteAssets, type SeedSite } from './sites';
import { addDays, isoDay, startOfUtcDay } from './time';

/** Bump when the seed changes shape: a database seeded by another version is rebuilt. */
export const SEED_VERSION = 6;

export const REGULAR_ESTATES_PER_SITE = 266;
export const PROJECTS_PER_SITE = 16;

export type SeedOptions = {
  /** Reference time; only its UTC day matters. */
  now: Date;
  /** Folder the generated photos go to (existing files are kept). */
  mediaDir: string;
};

export type SeedSummary = { referenceDate: string; estates: number; rentalUnits: number; slots: number; ms: number };

function applyCollections(plans: EstatePlan[], collections: readonly SeedCollection[], today: Date): void {
  const weekAgo = addDays(today, -7);
  for (const plan of plans) {
    const active = ![5, 6, 7].includes(plan.transactionId);
    for (const { row, rule } of collections) {
      const member =
        (rule === 'new' && plan.publicationDate >= weekAgo && active) ||
        (rule === 'exclusive' && plan.exclusive && plan.parentId === null && active) ||
        (rule === 'garden' && plan.garden && active) ||
        (rule === 'newBuild' && (plan.parentId !== null || (plan.condition === 'NEW' && plan.category === 'residential')) && active) ||
        (rule === 'favourite' && plan.parentId === null && active && new Random(`favourite/${plan.id}`).chance(0.08)) ||
        (rule === 'seaView' && plan.seaView && active);
      if (member) plan.collections.push(row.id);
    }
  }
}

/** Gives four houses for sale their own visit agenda and a tenth of the active listings the office's. */
function assignAgendas(site: SeedSite, plans: EstatePlan[]): Array<{ estateId: number; label: { nl: string; fr: string; en: string; de: string } }> {
  const random = new Random(`agendas/${site.id}`);
  const candidates = plans.filter((p) => p.transactionId === 1 && p.category === 'residential' && p.parentId === null && p.addressVisible);
  const own = candidates.slice(0, 4);
  own.forEach((plan, i) => {
    plan.agendaId = site.idBase.agenda + 2 + i;
  });
  for (const plan of plans) {
    if (plan.agendaId === null && [1, 2, 10].includes(plan.transactionId) && !plan.project && random.chance(0.1)) {
      plan.agendaId = site.idBase.agenda + 1;
    }
  }
  return own.map((plan) => ({
    estateId: plan.id,
    label: {
      nl: `${plan.street.local} ${plan.number}, ${plan.city.alias?.nl ?? plan.city.name}`,
      fr: `${plan.street.local} ${plan.number}, ${plan.city.alias?.fr ?? plan.city.name}`,
      en: `${plan.street.local} ${plan.number}, ${plan.city.alias?.en ?? plan.city.name}`,
      de: `${plan.street.local} ${plan.number}, ${plan.city.alias?.de ?? plan.city.name}`,
    },
  }));
}

/** Every estate of a site: ids do not depend on the date, only publication dates do. */
function planSiteEstates(site: SeedSite, today: Date): EstatePlan[] {
  const random = new Random(`estates/${site.id}`);
  const cities = citySequence(random.fork('cities'), site, REGULAR_ESTATES_PER_SITE);
  const missing = missingKinds();
  const plans: EstatePlan[] = cities.map((city, index) =>
    planRegularEstate(random.fork(`estate-${index}`), { site, id: site.idBase.estate + index + 1, index, city, now: today, missing }),
  );
  let nextId = site.idBase.estate + REGULAR_ESTATES_PER_SITE + 1;
  for (let index = 0; index < PROJECTS_PER_SITE; index++) {
    const projectId = nextId;
    const group = planProject(random.fork(`project-${index}`), { site, index, projectId, firstChildId: projectId + 1, now: today });
    plans.push(...group);
    nextId += group.length;
  }
  return plans;
}

type SeedData = {
  cities: (typeof schema.cities.$inferInsert)[];
  sites: (typeof schema.sites.$inferInsert)[];
  assets: (typeof schema.assets.$inferInsert)[];
  collections: (typeof schema.estateCollections.$inferInsert)[];
  agendas: (typeof schema.agendas.$inferInsert)[];
  estates: EstateRow[];
  pages: (typeof schema.pages.$inferInsert)[];
  navigations: (typeof schema.navigations.$inferInsert)[];
  agreements: (typeof schema.agreements.$inferInsert)[];
  translations: (typeof schema.translations.$inferInsert)[];
  entities: (typeof schema.entityItems.$inferInsert)[];
  rentalUnits: (typeof schema.rentalUnits.$inferInsert)[];
  rentalPhotos: (typeof schema.rentalPhotos.$inferInsert)[];
  rentalPeriods: (typeof schema.rentalPeriods.$inferInsert)[];
  reservations: (typeof schema.rentalReservations.$inferInsert)[];
  slots: (typeof schema.agendaSlots.$inferInsert)[];
  appointments: (typeof schema.appointments.$inferInsert)[];
  meta: (typeof schema.meta.$inferInsert)[];
};

/** All rows, computed in memory before anything is written. */
export async function planSeed(today: Date): Promise<SeedData> {
  const data: SeedData = {
    cities: seedCities.map((c) => ({ id: c.id, name: c.name, zip: c.zip, region: c.region, alias: c.alias, lat: c.lat, lng: c.lng })),
    sites: [],
    assets: [],
    collections: [],
    agendas: [],
    estates: [],
    pages: [],
    navigations: [],
    agreements: [],
    translations: [],
    entities: [],
    rentalUnits: [],
    rentalPhotos: [],
    rentalPeriods: [],
    reservations: [],
    slots: [],
    appointments: [],
    meta: [
      { key: 'seedVersion', value: SEED_VERSION },
      { key: 'referenceDate', value: isoDay(today) },
      { key: CALENDAR_KEY, value: isoDay(today) },
    ],
  };
  const ids = { period: 1, reservation: 1, slot: 1 };
  for (const site of seedSites) {
    const assets = await siteAssets(site);
    const logo = assets.find((a) => a.name === 'logo.svg');
    const favicon = assets.find((a) => a.name === 'favicon.png');
    const agendaBase = site.idBase.agenda + 1;
    data.sites.push({
      id: site.id,
      hostnames: site.hostnames,
      data: { ...site.data, logo: logo ? assetReference(logo) : null, favicon: favicon ? assetReference(favicon) : null, agendaId: agendaBase },
    });
    data.assets.push(...assets.map((a) => ({ siteId: site.id, ...a })));

    const collections = planCollections(site);
    data.collections.push(...collections.map((c) => c.row));
    const plans = planSiteEstates(site, today);
    applyCollections(plans, collections, today);
    const agendaPlans = planAgendas(site, assignAgendas(site, plans));
    data.agendas.push(...agendaPlans.map((a) => a.row));
    const rows = plans.map((plan) => estateRow(plan, estateDocument(new Random(`fields/${plan.id}`), plan)));
    // The oldest standalone house for sale becomes the site's bare listing (see bareEstateRow).
    const bareIndex = rows.reduce<number>((found, row, index) => {
      if (row.parentId !== null || row.project || row.headTypeId !== 1 || row.transactionId !== 1) return found;
      const current = rows[found];
      return found < 0 || !current || row.publicationDate < current.publicationDate ? index : found;
    }, -1);
    const listed = rows.map((row, index) => (index === bareIndex ? bareEstateRow(row) : row));
    data.estates.push(...withPriceHistories(withOpenHouses(listed, today), today));

    const content = planContent(site, today);
    data.pages.push(...content.pages);
    data.navigations.push(...content.navigations);
    data.agreements.push(...content.agreements);
    data.translations.push(...content.translations);
    data.entities.push(...content.entities);

    const rentals = planRentalUnits(site);
    data.rentalUnits.push(...rentals.units);
    data.rentalPhotos.push(...rentals.photos);
    const calendars = planCalendars(rentals.units, today, ids);
    data.rentalPeriods.push(...calendars.periods);
    data.reservations.push(...calendars.reservations);

    const agenda = planSlots(site, agendaPlans, today, ids);
    data.slots.push(...agenda.slots);
    data.appointments.push(...agenda.appointments);
  }
  return data;
}

async function insertChunks<T extends PgTable>(tx: DbLike, table: T, rows: ReadonlyArray<PgInsertValue<T>>, size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Serial columns got explicit ids from the seed: move their sequences past them. */
async function resetSequences(tx: DbLike): Promise<void> {
  for (const table of ['rental_periods', 'rental_reservations', 'agenda_slots', 'leads', 'outbox', 'subscriptions']) {
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM ${table}), 0) + 1, false)`),
    );
  }
}

async function writeSeed(db: DemoDb, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunks(tx, schema.meta, data.meta, 100);
    await insertChunks(tx, schema.cities, data.cities, 200);
    await insertChunks(tx, schema.sites, data.sites, 10);
    await insertChunks(tx, schema.assets, data.assets, 10);
    await insertChunks(tx, schema.estateCollections, data.collections, 100);
    await insertChunks(tx, schema.agendas, data.agendas, 100);
    await insertChunks(tx, schema.estates, data.estates, 100);
    await insertChunks(tx, schema.pages, data.pages, 100);
    await insertChunks(tx, schema.navigations, data.navigations, 100);
    await insertChunks(tx, schema.agreements, data.agreements, 100);
    await insertChunks(tx, schema.translations, data.translations, 200);
    await insertChunks(tx, schema.entityItems, data.entities, 100);
    await insertChunks(tx, schema.rentalUnits, data.rentalUnits, 100);
    await insertChunks(tx, schema.rentalPhotos, data.rentalPhotos, 500);
    await insertChunks(tx, schema.rentalPeriods, data.rentalPeriods, 1000);
    await insertChunks(tx, schema.rentalReservations, data.reservations, 500);
    await insertChunks(tx, schema.agendaSlots, data.slots, 1000);
    await insertChunks(tx, schema.appointments, data.appointments, 500);
    await resetSequences(tx);
  });
}

/** Renders the photos, portraits and document missing from the media folder. */
export function ensureMedia(mediaDir: string): Promise<void> {
  return writeMedia(mediaDir, seedSites.flatMap((s) => s.reps.map((r) => r.portrait)));
}

/** Seeds an empty database and renders missing photos into `mediaDir`. */
export async function seed(db: DemoDb, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const today = startOfUtcDay(options.now);
  await ensureMedia(options.mediaDir);
  const data = await planSeed(today);
  await writeSeed(db, data);
  return {
    referenceDate: isoDay(today),
    estates: data.estates.length,
    rentalUnits: data.rentalUnits.length,
    slots: data.slots.length,
    ms: Date.now() - started,
  };
}
