// The mails of an appointment: when it is booked, the visitor's confirmation (when, where, the links to
// cancel it or add it to a calendar) and a notice to the agency; when it is cancelled, a note to both.
// The visitor's in the visitor's language, the agency's in its own; times are Belgian.
import type { Locale } from '@/lib/rules';
import { formatTimeInBelgium } from '@/lib/rules/dates';
import { formatDate } from '@/lib/rules/format';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import type { AgencySite } from './lead-mails';
import { fillMailText, renderMail, type MailBlock } from './mail-layout';
import { originBlocks } from './origin-mail';
import type { QueuedMail } from './outbox';

type Texts = {
  subject: string;
  heading: string;
  greeting: string;
  confirmed: string;
  cancelledSubject: string;
  cancelledHeading: string;
  cancelled: string;
  agencySubject: string;
  agencyHeading: string;
  agencyCancelledSubject: string;
  agencyCancelledHeading: string;
  when: string;
  where: string;
  with: string;
  about: string;
  name: string;
  email: string;
  phone: string;
  calendar: string;
  cancel: string;
  again: string;
};

const texts: Record<Locale, Texts> = {
  nl: {
    subject: 'Uw afspraak bij {site} op {date} om {time}',
    heading: 'Uw afspraak is bevestigd',
    greeting: 'Beste {name},',
    confirmed: 'Uw afspraak is bevestigd: {date} om {time} ({agenda}).',
    cancelledSubject: 'Uw afspraak bij {site} op {date} is geannuleerd',
    cancelledHeading: 'Uw afspraak is geannuleerd',
    cancelled: 'Uw afspraak van {date} om {time} is geannuleerd. Wilt u een ander moment kiezen? Dat kan op onze website.',
    agencySubject: 'Nieuwe afspraak op {date} om {time}: {name}',
    agencyHeading: 'Nieuwe afspraak via de website',
    agencyCancelledSubject: 'Afspraak geannuleerd: {date} om {time}, {name}',
    agencyCancelledHeading: 'Een afspraak is geannuleerd',
    when: 'Wanneer',
    where: 'Waar',
    with: 'Agenda',
    about: 'Over',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    calendar: 'In mijn agenda zetten',
    cancel: 'Kunt u niet komen? Annuleren',
    again: 'Een nieuwe afspraak maken',
  },
  fr: {
    subject: 'Votre rendez-vous chez {site} le {date} à {time}',
    heading: 'Votre rendez-vous est confirmé',
    greeting: 'Bonjour {name},',
    confirmed: 'Votre rendez-vous est confirmé\u00a0: le {date} à {time} ({agenda}).',
    cancelledSubject: 'Votre rendez-vous chez {site} du {date} est annulé',
    cancelledHeading: 'Votre rendez-vous est annulé',
    cancelled: 'Votre rendez-vous du {date} à {time} est annulé. Vous souhaitez choisir un autre moment\u00a0? C’est possible sur notre site.',
    agencySubject: 'Nouveau rendez-vous le {date} à {time}\u00a0: {name}',
    agencyHeading: 'Nouveau rendez-vous via le site',
    agencyCancelledSubject: 'Rendez-vous annulé\u00a0: le {date} à {time}, {name}',
    agencyCancelledHeading: 'Un rendez-vous a été annulé',
    when: 'Quand',
    where: 'Où',
    with: 'Agenda',
    about: 'Concerne',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    calendar: 'Ajouter à mon agenda',
    cancel: 'Empêché\u00a0? Annuler',
    again: 'Prendre un nouveau rendez-vous',
  },
  en: {
    subject: 'Your appointment with {site} on {date} at {time}',
    heading: 'Your appointment is confirmed',
    greeting: 'Dear {name},',
    confirmed: 'Your appointment is confirmed: {date} at {time} ({agenda}).',
    cancelledSubject: 'Your appointment with {site} on {date} is cancelled',
    cancelledHeading: 'Your appointment is cancelled',
    cancelled: 'Your appointment of {date} at {time} is cancelled. Would you like another moment? You can choose one on our website.',
    agencySubject: 'New appointment on {date} at {time}: {name}',
    agencyHeading: 'New appointment from the website',
    agencyCancelledSubject: 'Appointment cancelled: {date} at {time}, {name}',
    agencyCancelledHeading: 'An appointment was cancelled',
    when: 'When',
    where: 'Where',
    with: 'Agenda',
    about: 'About',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    calendar: 'Add to my calendar',
    cancel: 'Cannot make it? Cancel',
    again: 'Book a new appointment',
  },
  de: {
    subject: 'Ihr Termin bei {site} am {date} um {time}',
    heading: 'Ihr Termin ist bestätigt',
    greeting: 'Guten Tag {name},',
    confirmed: 'Ihr Termin ist bestätigt: {date} um {time} ({agenda}).',
    cancelledSubject: 'Ihr Termin bei {site} am {date} ist abgesagt',
    cancelledHeading: 'Ihr Termin ist abgesagt',
    cancelled: 'Ihr Termin am {date} um {time} ist abgesagt. Möchten Sie einen anderen Zeitpunkt wählen? Das geht auf unserer Website.',
    agencySubject: 'Neuer Termin am {date} um {time}: {name}',
    agencyHeading: 'Neuer Termin über die Website',
    agencyCancelledSubject: 'Termin abgesagt: {date} um {time}, {name}',
    agencyCancelledHeading: 'Ein Termin wurde abgesagt',
    when: 'Wann',
    where: 'Wo',
    with: 'Kalender',
    about: 'Betrifft',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    calendar: 'In meinen Kalender eintragen',
    cancel: 'Verhindert? Absagen',
    again: 'Einen neuen Termin vereinbaren',
  },
};

