// Live agendas: the office's and a few estates' own, with half-hour slots on the weekdays of the
// coming three weeks, some of them already taken.
import { frenchOf } from '@/lib/rules/french';
import { tokenHash } from '../tokens';
import type { agendas, agendaSlots, appointments } from '../db/schema';
import type { Texts } from '../types';
import { guestNames } from './people';
import { Random } from './random';
import type { SeedSite } from './sites';
import { addDays, brusselsTime, isoDay, weekday } from './time';

type AgendaRow = typeof agendas.$inferInsert;
type SlotRow = typeof agendaSlots.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;

export const AGENDA_DAYS = 21;
const SLOT_MINUTES = 30;

export type AgendaKind = 'office' | 'estate';

/** Local start times (hour, minute) of the slots of one day. */
function dayTimes(kind: AgendaKind): Array<[number, number]> {
  const times: Array<[number, number]> = [];
  const range = (fromMinutes: number, toMinutes: number) => {
    for (let m = fromMinutes; m < toMinutes; m += SLOT_MINUTES) times.push([Math.floor(m / 60), m % 60]);
  };
  if (kind === 'office') {
    range(9 * 60, 12 * 60);
    range(13 * 60 + 30, 17 * 60);
  } else {
    range(16 * 60, 19 * 60);
  }
  return times;
}

/** Whether an agenda has slots on a day: the office every weekday, an estate on two weekdays a week. */
function opensOn(agendaId: number, kind: AgendaKind, day: Date): boolean {
  const dow = weekday(day);
  if (dow === 0 || dow === 6) return false;
  if (kind === 'office') return true;
  const first = 1 + (agendaId % 5);
  const second = 1 + ((agendaId + 2) % 5);
  return dow === first || dow === second;
}

export type SlotPlan = { agendaId: number; start: Date; end: Date };

/** The slots of one agenda on one day; the same inputs always give the same slots. */
export function slotsOn(agendaId: number, kind: AgendaKind, day: Date): SlotPlan[] {
  if (!opensOn(agendaId, kind, day)) return [];
  return dayTimes(kind).map(([h, m]) => {
    const start = brusselsTime(day, h, m);
    return { agendaId, start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000) };
  });
}

export type AgendaPlan = { row: AgendaRow; kind: AgendaKind };

export function planAgendas(site: SeedSite, estateAgendas: ReadonlyArray<{ estateId: number; label: Texts }>): AgendaPlan[] {
  const office = site.offices[0];
  const officeName: Texts = office
    ? { nl: `Kantoor ${office.city.nl}`, fr: `Bureau ${frenchOf(office.city.fr)}`, en: `${office.city.en} office`, de: `Büro ${office.city.de}` }
    : { nl: 'Kantoor', fr: 'Bureau', en: 'Office', de: 'Büro' };
  return [
    { row: { id: site.idBase.agenda + 1, siteId: site.id, name: officeName, estateId: null }, kind: 'office' },
    ...estateAgendas.map(({ estateId, label }, i) => ({
      row: {
        id: site.idBase.agenda + 2 + i,
        siteId: site.id,
        name: { nl: `Bezoekmomenten ${label.nl}`, fr: `Visites ${label.fr}`, en: `Viewings ${label.en}`, de: `Besichtigungen ${label.de}` },
        estateId,
      },
      kind: 'estate' as const,
    })),
  ];
}

export type AgendaSeed = { slots: SlotRow[]; appointments: AppointmentRow[] };

/** Slots for the coming weeks, about a quarter of them already booked. */
export function planSlots(site: SeedSite, plans: readonly AgendaPlan[], today: Date, ids: { slot: number }): AgendaSeed {
  const slots: SlotRow[] = [];
  const booked: AppointmentRow[] = [];
  for (const { row, kind } of plans) {
    const random = new Random(`appointments/${row.id}/${isoDay(today)}`);
    for (let d = 0; d < AGENDA_DAYS; d++) {
      for (const slot of slotsOn(row.id, kind, addDays(today, d))) {
        const id = ids.slot++;
        slots.push({ id, agendaId: row.id, start: slot.start, end: slot.end });
        if (!random.chance(0.25)) continue;
        const [first, last] = random.pick(guestNames);
        booked.push({
          // what the database keeps of a cancel token nobody was sent
          id: tokenHash(random.hex(32)),
          siteId: site.id,
          agendaId: row.id,
          slotId: id,
          estateId: row.estateId ?? null,
          name: `${first} ${last}`,
          email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
          phone: null,
          locale: site.data.defaultLocale,
          cancelled: false,
          createdAt: addDays(today, -random.int(1, 10)),
          cancelledAt: null,
        });
      }
    }
  }
  return { slots, appointments: booked };
}
