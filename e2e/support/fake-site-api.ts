// A small HTTP fake of the site API (docs/site-api.md), with data unlike the demo's: absolute photo URLs on
// another host, Walloon and Brussels estates, enumeration ids and codes the site does not know, every field
// group filled, 204 answers, titles in one language only, a hidden address, long accented texts, a CMS page
// URL beyond ASCII, a site text that is not a valid ICU message, a floor plan under an odd file name, a PDF
// plan that is broken and a video on a host that cannot be embedded. playwright.config.ts starts a site on
// it (port 3102); e2e/contract.spec.ts visits that site in four languages.
import http from 'node:http';
import sharp from 'sharp';
import { noDetailLists, noEnergy } from '../../tests/support/estate-detail-parts';
import { IDLE_CONNECTION_MS } from './idle-connections';

export const FAKE_API_PORT = 3103;
/** The photos' own host: another port, so another host than the API's (IMAGE_HOSTS names it). */
export const FAKE_PHOTO_PORT = 3104;
const PHOTOS = `http://127.0.0.1:${FAKE_PHOTO_PORT}/photos`;
const SITE_ID = 7;
const locales = ['nl', 'fr', 'en', 'de'] as const;
type Locale = (typeof locales)[number];
type Texts = Record<Locale, string>;

const pick = (texts: Texts, locale: Locale) => texts[locale];

export const fake = {
  /** A subtype id no bundled label knows: the site must show the API's name. */
  unknownSubType: { id: 999, name: { nl: 'Woonboot', fr: 'Péniche', en: 'Houseboat', de: 'Hausboot' } as Texts },
  faqUrl: { nl: 'veelgestelde-vragen', fr: 'questions-fréquentes', en: 'faq', de: 'häufige-fragen' } as Texts,
  faqTitle: { nl: 'Veelgestelde vragen', fr: 'Questions fréquentes', en: 'Frequently asked questions', de: 'Häufige Fragen' } as Texts,
  /** The houseboat's price before the drop its history records. */
  previousPrice: '€ 400.000,00',
  /** The note of the Brussels listing's open house, which the API sends in French only. */
  frenchOnlyNote: 'Sonnez au troisième étage.',
  /** The houseboat's floor plan: an image under an odd file name (spaces, brackets, dots, upper-case extension, a query). */
  planComment: 'Plan gelijkvloers (v2)',
  planImage: `${PHOTOS}/Plan%20gelijkvloers%20(v2).final.JPG?sig=a1.b2`,
  /** Its upstairs plan: a PDF the site cannot draw (a header, then nothing a PDF reader can use). */
  brokenPlanComment: 'Plan verdieping (PDF)',
  brokenPlanPdf: `${PHOTOS}/plan-verdieping.pdf`,
  /** A video on a host that is neither YouTube nor Vimeo: it stays a link, never a frame. */
  otherVideo: 'https://www.dailymotion.com/video/x8fake1',
  longTitle:
    'Très bel appartement rénové à deux pas de la Grand-Place, avec terrasse ensoleillée, cave, parking et vue dégagée sur les toits de Bruxelles-Ville',
};

const site = {
  id: SITE_ID,
  name: 'Maison Fictive Vastgoed',
  accountId: 70,
  hostnames: ['localhost'],
  defaultLocale: 'nl',
  locales: [...locales],
  logo: null,
  favicon: null,
  colors: { primary: '#1d4e89', secondary: '#f2a900', text: '#1a1a1a' },
  slogan: { nl: 'Ons eigen contract', fr: null, en: null, de: null },
  contact: {
    email: 'info@fictief.test',
    phone: '+32 2 555 01 23',
    street: 'Rue Neuve',
    number: '1',
    zip: '1000',
    city: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
    countryId: 'BE',
    vatNumber: 'BE0123456789',
    biv: '500.123',
    location: null,
  },
  agendaId: null,
  assetVersion: 0,
};

const city = (id: number, name: string, zip: string, alias: Partial<Texts> | null) => ({ id, name, zip, alias, countryId: 'BE' });
const noPrice = { value: null, totalPrice: null, priceFrom: null, constructionValue: null };
const idName = (id: number, names: Texts, locale: Locale) => ({ id, name: pick(names, locale) });
const headTypes: Record<number, Texts> = {
  1: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
  2: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
};
const transactions: Record<number, Texts> = {
  1: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  2: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
};