export type AppointmentFacts = {
  site: AgencySite;
  /** The visitor's language. */
  locale: Locale;
  visitor: { name: string; email: string; phone: string | null };
  agendaName: { visitor: string; agency: string };
  start: Date;
  /** Where the visit takes place: the listing's shown address, or the office. */
  location: string;
  listing: { title: string; link: string } | null;
};


function valuesOf(facts: AppointmentFacts, agenda: string): Record<string, string> {
  return { site: facts.site.name, date: formatDate(facts.start), time: formatTimeInBelgium(facts.start), agenda, name: facts.visitor.name };
}

/**
 * What the agency needs to receive the visitor, in the agency's language, with a Reply-To of the visitor;
 * a booking also says where the visitor came from, when the website knew.
 */
function agencyMail(facts: AppointmentFacts, kind: 'booked' | 'cancelled', origin?: LeadOrigin): QueuedMail {
  const t = texts[facts.site.defaultLocale];
  const values = valuesOf(facts, facts.agendaName.agency);
  const rows: Array<readonly [string, string]> = [
    [t.when, `${values.date} ${values.time}`],
    [t.where, facts.location],
    [t.with, facts.agendaName.agency],
    [t.name, facts.visitor.name],
    [t.email, facts.visitor.email],
  ];
  if (facts.visitor.phone) rows.push([t.phone, facts.visitor.phone]);
  if (facts.listing) rows.push([t.about, facts.listing.title]);
  const blocks: MailBlock[] = [
    { kind: 'facts', rows },
    ...(facts.listing ? [{ kind: 'button' as const, label: facts.listing.title, href: facts.listing.link }] : []),
    ...originBlocks(origin, facts.site.defaultLocale),
  ];
  const heading = kind === 'booked' ? t.agencyHeading : t.agencyCancelledHeading;
  return {
    kind: kind === 'booked' ? 'appointment-agency' : 'appointment-cancelled-agency',
    to: facts.site.contact.email,
    subject: fillMailText(kind === 'booked' ? t.agencySubject : t.agencyCancelledSubject, values),
    ...renderMail(facts.site, facts.site.defaultLocale, heading, blocks),
    replyTo: facts.visitor.email,
    fromName: facts.site.name,
  };
}

/** A booked appointment: the visitor's confirmation with the cancel and calendar links, and the agency's notice. */
export function appointmentBookedMails(facts: AppointmentFacts, links: { cancel: string; calendar: string }, origin?: LeadOrigin): QueuedMail[] {
  const t = texts[facts.locale];
  const values = valuesOf(facts, facts.agendaName.visitor);
  const rows: Array<readonly [string, string]> = [[t.when, `${values.date} ${values.time}`], [t.where, facts.location]];
  if (facts.listing) rows.push([t.about, facts.listing.title]);
  const visitor = renderMail(facts.site, facts.locale, t.heading, [
    { kind: 'text', text: `${fillMailText(t.greeting, values)}\n\n${fillMailText(t.confirmed, values)}` },
    { kind: 'facts', rows },
    { kind: 'button', label: t.calendar, href: links.calendar },
    { kind: 'links', links: [{ label: t.cancel, href: links.cancel }] },
  ]);
  return [
    { kind: 'appointment', to: facts.visitor.email, subject: fillMailText(t.subject, values), ...visitor, replyTo: facts.site.contact.email, fromName: facts.site.name },
    agencyMail(facts, 'booked', origin),
  ];
}

/** A cancelled appointment: a note to the visitor, with a way to book again, and to the agency. */
export function appointmentCancelledMails(facts: AppointmentFacts, bookAgain: string): QueuedMail[] {
  const t = texts[facts.locale];
  const values = valuesOf(facts, facts.agendaName.visitor);
  const visitor = renderMail(facts.site, facts.locale, t.cancelledHeading, [
    { kind: 'text', text: `${fillMailText(t.greeting, values)}\n\n${fillMailText(t.cancelled, values)}` },
    ...(facts.listing ? [{ kind: 'facts' as const, rows: [[t.about, facts.listing.title] as const] }] : []),
    { kind: 'button', label: t.again, href: bookAgain },
  ]);
  return [
    {
      kind: 'appointment-cancelled',
      to: facts.visitor.email,
      subject: fillMailText(t.cancelledSubject, values),
      ...visitor,
      replyTo: facts.site.contact.email,
      fromName: facts.site.name,
    },
    agencyMail(facts, 'cancelled'),
  ];
}
