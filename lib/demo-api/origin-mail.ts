// The "where this lead came from" block of an agency mail: the campaign and the site that brought the
// visitor, as the website kept them (docs/site-api.md, "Lead origin"). No block when nothing is known.
import type { Locale } from '@/lib/rules';
import { formatDate } from '@/lib/rules/format';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import type { MailBlock } from './mail-layout';

export const originMailTexts: Record<Locale, { heading: string; campaign: string; source: string; medium: string; term: string; content: string; referrer: string; ad: string; landing: string }> = {
  nl: { heading: 'Waar deze aanvraag vandaan komt', campaign: 'Campagne', source: 'Bron', medium: 'Medium', term: 'Zoekterm', content: 'Inhoud', referrer: 'Doorverwezen door', ad: 'Advertentieklik', landing: 'Eerste pagina' },
  fr: { heading: 'D’où vient cette demande', campaign: 'Campagne', source: 'Source', medium: 'Support', term: 'Mot-clé', content: 'Contenu', referrer: 'Envoyé par', ad: 'Clic publicitaire', landing: 'Première page' },
  en: { heading: 'Where this lead came from', campaign: 'Campaign', source: 'Source', medium: 'Medium', term: 'Search term', content: 'Content', referrer: 'Referred by', ad: 'Ad click', landing: 'First page' },
  de: { heading: 'Woher diese Anfrage kommt', campaign: 'Kampagne', source: 'Quelle', medium: 'Medium', term: 'Suchbegriff', content: 'Inhalt', referrer: 'Verwiesen von', ad: 'Anzeigenklick', landing: 'Erste Seite' },
};

/** The block, in the agency's language; empty when the lead says nothing about where it came from. */
export function originBlocks(origin: LeadOrigin | undefined, locale: Locale): MailBlock[] {
  if (!origin) return [];
  const t = originMailTexts[locale];
  const rows: Array<readonly [string, string]> = [];
  const add = (label: string, value: string | undefined) => {
    if (value) rows.push([label, value]);
  };
  add(t.campaign, origin.utmCampaign);
  add(t.source, origin.utmSource);
  add(t.medium, origin.utmMedium);
  add(t.term, origin.utmTerm);
  add(t.content, origin.utmContent);
  add(t.referrer, origin.referrerHost);
  add(t.ad, [origin.gclid && 'Google Ads', origin.fbclid && 'Facebook'].filter(Boolean).join(', '));
  rows.push([t.landing, `${origin.landingPath} (${formatDate(origin.landedOn)})`]);
  return [
    { kind: 'text', text: `${t.heading}:` },
    { kind: 'facts', rows },
  ];
}
