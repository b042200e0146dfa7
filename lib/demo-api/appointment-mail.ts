// The confirmation mail of a booked appointment: when, where, and the links to cancel it or add it to a
// calendar, in the visitor's language. Times are Belgian.
import type { Locale } from '@/lib/spec';
import { formatTimeInBelgium } from '@/lib/spec/dates';
import { formatDate } from '@/lib/spec/format';


const texts: Record<Locale, { subject: string; lines: string[] }> = {
  nl: {
    subject: 'Uw afspraak bij {site} op {date} om {time}',
    lines: ['Beste {name},', '', 'Uw afspraak is bevestigd: {date} om {time} ({agenda}).', '{about}', 'In uw agenda zetten: {calendar}', 'Kunt u niet komen? Annuleer hier: {cancel}'],
  },
  fr: {
    subject: 'Votre rendez-vous chez {site} le {date} à {time}',
    lines: ['Bonjour {name},', '', 'Votre rendez-vous est confirmé\u00a0: le {date} à {time} ({agenda}).', '{about}', 'Ajouter à votre agenda\u00a0: {calendar}', 'Empêché\u00a0? Annulez ici\u00a0: {cancel}'],
  },
  en: {
    subject: 'Your appointment with {site} on {date} at {time}',
    lines: ['Dear {name},', '', 'Your appointment is confirmed: {date} at {time} ({agenda}).', '{about}', 'Add it to your calendar: {calendar}', 'Cannot make it? Cancel here: {cancel}'],
  },
  de: {
    subject: 'Ihr Termin bei {site} am {date} um {time}',
    lines: ['Guten Tag {name},', '', 'Ihr Termin ist bestätigt: {date} um {time} ({agenda}).', '{about}', 'In Ihren Kalender eintragen: {calendar}', 'Verhindert? Hier absagen: {cancel}'],
  },
};

const about: Record<Locale, string> = { nl: 'Over: {title}', fr: 'Concerne\u00a0: {title}', en: 'About: {title}', de: 'Betrifft: {title}' };

export function appointmentMail(input: {
  locale: Locale;
  name?: string;
  siteName: string;
  agendaName: string;
  start: Date;
  estateTitle: string | null;
  links: { cancel: string; calendar: string };
}): { subject: string; body: string } {
  const t = texts[input.locale];
  const values: Record<string, string> = {
    site: input.siteName,
    date: formatDate(input.start),
    time: formatTimeInBelgium(input.start),
    agenda: input.agendaName,
    name: input.name ?? '',
    about: input.estateTitle ? about[input.locale].replace('{title}', input.estateTitle) : '',
    calendar: input.links.calendar,
    cancel: input.links.cancel,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return { subject: fill(t.subject), body: t.lines.map(fill).filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n') };
}