type Raw = {
  id: number;
  title: Partial<Texts>;
  headType: number;
  subType: { id: number; name: Texts };
  transaction: number;
  price: number;
  address: Record<string, unknown>;
  pictures: string[];
  fields: Record<string, Record<string, unknown>>;
  livable: number;
  extra?: Record<string, unknown>;
  /** Price and status history (our extension), as a real API might send it: with an entry the site does not know. */
  history?: unknown[];
  /** Open-house days (our extension), hard cases included: past, end before start, not a date, not a list. */
  openHouses?: unknown;
  files?: { type: string; link: string; comment: string | null }[];
  videos?: { link: string; type: string }[];
};

const DAY_MS = 86_400_000;
/** Midnight UTC of the day the fake started, plus days and hours: open houses that stay ahead of the run. */
const startDay = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const at = (days: number, hours: number) => new Date(startDay + days * DAY_MS + hours * 3_600_000).toISOString();

const estates: Raw[] = [
  {
    // Flanders, for sale: every field group filled, an unknown subtype, photos on the photo host (one gone).
    id: 701,
    title: { nl: 'Woonboot aan de Schelde', fr: 'Péniche sur l’Escaut', en: 'Houseboat on the Scheldt', de: 'Hausboot an der Schelde' },
    headType: 1,
    subType: fake.unknownSubType,
    transaction: 1,
    price: 389000,
    livable: 1234.5,
    address: {
      visible: true,
      street_address: 'Kaai 5',
      street: { nl: 'Kaai', fr: 'Quai', en: 'Kaai', de: 'Kaai' },
      number: '5',
      box: null,
      city: city(2000, 'Antwerpen', '2000', { fr: 'Anvers', de: 'Antwerpen' }),
      country: { id: 'BE' },
      region: 'FLANDERS',
      location: { latitude: 51.2194, longitude: 4.4025 },
    },
    pictures: [`${PHOTOS}/701-1.jpg`, `${PHOTOS}/701-gone.jpg`],
    files: [
      { type: 'PLAN', link: fake.planImage, comment: fake.planComment },
      { type: 'PLAN', link: fake.brokenPlanPdf, comment: fake.brokenPlanComment },
    ],
    videos: [{ link: fake.otherVideo, type: 'dailymotion' }],
    fields: {
      general: { dossier_number: 'FAKE-701', exclusive: true },
      financial: { price: 389000, cadastral_income: 1450, vat_regime: false },
      construction: { bedrooms_count: 2, construction_year: 1962, living_area_surface: 1234.5, condition: 'GOOD_CONDITION' },
      layout: { living_room_surface: 38.25 },
      comfort: { heating: 'GEOTHERMAL', lift: false },
      certification: { energy_label: 'C', e_level: 61, as_built_certificate: 'YES' },
      flood_information: { flood_prone_area: 'YES', delineated_flood_area: true, parcel_score: 'D', building_score: 'B' },
      planning: { destination: 'MAIN_RESIDENCE', town_planning_permit: 'YES', town_planning_violation: null },
      notary: { public_sale: false },
      notary_cost: { total: 48000 },
      other: { distance_shops: 350.5, sea_view: false },
      solar_information: { panels: 12 },
    },
    openHouses: [
      // Coming, with its note in every language: the card's badge, the banner, the .ics and the JSON-LD.
      { start: at(2, 12), end: at(2, 15), note: { nl: 'Aanbellen aan de loopplank.', fr: 'Sonnez à la passerelle.', en: 'Ring at the gangway.', de: 'Klingeln Sie am Steg.' } },
      // Past: never shown, not even in the banner.
      { start: at(-3, 12), end: at(-3, 14), note: { nl: 'Voorbij', fr: 'Passé', en: 'Past', de: 'Vorbei' } },
      // Ends before it starts: left out.
      { start: at(5, 15), end: at(5, 13), note: { nl: 'Omgekeerd', fr: 'Inversé', en: 'Reversed', de: 'Umgekehrt' } },
      // Not a date: left out.
      { start: 'zaterdag', end: at(6, 12) },
    ],
    history: [
      { date: '2026-10-02T09:00:00.000Z', price: 400000, status: 'FOR_SALE' },
      { date: '2026-10-05T09:00:00.000Z', price: 400000, status: 'RESERVED' },
      { date: '2026-10-20T09:00:00.000Z', price: 389000, status: 'FOR_SALE' },
    ],
  },
  {
    // Wallonia, under the VAT regime: no price anywhere; the address is hidden; the title is in French only.
    id: 702,
    title: { fr: 'Maison neuve sous régime TVA à Namur' },
    headType: 1,
    subType: { id: 2, name: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' } },
    transaction: 1,
    price: 350000,
    livable: 180,
    address: {
      visible: false,
      street_address: 'Rue Cachée 9',
      street: { nl: null, fr: 'Rue Cachée', en: null, de: null },
      number: '9',
      box: null,
      city: city(5000, 'Namur', '5000', { nl: 'Namen', de: 'Namür' }),
      country: { id: 'BE' },
      region: 'WALLONIA',
      location: { latitude: 50.4669, longitude: 4.8675 },
    },
    pictures: [`${PHOTOS}/702-1.jpg`],
    fields: { financial: { price: 350000, vat_regime: true }, certification: { as_built_certificate: 'YES', e_level: 30 } },
    // Not a list at all: no open house, and the listing still shows.
    openHouses: 'zaterdag',
  },
  {
    // Brussels, for rent: a long accented title in one language, an unknown electricity code.
    id: 703,
    title: { fr: fake.longTitle },
    headType: 2,
    subType: { id: 11, name: { nl: 'Duplex', fr: 'Duplex', en: 'Duplex', de: 'Duplex' } },
    transaction: 2,
    price: 1450,
    livable: 96.75,
    address: {
      visible: true,
      street_address: 'Rue des Éperonniers 12',
      street: { nl: 'Spoormakersstraat', fr: 'Rue des Éperonniers', en: null, de: null },
      number: '12',
      box: '3B',
      city: city(1000, 'Bruxelles', '1000', { nl: 'Brussel', en: 'Brussels', de: 'Brüssel' }),
      country: { id: 'BE' },
      region: 'BRUSSELS',
      location: { latitude: 50.8467, longitude: 4.3547 },
    },
    pictures: [],
    fields: { financial: { price: 1450 } },
    extra: { energy: { certificateElectricity: 'PENDING_REVIEW' } },
    // The note only in French: shown as French text (lang="fr") on every language's page.
    openHouses: [{ start: at(4, 9), end: at(4, 11), note: { fr: fake.frenchOnlyNote } }],
  },
];

function summary(raw: Raw, locale: Locale) {
  return {
    general: {
      id: raw.id,
      parentId: null,
      project: false,
      title: { nl: null, fr: null, en: null, de: null, ...raw.title },
      headType: idName(raw.headType, headTypes[raw.headType]!, locale),
      subType: idName(raw.subType.id, raw.subType.name, locale),
      transaction: idName(raw.transaction, transactions[raw.transaction]!, locale),
      price: { ...noPrice, value: raw.price },
      bedroomCount: 2,
      // 701 on the 2nd, 702 on the 3rd, …; any other id a valid day too.
      publicationDate: `2026-10-${String((raw.id % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
      floor: null,
    },
    address: raw.address,
    pictures: raw.pictures.map((file, index) => ({ file, thumbnail: file, index })),
    surfaces: { livable: raw.livable, land: null },
    collections: [],
    epcLabel: 'C',
    fields: raw.fields.financial?.vat_regime ? { financial: { vat_regime: true } } : undefined,
    ...(raw.history ? { history: raw.history } : {}),
    ...(raw.openHouses !== undefined ? { openHouses: raw.openHouses } : {}),
  };
}

function detail(raw: Raw, locale: Locale) {
  const base = summary(raw, locale);
  const extraEnergy = (raw.extra?.energy ?? {}) as Record<string, unknown>;
  return {
    ...base,
    general: {
      ...base.general,
      description: { nl: null, fr: null, en: null, de: null, [Object.keys(raw.title)[0]!]: '<p>Een tekst met accenten: één, café, Ærø.</p>' },
      shortDescription: null,
      floorId: null,
    },
    fields: raw.fields,
    ...noDetailLists,
    files: raw.files ?? [],
    environments: ['TOWN', 'FLOATING_HOME'],
    videos: raw.videos ?? [],
    energy: { ...noEnergy, label: 'C', epc: '20261001-0000701', epcValue: 245, ...extraEnergy },
    extraFields: [{ extra_field_autoid: 9001, type: 'NUMBER', value: '42', value_lang_string: null }],
    salesRep: {
      firstname: 'Zoë',
      lastname: 'Van den Brœck',
      picture: `${PHOTOS}/rep.jpg`,
      mobile: null,
      phone: '+32 2 555 01 24',
      email: 'zoe@fictief.test',
      description: null,
    },
    rentalOptions: null,
    agendaId: null,
  };
}

const footer = (locale: Locale) => ({
  id: 2,
  type: 'footer',
  items: [
    { id: 1, title: pick(fake.faqTitle, locale), link: { type: 'page', pageId: 3, url: pick(fake.faqUrl, locale) }, children: [] },
    // A kind of link the site does not know: left out, the rest of the menu stays.
    { id: 2, title: 'Blog', link: { type: 'blog', feed: 'news' }, children: [] },
  ],
});

const faqPage = (locale: Locale) => ({
  id: 3,
  url: pick(fake.faqUrl, locale),
  urls: fake.faqUrl,
  title: pick(fake.faqTitle, locale),
  description: null,
  body: '<p>Ça, c’est la page des questions. Über alles: één, twee, drie.</p>',
  image: null,
  updatedAt: '2026-10-01T09:00:00.000Z',
});

/** Site texts: Dutch "newest" is no valid ICU message (the bundled text must show); French is a good one. */
const translations: Record<Locale, Record<string, string>> = {
  nl: { 'Home.newest': 'Nieuw {in ons aanbod' },
  fr: { 'Home.newest': 'Nos nouveautés' },
  en: {},
  de: {},
};

function localeOf(request: http.IncomingMessage): Locale {
  const asked = String(request.headers['accept-language'] ?? '').slice(0, 2);
  return (locales as readonly string[]).includes(asked) ? (asked as Locale) : 'nl';
}

function send(response: http.ServerResponse, status: number, body?: unknown) {
  if (status === 204 || body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const statusOfTransaction: Record<number, string> = { 1: 'FOR_SALE', 2: 'TO_RENT' };

/** The estates a search body's status, type and city terms let through (one of them left out for its own facet). */
function matching(body: Record<string, unknown>, without?: 'status' | 'type' | 'city'): Raw[] {
  const terms = ((body.filter as { query?: { terms?: Record<string, unknown[]> } } | undefined)?.query?.terms ?? {}) as Record<string, unknown[]>;
  const allows = (term: 'status' | 'type' | 'city', value: unknown) => term === without || !terms[term] || terms[term].includes(value);
  return estates.filter(
    (raw) =>
      allows('status', statusOfTransaction[raw.transaction]) && allows('type', raw.headType) && allows('city', (raw.address.city as { id: number }).id),
  );
}

async function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Estates no list shows, for e2e/cache.spec.ts and e2e/favourites-server.spec.ts: copies of the first one under their own ids, so their pages
 * are cached and counted apart from the contract journeys'. The test counts the calls for each and can make
 * one hang (a site API that accepts the connection and never answers).
 *
 * Each test takes an id of its own (`unlistedEstate()`, `POST /__fake/unlisted`), one no earlier test, run or
 * repeat on the same build has seen, so no page of it is cached yet: with a fixed id, a second e2e run on one
 * build (or `--repeat-each`) found the first one's page in the build's page cache, and "a page the cache does
 * not hold" was held. The first id comes from the clock (10,000 ids per second of a 28-hour cycle), the next
 * ones count up from it.
 */
const FIRST_UNLISTED = 1_000_000_000 + (Math.floor(Date.now() / 1000) % 100_000) * 10_000;
let nextUnlisted = FIRST_UNLISTED;
const isUnlisted = (id: number) => id >= FIRST_UNLISTED && id < nextUnlisted;

/** A new unlisted estate's id from the fake running on `port`. */
export async function unlistedEstate(port = FAKE_API_PORT): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/__fake/unlisted`, { method: 'POST' });
  if (!response.ok) throw new Error(`the fake site API on ${port} gave no unlisted estate: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}
const unlistedCalls = new Map<number, number>();
const hanging = new Set<number>();

/**
 * `POST /__fake/hang/{id}` and `DELETE` it; `GET /__fake/calls/{id}`: how often the estate was asked;
 * `POST /__fake/unlisted`: a new unlisted estate's id.
 */
function control(method: string, path: string, response: http.ServerResponse): boolean {
  if (path === '/__fake/unlisted' && method === 'POST') {
    send(response, 200, { id: nextUnlisted++ });
    return true;
  }
  const match = /^\/__fake\/(hang|calls)\/(\d+)$/.exec(path);
  if (!match) return false;
  const id = Number(match[2]);
  if (match[1] === 'calls') send(response, 200, { calls: unlistedCalls.get(id) ?? 0 });
  else {
    if (method === 'DELETE') hanging.delete(id);
    else hanging.add(id);
    send(response, 200, { hanging: [...hanging] });
  }
  return true;
}

/**
 * Searches that meet an outage, for e2e/cache.spec.ts: a price floor (or a guest count) no visitor types
 * picks which calls fail, so the journeys that share this fake in parallel never see it. `hang` accepts the
 * call and never answers, `fail` answers 503; `filters` fails the filter options alone.
 */
export const OUTAGE_SEARCHES = { hang: 7001, fail: 7002, filters: 7003, rentals: 13 } as const;

type Outage = 'hang' | 'fail' | null;

/** The outage a search or filter call of `path` with `body` meets. */
function outageOf(path: string, body: Record<string, unknown>): Outage {
  const filter = (body.filter ?? {}) as { query?: { range?: { price?: { gte?: unknown } } }; maxOccupation?: unknown };
  if (path.includes('/rental-units')) return filter.maxOccupation === OUTAGE_SEARCHES.rentals ? 'fail' : null;
  const floor = filter.query?.range?.price?.gte;
  if (floor === OUTAGE_SEARCHES.hang) return 'hang';
  if (floor === OUTAGE_SEARCHES.fail) return 'fail';
  if (floor === OUTAGE_SEARCHES.filters && path.endsWith('/estate-filters')) return 'fail';
  return null;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (control(request.method ?? 'GET', path, response)) return;
  const locale = localeOf(request);
  const method = request.method ?? 'GET';
  const site = `/sites/${SITE_ID}`;
  const body = method === 'POST' ? await readBody(request) : {};
  if (method === 'GET' && path.startsWith('/sites/by-hostname/')) return send(response, 200, siteAnswer());
  if (path.startsWith('/sites/') && !path.startsWith(site)) return send(response, 404, { error: 'NOT_FOUND', message: 'Site not found' });
  if (method === 'GET' && path === site) return send(response, 200, siteAnswer());
  if (method === 'GET' && path.startsWith('/translations/')) return send(response, 200, translations[path.split('/')[2] as Locale] ?? {});
  if (method === 'GET' && path === `${site}/navigation/footer`) return send(response, 200, footer(locale));
  if (method === 'GET' && path === `${site}/pages`) return send(response, 200, [{ id: 3, url: pick(fake.faqUrl, locale), title: pick(fake.faqTitle, locale) }]);
  if (method === 'GET' && path.startsWith(`${site}/pages/by-url/`)) {
    const asked = decodeURIComponent(path.slice(`${site}/pages/by-url/`.length)).normalize('NFC');
    return Object.values(fake.faqUrl).includes(asked) ? send(response, 200, faqPage(locale)) : send(response, 404, { error: 'NOT_FOUND', message: 'Page not found' });
  }
  if (method === 'GET' && path === `${site}/pages/3`) return send(response, 200, faqPage(locale));
  if (method === 'GET' && (path === `${site}/agreements` || path === `${site}/entities`)) return send(response, 200, []);
  if (method === 'POST' && [`${site}/estates`, `${site}/estate-filters`, `${site}/rental-units`, `${site}/rental-units/filters`].includes(path)) {
    const outage = outageOf(path, body);
    if (outage === 'hang') return;
    if (outage === 'fail') return send(response, 503, { error: 'SERVICE_UNAVAILABLE', message: 'fake outage' });
  }
  if (method === 'POST' && path === `${site}/estates`) {
    const limit = typeof body.limit === 'number' ? body.limit : 15;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const found = matching(body);
    return send(response, 200, { total: { value: found.length }, results: found.slice(offset, offset + limit).map((raw) => summary(raw, locale)) });
  }
  if (method === 'POST' && path === `${site}/estate-filters`) {
    // Each facet counted under the other terms, as the contract says (docs/site-api.md).
    const count = <K>(without: 'status' | 'type' | 'city', key: (raw: Raw) => K) => {
      const counts = new Map<K, { raw: Raw; count: number }>();
      for (const raw of matching(body, without)) counts.set(key(raw), { raw, count: (counts.get(key(raw))?.count ?? 0) + 1 });
      return [...counts.values()];
    };
    return send(response, 200, {
      headTypes: count('type', (raw) => raw.headType).map(({ raw, count }) => ({ ...idName(raw.headType, headTypes[raw.headType]!, locale), count })),
      locations: count('city', (raw) => (raw.address.city as { id: number }).id).map(({ raw, count }) => ({ ...(raw.address.city as object), count })),
      prices: { min: 1450, max: 389000 },
      transactions: count('status', (raw) => raw.transaction).map(({ raw, count }) => ({ ...idName(raw.transaction, transactions[raw.transaction]!, locale), count })),
      epcLabels: [{ label: 'C', count: 3 }],
    });
  }
  const estate = /^\/sites\/\d+\/estates\/v2\/(\d+)$/.exec(path);
  if (method === 'GET' && estate) {
    const id = Number(estate[1]);
    if (isUnlisted(id)) {
      unlistedCalls.set(id, (unlistedCalls.get(id) ?? 0) + 1);
      if (hanging.has(id)) return;
      return send(response, 200, detail({ ...estates[0]!, id }, locale));
    }
    const raw = estates.find((e) => e.id === id);
    return raw ? send(response, 200, detail(raw, locale)) : send(response, 404, { error: 'NOT_FOUND', message: 'Estate not found' });
  }
  if (method === 'POST' && path === `${site}/leads/contact`) return send(response, 201, { id: 9001, type: 'contact', createdAt: new Date().toISOString() });
  // "Nothing": no separate contact person, no rentals, no rental filters.
  if (method === 'GET' && /\/estates\/\d+\/contact-info$/.test(path)) return send(response, 204);
  if (method === 'POST' && (path === `${site}/rental-units` || path === `${site}/rental-units/filters`)) return send(response, 204);
  return send(response, 404, { error: 'NOT_FOUND', message: 'No such call' });
}

function siteAnswer() {
  return site;
}

async function photoServer(): Promise<http.Server> {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a9a5c' } }).jpeg().toBuffer();
  return http.createServer((request, response) => {
    if (request.url?.includes('gone')) return void response.writeHead(404).end();
    if (request.url?.endsWith('.pdf')) return void response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R');
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
  });
}

const listen = (server: http.Server, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Starts the fake API and its photo host for the whole run; returns the teardown. Other ports for a test of
 * its own (tests/instances/outage-log.test.ts); the estates' photo URLs still name FAKE_PHOTO_PORT.
 */
export async function startFakeSiteApi(ports: { api: number; photos: number } = { api: FAKE_API_PORT, photos: FAKE_PHOTO_PORT }): Promise<() => Promise<void>> {
  const api = http.createServer((request, response) => {
    answer(request, response).catch(() => send(response, 500, { error: 'INTERNAL_ERROR', message: 'fake failed' }));
  });
  const photos = await photoServer();
  // The journeys' `request` may reuse a connection after any pause (e2e/support/idle-connections.ts).
  api.keepAliveTimeout = IDLE_CONNECTION_MS;
  photos.keepAliveTimeout = IDLE_CONNECTION_MS;
  await Promise.all([listen(api, ports.api), listen(photos, ports.photos)]);
  return async () => {
    await Promise.all([close(api), close(photos)]);
  };
}
