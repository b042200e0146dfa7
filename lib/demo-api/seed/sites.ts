// The two demo agencies: identity, contact details, people, offices and their generated logos.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { locales, type Locale } from '@/lib/rules';
import type { StoredSiteData, Texts } from '../types';
import { portraitKey, portraitUrl, type Portrait } from './photos';
import { teamRoleLabels } from './labels';

export type SeedRep = {
  firstname: string;
  lastname: string;
  feminine: boolean;
  role: keyof typeof teamRoleLabels;
  mobile: string;
  phone: string;
  email: string;
  description: Texts;
  portrait: Portrait;
};

export type SeedOffice = {
  id: number;
  name: string;
  street: string;
  number: string;
  zip: string;
  city: Texts;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  openingHours: Texts;
};

export type SeedSite = {
  id: number;
  hostnames: string[];
  data: Omit<StoredSiteData, 'logo' | 'favicon' | 'agendaId'>;
  /** Where most of its listings are: a city id weight table. */
  focus: 'flanders' | 'wallonia-coast';
  reps: SeedRep[];
  offices: SeedOffice[];
  domain: string;
  /** Language the agents type free-text field descriptions in. */
  workLanguage: Locale;
  idBase: { estate: number; rental: number; page: number; agenda: number; collection: number; navigation: number };
};

const weekdayHours: Texts = {
  nl: 'Ma–vr 9.00–12.30 en 13.30–18.00, za op afspraak',
  fr: 'Lu–ve 9h00–12h30 et 13h30–18h00, sa sur rendez-vous',
  en: 'Mon–Fri 9.00–12.30 and 13.30–18.00, Sat by appointment',
  de: 'Mo–Fr 9.00–12.30 und 13.30–18.00 Uhr, Sa nach Vereinbarung',
};

/** An agency's own address and lines: its contact details, and its head office's. */
type HeadAddress = Pick<SeedOffice, 'email' | 'phone' | 'street' | 'number' | 'zip' | 'city'> & { location: { latitude: number; longitude: number } };

function headOffice(name: string, { street, number, zip, city, phone, email, location }: HeadAddress): SeedOffice {
  return { id: 1, name, street, number, zip, city, phone, email, latitude: location.latitude, longitude: location.longitude, openingHours: weekdayHours };
}

function rep(
  siteId: number,
  index: number,
  domain: string,
  [firstname, lastname, feminine, role, mobile, phone]: [string, string, boolean, SeedRep['role'], string, string],
  description: Texts,
): SeedRep {
  return {
    firstname,
    lastname,
    feminine,
    role,
    mobile,
    phone,
    email: `${firstname.toLowerCase()}@${domain}`,
    description,
    portrait: { key: portraitKey(siteId, index), feminine },
  };
}

