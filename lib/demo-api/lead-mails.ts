// The mails a visitor's submission causes: to the agency, with everything it needs to answer and a
// Reply-To of the visitor; and to the visitor, in the visitor's language, confirming what was received.
import type { Locale } from '@/lib/rules';
import { formatDate } from '@/lib/rules/format';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import { fillMailText, renderMail, type MailBlock, type MailSite } from './mail-layout';
import { originBlocks } from './origin-mail';
import type { QueuedMail } from './outbox';

type Visitor = { firstname: string; lastname: string; email: string; phone: string | null; message: string | null };
type About = { title: string | null; link: string | null };

const agencyTexts: Record<
  Locale,
  {
    contactSubject: string;
    contactHeading: string;
    reservationSubject: string;
    reservationHeading: string;
    name: string;
    email: string;
    phone: string;
    about: string;
    wishes: string;
    message: string;
    language: string;
    period: string;
    guests: string;
    open: string;
    reply: string;
    options: Record<string, string>;
  }
> = {
  nl: {
    contactSubject: 'Vraag via de website: {about}',
    contactHeading: 'Nieuwe vraag via de website',
    reservationSubject: 'Reservatieaanvraag: {about}',
    reservationHeading: 'Nieuwe reservatieaanvraag',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    about: 'Over',
    wishes: 'Wensen',
    message: 'Bericht',
    language: 'Taal',
    period: 'Periode',
    guests: 'Personen',
    open: 'Bekijk op de website',
    reply: 'Beantwoord deze e-mail om de bezoeker te antwoorden.',
    options: { visit: 'wil een bezoek', documentation: 'wil documentatie', callback: 'wil teruggebeld worden' },
  },
  fr: {
    contactSubject: 'Question via le site : {about}',
    contactHeading: 'Nouvelle question via le site',
    reservationSubject: 'Demande de réservation : {about}',
    reservationHeading: 'Nouvelle demande de réservation',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    about: 'Concerne',
    wishes: 'Souhaits',
    message: 'Message',
    language: 'Langue',
    period: 'Période',
    guests: 'Personnes',
    open: 'Voir sur le site',
    reply: 'Répondez à cet e-mail pour répondre au visiteur.',
    options: { visit: 'souhaite une visite', documentation: 'souhaite de la documentation', callback: 'souhaite être rappelé' },
  },
  en: {
    contactSubject: 'Question from the website: {about}',
    contactHeading: 'New question from the website',
    reservationSubject: 'Reservation request: {about}',
    reservationHeading: 'New reservation request',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    about: 'About',
    wishes: 'Wishes',
    message: 'Message',
    language: 'Language',
    period: 'Period',
    guests: 'Guests',
    open: 'View on the website',
    reply: 'Reply to this e-mail to answer the visitor.',
    options: { visit: 'would like a visit', documentation: 'would like documentation', callback: 'would like a call back' },
  },
  de: {
    contactSubject: 'Anfrage über die Website: {about}',
    contactHeading: 'Neue Anfrage über die Website',
    reservationSubject: 'Reservierungsanfrage: {about}',
    reservationHeading: 'Neue Reservierungsanfrage',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    about: 'Betrifft',
    wishes: 'Wünsche',
    message: 'Nachricht',
    language: 'Sprache',
    period: 'Zeitraum',
    guests: 'Personen',
    open: 'Auf der Website ansehen',
    reply: 'Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
    options: { visit: 'möchte eine Besichtigung', documentation: 'möchte Unterlagen', callback: 'möchte zurückgerufen werden' },
  },
};

const visitorTexts: Record<
  Locale,
  {
    contactSubject: string;
    contactHeading: string;
    contactBody: string;
    reservationSubject: string;
    reservationHeading: string;
    reservationBody: string;
    yourMessage: string;
    about: string;
    period: string;
    guests: string;
    contact: string;
  }
