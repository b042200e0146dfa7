// The mails of a valuation request: to the agency (in its own language, the visitor as Reply-To) with all
// it needs to call back and plan a visit; and to the visitor, in the visitor's language, confirming it.
import type { ValuationCondition, ValuationPropertyType, ValuationTiming, ValuationWish } from '@/lib/rules/valuation';
import type { ValuationLeadRequest } from '@/lib/site-api/schemas/leads';
import type { Locale } from '@/lib/rules';
import type { AgencySite } from './lead-mails';
import { fillMailText, renderMail } from './mail-layout';
import { originBlocks } from './origin-mail';
import type { QueuedMail } from './outbox';

type Words = {
  types: Record<ValuationPropertyType, string>;
  conditions: Record<ValuationCondition, string>;
  wishes: Record<ValuationWish, string>;
  timings: Record<ValuationTiming, string>;
  address: string;
  type: string;
  area: string;
  condition: string;
  bedrooms: string;
  wish: string;
  timing: string;
};

type Texts = Words & {
  agencySubject: string;
  agencyHeading: string;
  name: string;
  email: string;
  phone: string;
  language: string;
  message: string;
  reply: string;
  visitorSubject: string;
  visitorHeading: string;
  visitorBody: string;
  yourMessage: string;
  contact: string;
};

export const valuationMailTexts: Record<Locale, Texts> = {
  nl: {
    types: { house: 'Huis', apartment: 'Appartement', land: 'Grond', commercial: 'Handelspand', other: 'Iets anders' },
    conditions: { new: 'Nieuw of als nieuw', good: 'Goed', toRefresh: 'Op te frissen', toRenovate: 'Te renoveren' },
    wishes: { sell: 'Verkopen', rent: 'Verhuren' },
    timings: { now: 'Nu meteen', within6Months: 'Binnen 6 maanden', later: 'Later' },
    address: 'Adres', type: 'Type', area: 'Bewoonbare oppervlakte', condition: 'Staat', bedrooms: 'Slaapkamers', wish: 'Wens', timing: 'Wanneer',
    agencySubject: 'Schattingsaanvraag: {address}',
    agencyHeading: 'Nieuwe schattingsaanvraag via de website',
    name: 'Naam', email: 'E-mail', phone: 'Telefoon', language: 'Taal', message: 'Bericht',
    reply: 'Beantwoord deze e-mail om de eigenaar te antwoorden.',
    visitorSubject: 'We ontvingen uw schattingsaanvraag — {site}',
    visitorHeading: 'Bedankt voor uw aanvraag',
    visitorBody: 'Beste {name},\n\nWe hebben uw aanvraag voor een gratis schatting goed ontvangen. We bellen u zo snel mogelijk om een bezoek te plannen.',
    yourMessage: 'Uw bericht',
    contact: 'Vragen? Bel {phone} of mail {email}.',
  },
  fr: {
    types: { house: 'Maison', apartment: 'Appartement', land: 'Terrain', commercial: 'Commerce', other: 'Autre' },
    conditions: { new: 'Neuf ou comme neuf', good: 'Bon', toRefresh: 'À rafraîchir', toRenovate: 'À rénover' },
    wishes: { sell: 'Vendre', rent: 'Louer' },
    timings: { now: 'Dès maintenant', within6Months: 'Dans les 6 mois', later: 'Plus tard' },
    address: 'Adresse', type: 'Type', area: 'Surface habitable', condition: 'État', bedrooms: 'Chambres', wish: 'Souhait', timing: 'Quand',
    agencySubject: 'Demande d’estimation : {address}',
    agencyHeading: 'Nouvelle demande d’estimation via le site',
    name: 'Nom', email: 'E-mail', phone: 'Téléphone', language: 'Langue', message: 'Message',
    reply: 'Répondez à cet e-mail pour répondre au propriétaire.',
    visitorSubject: 'Nous avons reçu votre demande d’estimation — {site}',
    visitorHeading: 'Merci pour votre demande',
    visitorBody: 'Bonjour {name},\n\nNous avons bien reçu votre demande d’estimation gratuite. Nous vous appelons dans les meilleurs délais pour planifier une visite.',
    yourMessage: 'Votre message',
    contact: 'Des questions ? Appelez le {phone} ou écrivez à {email}.',
  },
  en: {
    types: { house: 'House', apartment: 'Flat', land: 'Land', commercial: 'Commercial property', other: 'Something else' },
    conditions: { new: 'New or as new', good: 'Good', toRefresh: 'Needs refreshing', toRenovate: 'Needs renovating' },
    wishes: { sell: 'Sell', rent: 'Let' },
    timings: { now: 'Right now', within6Months: 'Within 6 months', later: 'Later' },
    address: 'Address', type: 'Type', area: 'Living area', condition: 'Condition', bedrooms: 'Bedrooms', wish: 'Wish', timing: 'When',
    agencySubject: 'Valuation request: {address}',
    agencyHeading: 'New valuation request from the website',
    name: 'Name', email: 'E-mail', phone: 'Phone', language: 'Language', message: 'Message',
    reply: 'Reply to this e-mail to answer the owner.',
    visitorSubject: 'We received your valuation request — {site}',
    visitorHeading: 'Thank you for your request',
    visitorBody: 'Dear {name},\n\nWe have received your request for a free valuation. We will call you as soon as possible to plan a visit.',
    yourMessage: 'Your message',
    contact: 'Questions? Call {phone} or write to {email}.',
  },
  de: {
    types: { house: 'Haus', apartment: 'Wohnung', land: 'Grundstück', commercial: 'Gewerbeimmobilie', other: 'Etwas anderes' },
    conditions: { new: 'Neu oder neuwertig', good: 'Gut', toRefresh: 'Aufzufrischen', toRenovate: 'Renovierungsbedürftig' },
    wishes: { sell: 'Verkaufen', rent: 'Vermieten' },
    timings: { now: 'Sofort', within6Months: 'Innerhalb von 6 Monaten', later: 'Später' },
    address: 'Adresse', type: 'Art', area: 'Wohnfläche', condition: 'Zustand', bedrooms: 'Schlafzimmer', wish: 'Wunsch', timing: 'Wann',
    agencySubject: 'Bewertungsanfrage: {address}',
    agencyHeading: 'Neue Bewertungsanfrage über die Website',
    name: 'Name', email: 'E-Mail', phone: 'Telefon', language: 'Sprache', message: 'Nachricht',
    reply: 'Antworten Sie auf diese E-Mail, um dem Eigentümer zu antworten.',
    visitorSubject: 'Wir haben Ihre Bewertungsanfrage erhalten — {site}',
    visitorHeading: 'Vielen Dank für Ihre Anfrage',
    visitorBody: 'Guten Tag {name},\n\nwir haben Ihre Anfrage für eine kostenlose Bewertung erhalten. Wir rufen Sie so schnell wie möglich an, um einen Besuch zu vereinbaren.',
    yourMessage: 'Ihre Nachricht',
    contact: 'Fragen? Rufen Sie {phone} an oder schreiben Sie an {email}.',
  },
};