const scheldelandHead: HeadAddress = {
  email: 'info@scheldeland.example',
  phone: '+32 3 218 44 10',
  street: 'Mechelsesteenweg',
  number: '120',
  zip: '2018',
  city: { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
  location: { latitude: 51.2049, longitude: 4.4093 },
};

const scheldeland: SeedSite = {
  id: 1,
  hostnames: ['localhost', '127.0.0.1', 'scheldeland.localhost'],
  domain: 'scheldeland.example',
  workLanguage: 'nl',
  focus: 'flanders',
  idBase: { estate: 3_410_000, rental: 8_100, page: 1_000, agenda: 500, collection: 10, navigation: 100 },
  data: {
    name: 'Immo Scheldeland',
    accountId: 7431,
    defaultLocale: 'nl',
    locales: [...locales],
    colors: { primary: '#0f4c5c', secondary: '#e36414', text: '#1d2a30' },
    slogan: {
      nl: 'Thuis aan de Schelde',
      fr: "Chez vous au bord de l'Escaut",
      en: 'At home on the Scheldt',
      de: 'Zuhause an der Schelde',
    },
    contact: { ...scheldelandHead, countryId: 'BE', vatNumber: 'BE0712.345.630', biv: '512.384' },
    assetVersion: 1,
  },
  reps: [],
  offices: [
    headOffice('Immo Scheldeland Antwerpen', scheldelandHead),
    {
      id: 2,
      name: 'Immo Scheldeland Mechelen',
      street: 'Bruul',
      number: '54',
      zip: '2800',
      city: { nl: 'Mechelen', fr: 'Malines', en: 'Mechelen', de: 'Mecheln' },
      phone: '+32 15 27 63 80',
      email: 'mechelen@scheldeland.example',
      latitude: 51.0249,
      longitude: 4.4793,
      openingHours: weekdayHours,
    },
  ],
};
scheldeland.reps = [
  rep(1, 0, scheldeland.domain, ['Sofie', 'Peeters', true, 'manager', '+32 475 21 84 37', '+32 3 218 44 11'], {
    nl: 'Zaakvoerder en erkend vastgoedmakelaar, al vijftien jaar actief in Antwerpen.',
    fr: 'Gérante et agent immobilier agréé, active à Anvers depuis quinze ans.',
    en: 'Managing director and licensed agent, working in Antwerp for fifteen years.',
    de: 'Geschäftsführerin und zugelassene Maklerin, seit fünfzehn Jahren in Antwerpen tätig.',
  }),
  rep(1, 1, scheldeland.domain, ['Jan', 'Janssens', false, 'agent', '+32 476 55 12 09', '+32 3 218 44 12'], {
    nl: 'Specialist in gezinswoningen en villa’s in de Antwerpse rand.',
    fr: 'Spécialiste des maisons familiales et villas autour d’Anvers.',
    en: 'Specialist in family homes and villas around Antwerp.',
    de: 'Spezialist für Einfamilienhäuser und Villen rund um Antwerpen.',
  }),
  rep(1, 2, scheldeland.domain, ['Lotte', 'Maes', true, 'rental', '+32 477 80 33 61', '+32 3 218 44 13'], {
    nl: 'Beheert ons verhuuraanbod en begeleidt huurders en eigenaars.',
    fr: 'Gère notre offre locative et accompagne locataires et propriétaires.',
    en: 'Manages our rentals and guides tenants and landlords.',
    de: 'Betreut unser Mietangebot sowie Mieter und Eigentümer.',
  }),
  rep(1, 3, scheldeland.domain, ['Pieter', 'Claes', false, 'agent', '+32 478 14 92 50', '+32 15 27 63 81'], {
    nl: 'Uw aanspreekpunt in Mechelen en omgeving, met oog voor nieuwbouw.',
    fr: 'Votre interlocuteur à Malines et environs, avec un faible pour le neuf.',
    en: 'Your contact in Mechelen and surroundings, with a soft spot for new builds.',
    de: 'Ihr Ansprechpartner in Mecheln und Umgebung, mit Blick für Neubau.',
  }),
  rep(1, 4, scheldeland.domain, ['Nina', 'Wouters', true, 'assistant', '+32 479 61 27 44', '+32 3 218 44 14'], {
    nl: 'Plant uw bezoeken in en volgt uw dossier administratief op.',
    fr: 'Planifie vos visites et assure le suivi administratif de votre dossier.',
    en: 'Schedules your viewings and handles the paperwork of your file.',
    de: 'Plant Ihre Besichtigungen und betreut Ihre Akte administrativ.',
  }),
];

const ardenneKustHead: HeadAddress = {
  email: 'contact@ardenne-kust.example',
  phone: '+32 81 22 47 90',
  street: 'Rue de Fer',
  number: '45',
  zip: '5000',
  city: { nl: 'Namen', fr: 'Namur', en: 'Namur', de: 'Namur' },
  location: { latitude: 50.4648, longitude: 4.8667 },
};

const ardenneKust: SeedSite = {
  id: 2,
  hostnames: ['ardenne.localhost'],
  domain: 'ardenne-kust.example',
  workLanguage: 'fr',
  focus: 'wallonia-coast',
  idBase: { estate: 3_520_000, rental: 8_200, page: 2_000, agenda: 600, collection: 20, navigation: 200 },
  data: {
    name: 'Ardenne & Kust Vastgoed',
    accountId: 7432,
    defaultLocale: 'fr',
    locales: ['fr', 'nl', 'en', 'de'],
    colors: { primary: '#2d5a3d', secondary: '#c8963e', text: '#1f2421' },
    slogan: {
      nl: 'Van de Ardennen tot aan zee, uw vastgoed in goede handen',
      fr: 'Des Ardennes à la mer, votre bien entre de bonnes mains',
      en: 'From the Ardennes to the sea, your property in good hands',
      de: 'Von den Ardennen bis zum Meer – Ihre Immobilie in guten Händen',
    },
    contact: { ...ardenneKustHead, countryId: 'BE', vatNumber: 'BE0798.654.349', biv: '508.713' },
    assetVersion: 1,
  },
  reps: [],
  offices: [
    headOffice('Ardenne & Kust Namur', ardenneKustHead),
    {
      id: 2,
      name: 'Ardenne & Kust Nieuwpoort',
      street: 'Albert I-laan',
      number: '88',
      zip: '8620',
      city: { nl: 'Nieuwpoort', fr: 'Nieuport', en: 'Nieuwpoort', de: 'Nieuwpoort' },
      phone: '+32 58 23 61 15',
      email: 'kust@ardenne-kust.example',
      latitude: 51.1443,
      longitude: 2.7228,
      openingHours: weekdayHours,
    },
  ],
};
ardenneKust.reps = [
  rep(2, 0, ardenneKust.domain, ['Camille', 'Dubois', true, 'manager', '+32 475 63 20 18', '+32 81 22 47 91'], {
    nl: 'Oprichtster van het kantoor, kent de Ardennen als geen ander.',
    fr: "Fondatrice de l'agence, elle connaît les Ardennes comme personne.",
    en: 'Founder of the agency, who knows the Ardennes like nobody else.',
    de: 'Gründerin des Büros, kennt die Ardennen wie keine andere.',
  }),
  rep(2, 1, ardenneKust.domain, ['Julien', 'Lambert', false, 'agent', '+32 476 42 87 30', '+32 81 22 47 92'], {
    nl: 'Vastgoedmakelaar voor Namen, Dinant en de Maasvallei.',
    fr: 'Agent immobilier pour Namur, Dinant et la vallée de la Meuse.',
    en: 'Agent for Namur, Dinant and the Meuse valley.',
    de: 'Makler für Namur, Dinant und das Maastal.',
  }),
  rep(2, 2, ardenneKust.domain, ['Manon', 'Dupont', true, 'rental', '+32 477 19 54 62', '+32 58 23 61 16'], {
    nl: 'Beheert onze vakantiewoningen aan de kust en in de Ardennen.',
    fr: 'Gère nos locations de vacances à la côte et dans les Ardennes.',
    en: 'Manages our holiday rentals on the coast and in the Ardennes.',
    de: 'Betreut unsere Ferienunterkünfte an der Küste und in den Ardennen.',
  }),
  rep(2, 3, ardenneKust.domain, ['Thomas', 'Lejeune', false, 'agent', '+32 478 30 76 85', '+32 58 23 61 17'], {
    nl: 'Tweetalig aanspreekpunt voor ons kantoor in Nieuwpoort.',
    fr: 'Interlocuteur bilingue de notre bureau de Nieuport.',
    en: 'Bilingual contact at our Nieuwpoort office.',
    de: 'Zweisprachiger Ansprechpartner in unserem Büro in Nieuwpoort.',
  }),
];

export const seedSites: readonly SeedSite[] = [scheldeland, ardenneKust];

export const repPictureUrl = (r: SeedRep) => portraitUrl(r.portrait.key);

// --- logos and favicons -------------------------------------------------------------------------

export type SeedAsset = { name: string; hash: string; contentType: string; bytes: Buffer };

const assetHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function icon(site: SeedSite, size: number): string {
  const { primary, secondary } = site.data.colors;
  const s = size / 64;
  if (site.id === 1) {
    // a roof over the river's waves
    return `<rect width="${64 * s}" height="${64 * s}" rx="${14 * s}" fill="${primary}"/><path d="M${14 * s} ${32 * s}L${32 * s} ${16 * s}L${50 * s} ${32 * s}" fill="none" stroke="#ffffff" stroke-width="${5 * s}" stroke-linecap="round" stroke-linejoin="round"/><path d="M${12 * s} ${42 * s}q${5 * s} ${-5 * s} ${10 * s} 0t${10 * s} 0t${10 * s} 0t${10 * s} 0M${12 * s} ${51 * s}q${5 * s} ${-5 * s} ${10 * s} 0t${10 * s} 0t${10 * s} 0t${10 * s} 0" fill="none" stroke="${secondary}" stroke-width="${4 * s}" stroke-linecap="round"/>`;
  }
  // hills of the Ardennes and a wave of the North Sea
  return `<circle cx="${32 * s}" cy="${32 * s}" r="${32 * s}" fill="${primary}"/><path d="M${8 * s} ${40 * s}L${22 * s} ${22 * s}L${32 * s} ${34 * s}L${40 * s} ${26 * s}L${56 * s} ${40 * s}Z" fill="#ffffff"/><path d="M${10 * s} ${48 * s}q${5.5 * s} ${-5 * s} ${11 * s} 0t${11 * s} 0t${11 * s} 0t${11 * s} 0" fill="none" stroke="${secondary}" stroke-width="${4 * s}" stroke-linecap="round"/>`;
}

function logoSvg(site: SeedSite): string {
  const { text, primary } = site.data.colors;
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  const words =
    site.id === 1
      ? `<text x="80" y="44" ${font} font-size="30" fill="${text}"><tspan font-weight="300">Immo </tspan><tspan font-weight="700" fill="${primary}">Scheldeland</tspan></text>`
      : `<text x="80" y="36" ${font} font-size="26" font-weight="700" fill="${primary}">Ardenne &amp; Kust</text><text x="81" y="56" ${font} font-size="12" letter-spacing="2.5" fill="${text}">VASTGOED · IMMOBILIER</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="64" viewBox="0 0 360 64"><title>${site.data.name.replace('&', '&amp;')}</title>${icon(site, 64)}${words}</svg>`;
}

/** The site's logo (SVG) and favicon (PNG), with the content hashes their references carry. */
export async function siteAssets(site: SeedSite): Promise<SeedAsset[]> {
  const logo = Buffer.from(logoSvg(site));
  const favicon = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">${icon(site, 64)}</svg>`))
    .png()
    .toBuffer();
  return [
    { name: 'logo.svg', hash: assetHash(logo), contentType: 'image/svg+xml', bytes: logo },
    { name: 'favicon.png', hash: assetHash(favicon), contentType: 'image/png', bytes: favicon },
  ];
}

export const assetReference = (asset: SeedAsset) => `${asset.name}#${asset.hash}`;