> = {
  nl: {
    contactSubject: 'We ontvingen uw vraag — {site}',
    contactHeading: 'Bedankt voor uw vraag',
    contactBody: 'Beste {name},\n\nWe hebben uw vraag goed ontvangen en nemen zo snel mogelijk contact met u op.',
    reservationSubject: 'Uw reservatieaanvraag bij {site}',
    reservationHeading: 'We ontvingen uw aanvraag',
    reservationBody: 'Beste {name},\n\nWe hebben uw reservatieaanvraag goed ontvangen. Dit is nog geen bevestiging: we bevestigen uw verblijf zo snel mogelijk per e-mail.',
    yourMessage: 'Uw bericht',
    about: 'Over',
    period: 'Periode',
    guests: 'Personen',
    contact: 'Vragen? Bel {phone} of mail {email}.',
  },
  fr: {
    contactSubject: 'Nous avons reçu votre question — {site}',
    contactHeading: 'Merci pour votre question',
    contactBody: 'Bonjour {name},\n\nNous avons bien reçu votre question et nous vous répondrons dans les meilleurs délais.',
    reservationSubject: 'Votre demande de réservation chez {site}',
    reservationHeading: 'Nous avons reçu votre demande',
    reservationBody: 'Bonjour {name},\n\nNous avons bien reçu votre demande de réservation. Ce n’est pas encore une confirmation : nous confirmerons votre séjour par e-mail dans les meilleurs délais.',
    yourMessage: 'Votre message',
    about: 'Concerne',
    period: 'Période',
    guests: 'Personnes',
    contact: 'Des questions ? Appelez le {phone} ou écrivez à {email}.',
  },
  en: {
    contactSubject: 'We received your question — {site}',
    contactHeading: 'Thank you for your question',
    contactBody: 'Dear {name},\n\nWe have received your question and will get back to you as soon as possible.',
    reservationSubject: 'Your reservation request at {site}',
    reservationHeading: 'We received your request',
    reservationBody: 'Dear {name},\n\nWe have received your reservation request. This is not a confirmation yet: we will confirm your stay by e-mail as soon as possible.',
    yourMessage: 'Your message',
    about: 'About',
    period: 'Period',
    guests: 'Guests',
    contact: 'Questions? Call {phone} or write to {email}.',
  },
  de: {
    contactSubject: 'Wir haben Ihre Anfrage erhalten — {site}',
    contactHeading: 'Vielen Dank für Ihre Anfrage',
    contactBody: 'Guten Tag {name},\n\nwir haben Ihre Anfrage erhalten und melden uns so schnell wie möglich bei Ihnen.',
    reservationSubject: 'Ihre Reservierungsanfrage bei {site}',
    reservationHeading: 'Wir haben Ihre Anfrage erhalten',
    reservationBody: 'Guten Tag {name},\n\nwir haben Ihre Reservierungsanfrage erhalten. Dies ist noch keine Bestätigung: Wir bestätigen Ihren Aufenthalt so schnell wie möglich per E-Mail.',
    yourMessage: 'Ihre Nachricht',
    about: 'Betrifft',
    period: 'Zeitraum',
    guests: 'Personen',
    contact: 'Fragen? Rufen Sie {phone} an oder schreiben Sie an {email}.',
  },
};


export type AgencySite = MailSite & { defaultLocale: Locale; contact: { email: string; phone: string } };

function visitorRows(t: (typeof agencyTexts)[Locale], visitor: Visitor, locale: Locale): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [
    [t.name, `${visitor.firstname} ${visitor.lastname}`],
    [t.email, visitor.email],
  ];
  if (visitor.phone) rows.push([t.phone, visitor.phone]);
  rows.push([t.language, locale.toUpperCase()]);
  return rows;
}

const aboutBlocks = (label: string, about: About): MailBlock[] =>
  about.title ? [{ kind: 'facts', rows: [[label, about.title]] }, ...(about.link ? [{ kind: 'button' as const, label: about.title, href: about.link }] : [])] : [];

