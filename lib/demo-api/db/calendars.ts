// Keeps a persisted demo database useful as days pass: agendas get slots and rental units get
// periods for the coming weeks, computed by the same deterministic rules the seed uses.
import { eq } from 'drizzle-orm';
import { AGENDA_DAYS, slotsOn } from '../seed/agendas';
import { PERIOD_WEEKS, firstFriday, weekPeriods } from '../seed/rental-units';
import { addDays, isoDay, startOfUtcDay } from '../seed/time';
import { agendas, agendaSlots, meta, rentalPeriods, rentalUnits } from './schema';
import type { DemoDb } from './types';

/** Meta key of the day the calendars were last extended for; the seed sets it too. */
export const CALENDAR_KEY = 'calendarDate';

/** Adds what is missing for the window starting today; existing rows (and bookings) stay as they are. */
export async function extendCalendars(db: DemoDb, now: Date): Promise<void> {
  const today = startOfUtcDay(now);
  const day = isoDay(today);
  const done = await db.select().from(meta).where(eq(meta.key, CALENDAR_KEY));
  if (done[0]?.value === day) return;
  await db.transaction(async (tx) => {
    const agendaRows = await tx.select({ id: agendas.id, estateId: agendas.estateId }).from(agendas);
    const slots = agendaRows.flatMap((a) =>
      Array.from({ length: AGENDA_DAYS }, (_, d) => slotsOn(a.id, a.estateId === null ? 'office' : 'estate', addDays(today, d))).flat(),
    );
    for (let i = 0; i < slots.length; i += 1000) {
      await tx.insert(agendaSlots).values(slots.slice(i, i + 1000)).onConflictDoNothing();
    }
    const units = await tx.select({ id: rentalUnits.id, subKindId: rentalUnits.subKindId, locationId: rentalUnits.locationId }).from(rentalUnits);
    const start = firstFriday(today);
    const periods = units.flatMap((unit) =>
      Array.from({ length: PERIOD_WEEKS }, (_, w) =>
        weekPeriods(unit, addDays(start, w * 7)).periods.map((p) => ({
          unitId: unit.id,
          type: p.type,
          startDate: isoDay(p.start),
          endDate: isoDay(p.end),
          price: p.price,
          // without the seed's reservations behind them, new weeks open as free or unavailable
          status: p.status === 'BOOKED' ? ('UNAVAILABLE' as const) : p.status,
        })),
      ).flat(),
    );
    for (let i = 0; i < periods.length; i += 1000) {
      await tx.insert(rentalPeriods).values(periods.slice(i, i + 1000)).onConflictDoNothing();
    }
    await tx.insert(meta).values({ key: CALENDAR_KEY, value: day }).onConflictDoUpdate({ target: meta.key, set: { value: day } });
  });
}