type Request = Omit<ValuationLeadRequest, 'privacy' | 'locale'> & { locale: Locale };

const addressOf = (request: Request) => `${request.street} ${request.houseNumber}, ${request.postalCode} ${request.city}`;

/** The property and the wish, in the words of one language: the same rows in both mails. */
function propertyRows(w: Words, request: Request): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [
    [w.address, addressOf(request)],
    [w.type, w.types[request.propertyType]],
  ];
  if (request.livingArea != null) rows.push([w.area, `${request.livingArea} m²`]);
  if (request.condition != null) rows.push([w.condition, w.conditions[request.condition]]);
  if (request.bedrooms != null) rows.push([w.bedrooms, String(request.bedrooms)]);
  rows.push([w.wish, w.wishes[request.wish]], [w.timing, w.timings[request.timing]]);
  return rows;
}

/** The request to the agency (in the agency's language) and its confirmation to the visitor (in theirs). */
export function valuationMails(site: AgencySite, request: Request): QueuedMail[] {
  const a = valuationMailTexts[site.defaultLocale];
  const agency = renderMail(site, site.defaultLocale, a.agencyHeading, [
    {
      kind: 'facts',
      rows: [
        [a.name, `${request.firstname} ${request.lastname}`],
        [a.email, request.email],
        [a.phone, request.phone],
        [a.language, request.locale.toUpperCase()],
        ...propertyRows(a, request),
      ],
    },
    ...(request.message ? [{ kind: 'text' as const, text: `${a.message}:\n${request.message}` }] : []),
    ...originBlocks(request.origin, site.defaultLocale),
    { kind: 'text', text: a.reply },
  ]);

  const v = valuationMailTexts[request.locale];
  const confirmation = renderMail(site, request.locale, v.visitorHeading, [
    { kind: 'text', text: fillMailText(v.visitorBody, { name: request.firstname }) },
    { kind: 'facts', rows: propertyRows(v, request) },
    ...(request.message ? [{ kind: 'text' as const, text: `${v.yourMessage}:\n${request.message}` }] : []),
    { kind: 'text', text: fillMailText(v.contact, { phone: site.contact.phone, email: site.contact.email }) },
  ]);
  return [
    { kind: 'valuation', to: site.contact.email, subject: fillMailText(a.agencySubject, { address: addressOf(request) }), ...agency, replyTo: request.email, fromName: site.name },
    { kind: 'valuation-confirmation', to: request.email, subject: fillMailText(v.visitorSubject, { site: site.name }), ...confirmation, replyTo: site.contact.email, fromName: site.name },
  ];
}