/** The contact request to the agency (in the agency's language) and its confirmation to the visitor. */
export function contactMails(input: { site: AgencySite; visitor: Visitor; options: string[]; locale: Locale; about: About; origin?: LeadOrigin }): QueuedMail[] {
  const { site, visitor, about } = input;
  const agencyLocale = site.defaultLocale;
  const a = agencyTexts[agencyLocale];
  const rows = visitorRows(a, visitor, input.locale);
  if (about.title) rows.push([a.about, about.title]);
  const wishes = input.options.map((option) => a.options[option] ?? option);
  if (wishes.length > 0) rows.push([a.wishes, wishes.join(', ')]);
  const agencyBlocks: MailBlock[] = [
    { kind: 'facts', rows },
    ...(visitor.message ? [{ kind: 'text' as const, text: `${a.message}:\n${visitor.message}` }] : []),
    ...(about.link ? [{ kind: 'button' as const, label: a.open, href: about.link }] : []),
    ...originBlocks(input.origin, agencyLocale),
    { kind: 'text', text: a.reply },
  ];
  const agency = renderMail(site, agencyLocale, a.contactHeading, agencyBlocks);

  const v = visitorTexts[input.locale];
  const visitorBlocks: MailBlock[] = [
    { kind: 'text', text: fillMailText(v.contactBody, { name: visitor.firstname }) },
    ...aboutBlocks(v.about, about),
    ...(visitor.message ? [{ kind: 'text' as const, text: `${v.yourMessage}:\n${visitor.message}` }] : []),
    { kind: 'text', text: fillMailText(v.contact, { phone: site.contact.phone, email: site.contact.email }) },
  ];
  const confirmation = renderMail(site, input.locale, v.contactHeading, visitorBlocks);
  return [
    {
      kind: 'contact',
      to: site.contact.email,
      subject: fillMailText(a.contactSubject, { about: about.title ?? `${visitor.firstname} ${visitor.lastname}` }),
      ...agency,
      replyTo: visitor.email,
      fromName: site.name,
    },
    { kind: 'contact-confirmation', to: visitor.email, subject: fillMailText(v.contactSubject, { site: site.name }), ...confirmation, replyTo: site.contact.email, fromName: site.name },
  ];
}

/** A holiday stay request: to the agency with all it needs to answer, and to the guest, who learns it is a request. */
export function reservationMails(input: {
  site: AgencySite;
  visitor: Visitor;
  guests: number;
  locale: Locale;
  period: { start: string; end: string };
  about: About;
  origin?: LeadOrigin;
}): QueuedMail[] {
  const { site, visitor, about } = input;
  const period = `${formatDate(input.period.start)} – ${formatDate(input.period.end)}`;
  const a = agencyTexts[site.defaultLocale];
  const rows = visitorRows(a, visitor, input.locale);
  if (about.title) rows.push([a.about, about.title]);
  rows.push([a.period, period], [a.guests, String(input.guests)]);
  const agency = renderMail(site, site.defaultLocale, a.reservationHeading, [
    { kind: 'facts', rows },
    ...(visitor.message ? [{ kind: 'text' as const, text: `${a.message}:\n${visitor.message}` }] : []),
    ...(about.link ? [{ kind: 'button' as const, label: a.open, href: about.link }] : []),
    ...originBlocks(input.origin, site.defaultLocale),
    { kind: 'text', text: a.reply },
  ]);

  const v = visitorTexts[input.locale];
  const guestRows: Array<readonly [string, string]> = [];
  if (about.title) guestRows.push([v.about, about.title]);
  guestRows.push([v.period, period], [v.guests, String(input.guests)]);
  const guest = renderMail(site, input.locale, v.reservationHeading, [
    { kind: 'text', text: fillMailText(v.reservationBody, { name: visitor.firstname }) },
    { kind: 'facts', rows: guestRows },
    ...(about.link && about.title ? [{ kind: 'button' as const, label: about.title, href: about.link }] : []),
    ...(visitor.message ? [{ kind: 'text' as const, text: `${v.yourMessage}:\n${visitor.message}` }] : []),
    { kind: 'text', text: fillMailText(v.contact, { phone: site.contact.phone, email: site.contact.email }) },
  ]);
  return [
    { kind: 'reservation', to: site.contact.email, subject: fillMailText(a.reservationSubject, { about: about.title ?? period }), ...agency, replyTo: visitor.email, fromName: site.name },
    { kind: 'reservation-request', to: visitor.email, subject: fillMailText(v.reservationSubject, { site: site.name }), ...guest, replyTo: site.contact.email, fromName: site.name },
  ];
}
