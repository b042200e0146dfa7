import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { parseAppointmentId } from '@/lib/domain/route-params';
import { estateHref } from '@/lib/estates/estate-href';
import { visitLocation } from '@/lib/rules/location';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getAgenda, getAppointment } from '@/lib/site-api/agenda';
import { getEstate } from '@/lib/site-api/estates';
import type { Appointment } from '@/lib/site-api/schemas';

/** The listing an appointment is about, as a page names it and links to it. */
export type AppointmentListing = {
  id: number;
  title: string;
  href: ReturnType<typeof estateHref>;
  /** Where the visit takes place: the listing's address, or null when the agency hides it. */
  location: string | null;
};

/** The listing of this site with that id, or null when it is not one (a stale or made-up `?estate=`). */
export async function findListing(siteId: number, locale: Locale, estateId: number): Promise<AppointmentListing | null> {
  const [estate, label] = await Promise.all([getEstate({ siteId, locale }, estateId), getEnumLabel(locale)]);
  if (!estate) return null;
  return { id: estate.general.id, title: pickLocalized(estate.general.title, locale), href: estateHref(estate, locale, label), location: visitLocation(estate.address, locale) };
}

export type AppointmentPage = {
  siteId: number;
  appointment: Appointment;
  /** Null when the agenda is gone. */
  agendaName: string | null;
  listing: AppointmentListing | null;
};

/**
 * The appointment of a confirmation or cancel URL with its agenda's name and its listing, once per request
 * (metadata and page share it); the localised 404 when the id is malformed or unknown.
 */
export const loadAppointmentPage = cache(async (siteId: number, locale: Locale, idParam: string): Promise<AppointmentPage> => {
  const id = parseAppointmentId(idParam);
  if (!id) notFound();
  const appointment = await getAppointment({ siteId, locale }, id);
  if (!appointment) notFound();
  const [agenda, listing] = await Promise.all([
    getAgenda({ siteId, locale }, appointment.agendaId),
    appointment.estateId === null ? null : findListing(siteId, locale, appointment.estateId),
  ]);
  return { siteId, appointment, agendaName: agenda?.name ?? null, listing };
});
