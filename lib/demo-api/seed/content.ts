// CMS content of each site: pages, menus, agreements, UI-text overrides, collections and the
// generic entity lists (offices, team), all in four languages.
import type { agreements, entityItems, estateCollections, navigations, pages, translations } from '../db/schema';
import type { EntityValue, StoredMenuItem, Texts } from '../types';
import { teamRoleLabels } from './labels';
import { photoUrl, poolOf } from './photos';
import type { SeedSite } from './sites';
import { repPictureUrl } from './sites';
import { addDays } from './time';
import { locales } from '@/lib/rules';

type CollectionRow = typeof estateCollections.$inferInsert;
type PageRow = typeof pages.$inferInsert;
type NavigationRow = typeof navigations.$inferInsert;
type AgreementRow = typeof agreements.$inferInsert;
type TranslationRow = typeof translations.$inferInsert;
type EntityRow = typeof entityItems.$inferInsert;

export type CollectionRule = 'new' | 'exclusive' | 'garden' | 'newBuild' | 'favourite' | 'seaView';
export type SeedCollection = { row: CollectionRow; rule: CollectionRule };

export function planCollections(site: SeedSite): SeedCollection[] {
  const base = site.idBase.collection;
  const entries: Array<[CollectionRule, Texts]> =
    site.id === 1
      ? [
          ['new', { nl: 'Nieuw deze week', fr: 'Nouveau cette semaine', en: 'New this week', de: 'Neu diese Woche' }],
          ['exclusive', { nl: 'Exclusief', fr: 'Exclusivité', en: 'Exclusive', de: 'Exklusiv' }],
          ['garden', { nl: 'Met tuin', fr: 'Avec jardin', en: 'With garden', de: 'Mit Garten' }],
          ['newBuild', { nl: 'Nieuwbouw', fr: 'Construction neuve', en: 'New build', de: 'Neubau' }],
        ]
      : [
          ['new', { nl: 'Nieuw deze week', fr: 'Nouveau cette semaine', en: 'New this week', de: 'Neu diese Woche' }],
          ['favourite', { nl: 'Onze favorieten', fr: 'Coups de cœur', en: 'Our favourites', de: 'Unsere Favoriten' }],
          ['garden', { nl: 'Met tuin', fr: 'Avec jardin', en: 'With garden', de: 'Mit Garten' }],
          ['seaView', { nl: 'Met zeezicht', fr: 'Vue sur mer', en: 'Sea view', de: 'Mit Meerblick' }],
        ];
  return entries.map(([rule, name], i) => ({ rule, row: { id: base + i + 1, siteId: site.id, name, sort: i } }));
}

type PageSpec = { key: string; urls: Texts; titles: Texts; descriptions: Texts; bodies: Texts; image: string | null };

function pageSpecs(site: SeedSite): PageSpec[] {
  const name = site.data.name;
  const city = site.data.contact.city;
  const phone = site.data.contact.phone;
  const email = site.data.contact.email;
  const image = (category: 'house' | 'living' | 'villa' | 'townhouse', index: number) => {
    const photo = poolOf(category)[index];
    return photo ? photoUrl(photo.key, 'large') : null;
  };
  const specs: PageSpec[] = [
    {
      key: 'about',
      urls: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'uber-uns' },
      titles: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
      descriptions: {
        nl: `${name}: uw vastgoedkantoor met persoonlijke aanpak.`,
        fr: `${name}\u00a0: votre agence immobilière à l'écoute.`,
        en: `${name}: your estate agency with a personal touch.`,
        de: `${name}: Ihr Immobilienbüro mit persönlicher Betreuung.`,
      },
      bodies: {
        nl: `<h2>Een kantoor met een gezicht</h2><p>${name} begeleidt al meer dan vijftien jaar kopers, verkopers, huurders en eigenaars. We kennen de buurt, de prijzen en de regels, en we nemen de tijd om te luisteren.</p><p>Ons team van erkende vastgoedmakelaars staat voor u klaar in ${city.nl}.</p><ul><li>Persoonlijke begeleiding van A tot Z</li><li>Eerlijke, onderbouwde schattingen</li><li>Heldere communicatie</li></ul>`,
        fr: `<h2>Une agence à visage humain</h2><p>Depuis plus de quinze ans, ${name} accompagne acheteurs, vendeurs, locataires et propriétaires. Nous connaissons le quartier, les prix et les règles, et nous prenons le temps d'écouter.</p><p>Notre équipe d'agents immobiliers agréés vous accueille à ${city.fr}.</p><ul><li>Un accompagnement personnel de A à Z</li><li>Des estimations honnêtes et argumentées</li><li>Une communication claire</li></ul>`,
        en: `<h2>An agency with a face</h2><p>For more than fifteen years ${name} has guided buyers, sellers, tenants and landlords. We know the neighbourhood, the prices and the rules, and we take the time to listen.</p><p>Our team of licensed agents welcomes you in ${city.en}.</p><ul><li>Personal guidance from start to finish</li><li>Honest, well-founded valuations</li><li>Clear communication</li></ul>`,
        de: `<h2>Ein Büro mit Gesicht</h2><p>Seit mehr als fünfzehn Jahren begleitet ${name} Käufer, Verkäufer, Mieter und Eigentümer. Wir kennen die Gegend, die Preise und die Regeln und nehmen uns Zeit zum Zuhören.</p><p>Unser Team zugelassener Immobilienmakler empfängt Sie in ${city.de}.</p><ul><li>Persönliche Begleitung von A bis Z</li><li>Ehrliche, fundierte Bewertungen</li><li>Klare Kommunikation</li></ul>`,
      },
      image: image('townhouse', site.id),
    },
    {
      key: 'services',
      urls: { nl: 'onze-diensten', fr: 'nos-services', en: 'our-services', de: 'unsere-leistungen' },
      titles: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' },
      descriptions: {
        nl: 'Verkoop, verhuur, schatting en beheer.',
        fr: 'Vente, location, estimation et gestion.',
        en: 'Sales, lettings, valuations and management.',
        de: 'Verkauf, Vermietung, Bewertung und Verwaltung.',
      },
      bodies: {
        nl: '<h2>Verkoop</h2><p>Van professionele foto’s tot de akte bij de notaris: wij regelen alles.</p><h2>Verhuur</h2><p>We zoeken de juiste huurder, stellen het huurcontract op en regelen de plaatsbeschrijving.</p><h2>Schatting</h2><p>Een gratis, vrijblijvende waardebepaling van uw eigendom.</p>',
        fr: '<h2>Vente</h2><p>Des photos professionnelles jusqu’à l’acte chez le notaire\u00a0: nous nous occupons de tout.</p><h2>Location</h2><p>Nous trouvons le bon locataire, rédigeons le bail et organisons l’état des lieux.</p><h2>Estimation</h2><p>Une estimation gratuite et sans engagement de votre bien.</p>',
        en: '<h2>Sales</h2><p>From professional photos to the deed at the notary: we take care of everything.</p><h2>Lettings</h2><p>We find the right tenant, draw up the lease and arrange the check-in inventory.</p><h2>Valuation</h2><p>A free, no-obligation valuation of your property.</p>',
        de: '<h2>Verkauf</h2><p>Von professionellen Fotos bis zur Beurkundung beim Notar: Wir kümmern uns um alles.</p><h2>Vermietung</h2><p>Wir finden den passenden Mieter, erstellen den Mietvertrag und organisieren das Übergabeprotokoll.</p><h2>Bewertung</h2><p>Eine kostenlose, unverbindliche Bewertung Ihrer Immobilie.</p>',
      },
      image: image('living', site.id),
    },
    {
      key: 'sell',
      urls: { nl: 'uw-woning-verkopen', fr: 'vendre-votre-bien', en: 'sell-your-home', de: 'immobilie-verkaufen' },
      titles: { nl: 'Uw woning verkopen', fr: 'Vendre votre bien', en: 'Sell your home', de: 'Ihre Immobilie verkaufen' },
      descriptions: {
        nl: 'Verkopen aan de juiste prijs, zonder zorgen.',
        fr: 'Vendre au bon prix, en toute sérénité.',
        en: 'Sell at the right price, without the worry.',
        de: 'Zum richtigen Preis verkaufen, ganz ohne Sorgen.',
      },
      bodies: {
        nl: `<p>Denkt u eraan om te verkopen? Wij komen langs voor een <strong>gratis schatting</strong> en bespreken de beste aanpak voor uw eigendom.</p><ol><li>Schatting en advies</li><li>Attesten en fotoreportage</li><li>Publicatie en bezoeken</li><li>Onderhandeling en compromis</li></ol><p>Bel ons op ${phone}.</p>`,
        fr: `<p>Vous pensez à vendre\u00a0? Nous passons pour une <strong>estimation gratuite</strong> et discutons de la meilleure approche pour votre bien.</p><ol><li>Estimation et conseils</li><li>Certificats et reportage photo</li><li>Publication et visites</li><li>Négociation et compromis</li></ol><p>Appelez-nous au ${phone}.</p>`,
        en: `<p>Thinking of selling? We will visit for a <strong>free valuation</strong> and discuss the best approach for your property.</p><ol><li>Valuation and advice</li><li>Certificates and photo shoot</li><li>Listing and viewings</li><li>Negotiation and sale agreement</li></ol><p>Call us on ${phone}.</p>`,
        de: `<p>Sie denken über einen Verkauf nach? Wir kommen für eine <strong>kostenlose Bewertung</strong> vorbei und besprechen das beste Vorgehen für Ihre Immobilie.</p><ol><li>Bewertung und Beratung</li><li>Bescheinigungen und Fotoshooting</li><li>Veröffentlichung und Besichtigungen</li><li>Verhandlung und Vorvertrag</li></ol><p>Rufen Sie uns an: ${phone}.</p>`,
      },
      image: image(site.id === 1 ? 'house' : 'villa', 2),
    },
    {
      key: 'contact',
      urls: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
      titles: { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
      descriptions: {
        nl: 'Kom langs, bel of mail ons.',
        fr: 'Passez nous voir, appelez-nous ou écrivez-nous.',
        en: 'Drop by, call or e-mail us.',
        de: 'Besuchen Sie uns, rufen Sie an oder schreiben Sie uns.',
      },
      bodies: Object.fromEntries(
        locales.map((l) => {
          const offices = site.offices
            .map((o) => `<p><strong>${o.name}</strong><br>${o.street} ${o.number}, ${o.zip} ${o.city[l]}<br>${o.phone} · <a href="mailto:${o.email}">${o.email}</a><br>${o.openingHours[l]}</p>`)
            .join('');
          const intro = { nl: 'We helpen u graag verder.', fr: 'Nous sommes à votre écoute.', en: 'We are happy to help.', de: 'Wir helfen Ihnen gerne weiter.' }[l];
          return [l, `<p>${intro} <a href="mailto:${email}">${email}</a></p>${offices}`];
        }),
      ) as Texts,
      image: null,
    },
  ];
  if (site.id === 2) {
    specs.push({
      key: 'holiday-owners',
      urls: { nl: 'verhuur-uw-vakantiewoning', fr: 'louez-votre-location-de-vacances', en: 'let-your-holiday-home', de: 'ferienhaus-vermieten' },
      titles: { nl: 'Verhuur uw vakantiewoning', fr: 'Louez votre bien de vacances', en: 'Let your holiday home', de: 'Vermieten Sie Ihr Ferienhaus' },
      descriptions: {
        nl: 'Wij beheren uw vakantiewoning aan zee of in de Ardennen.',
        fr: 'Nous gérons votre location de vacances à la mer ou dans les Ardennes.',
        en: 'We manage your holiday home by the sea or in the Ardennes.',
        de: 'Wir verwalten Ihr Ferienhaus am Meer oder in den Ardennen.',
      },
      bodies: {
        nl: '<p>Reservaties, sleuteloverdracht, schoonmaak en onderhoud: wij nemen het beheer van uw vakantiewoning volledig uit handen.</p>',
        fr: '<p>Réservations, remise des clés, nettoyage et entretien\u00a0: nous prenons en charge toute la gestion de votre bien de vacances.</p>',
        en: '<p>Bookings, key handover, cleaning and maintenance: we take the whole management of your holiday home off your hands.</p>',
        de: '<p>Buchungen, Schlüsselübergabe, Reinigung und Wartung: Wir übernehmen die gesamte Verwaltung Ihres Ferienhauses.</p>',
      },
      image: image('living', 4),
    });
  }
  return specs;
}

export type ContentSeed = {
  pages: PageRow[];
  navigations: NavigationRow[];
  agreements: AgreementRow[];
  translations: TranslationRow[];
  entities: EntityRow[];
};

function menus(site: SeedSite, pageIds: Record<string, number>): NavigationRow[] {
  let id = 1;
  const item = (title: Texts, link: StoredMenuItem['link'], children: StoredMenuItem[] = []): StoredMenuItem => ({ id: site.idBase.navigation * 10 + id++, title, link, children });
  const page = (key: string): StoredMenuItem['link'] => {
    const pageId = pageIds[key];
    if (pageId === undefined) throw new Error(`no page ${key}`);
    return { type: 'page', pageId };
  };
  const header: StoredMenuItem[] = [
    item({ nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' }, { type: 'route', route: 'home' }),
    item({ nl: 'Aanbod', fr: 'Nos biens', en: 'Properties', de: 'Immobilien' }, { type: 'route', route: 'estates' }),
    item({ nl: 'Vakantiewoningen', fr: 'Locations de vacances', en: 'Holiday homes', de: 'Ferienunterkünfte' }, { type: 'route', route: 'holiday' }),
    item({ nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' }, page('about'), [
      item({ nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' }, page('services')),
      item({ nl: 'Uw woning verkopen', fr: 'Vendre votre bien', en: 'Sell your home', de: 'Immobilie verkaufen' }, page('sell')),
      ...(pageIds['holiday-owners'] !== undefined ? [item({ nl: 'Verhuur uw vakantiewoning', fr: 'Louez votre bien de vacances', en: 'Let your holiday home', de: 'Ferienhaus vermieten' }, page('holiday-owners'))] : []),
    ]),
    item({ nl: 'Favorieten', fr: 'Favoris', en: 'Favourites', de: 'Favoriten' }, { type: 'route', route: 'favorites' }),
    item({ nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' }, page('contact')),
  ];
  const footer: StoredMenuItem[] = [
    item({ nl: 'Hou me op de hoogte', fr: 'Tenez-moi au courant', en: 'Keep me informed', de: 'Halten Sie mich auf dem Laufenden' }, { type: 'route', route: 'subscribe' }),
    item({ nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement', de: 'Datenschutzerklärung' }, { type: 'route', route: 'privacy' }),
    item({ nl: 'Gebruiksvoorwaarden', fr: "Conditions d'utilisation", en: 'Terms of use', de: 'Nutzungsbedingungen' }, { type: 'route', route: 'terms' }),
    item({ nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' }, page('contact')),
    item({ nl: 'Beroepsinstituut (BIV)', fr: 'Institut professionnel (IPI)', en: 'Professional institute (BIV)', de: 'Berufsinstitut (BIV)' }, { type: 'external', url: 'https://www.biv.be' }),
  ];
  return [
    { id: site.idBase.navigation + 1, siteId: site.id, type: 'header', items: header },
    { id: site.idBase.navigation + 2, siteId: site.id, type: 'footer', items: footer },
  ];
}

function agreementRows(site: SeedSite, today: Date): AgreementRow[] {
  const { name, contact } = site.data;
  const updatedAt = addDays(today, -120);
  const privacy: Record<string, [string, string]> = {
    nl: ['Privacyverklaring', `<h2>Wie zijn wij?</h2><p>${name}, ${contact.street} ${contact.number}, ${contact.zip} ${contact.city.nl}, is verantwoordelijk voor de verwerking van uw persoonsgegevens.</p><h2>Welke gegevens?</h2><p>Naam, e-mailadres, telefoonnummer en de inhoud van uw vraag, enkel wanneer u een formulier invult.</p><h2>Waarom?</h2><p>Om uw vraag te beantwoorden, bezoeken in te plannen en u op de hoogte te houden als u dat vraagt.</p><h2>Hoe lang?</h2><p>Niet langer dan nodig, en ten hoogste twee jaar na ons laatste contact.</p><h2>Uw rechten</h2><p>U kunt uw gegevens inzien, verbeteren of laten wissen via ${contact.email}.</p>`],
    fr: ['Déclaration de confidentialité', `<h2>Qui sommes-nous\u00a0?</h2><p>${name}, ${contact.street} ${contact.number}, ${contact.zip} ${contact.city.fr}, est responsable du traitement de vos données personnelles.</p><h2>Quelles données\u00a0?</h2><p>Nom, adresse e-mail, numéro de téléphone et contenu de votre demande, uniquement lorsque vous remplissez un formulaire.</p><h2>Pourquoi\u00a0?</h2><p>Pour répondre à votre demande, planifier des visites et vous tenir informé si vous le souhaitez.</p><h2>Combien de temps\u00a0?</h2><p>Pas plus longtemps que nécessaire, et au maximum deux ans après notre dernier contact.</p><h2>Vos droits</h2><p>Vous pouvez consulter, corriger ou faire effacer vos données via ${contact.email}.</p>`],
    en: ['Privacy statement', `<h2>Who are we?</h2><p>${name}, ${contact.street} ${contact.number}, ${contact.zip} ${contact.city.en}, is responsible for processing your personal data.</p><h2>What data?</h2><p>Your name, e-mail address, phone number and the content of your question, only when you fill in a form.</p><h2>Why?</h2><p>To answer your question, schedule viewings and keep you informed if you ask us to.</p><h2>How long?</h2><p>No longer than needed, and at most two years after our last contact.</p><h2>Your rights</h2><p>You can view, correct or erase your data by writing to ${contact.email}.</p>`],
    de: ['Datenschutzerklärung', `<h2>Wer sind wir?</h2><p>${name}, ${contact.street} ${contact.number}, ${contact.zip} ${contact.city.de}, ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich.</p><h2>Welche Daten?</h2><p>Name, E-Mail-Adresse, Telefonnummer und Inhalt Ihrer Anfrage, nur wenn Sie ein Formular ausfüllen.</p><h2>Warum?</h2><p>Um Ihre Anfrage zu beantworten, Besichtigungen zu planen und Sie auf Wunsch zu informieren.</p><h2>Wie lange?</h2><p>Nicht länger als nötig und höchstens zwei Jahre nach unserem letzten Kontakt.</p><h2>Ihre Rechte</h2><p>Sie können Ihre Daten über ${contact.email} einsehen, berichtigen oder löschen lassen.</p>`],
  };
  const terms: Record<string, [string, string]> = {
    nl: ['Gebruiksvoorwaarden', `<p>De informatie op deze website wordt met zorg samengesteld door ${name}, maar is niet bindend. Prijzen en beschikbaarheid kunnen wijzigen.</p><p>Foto’s en teksten mogen niet zonder toestemming worden overgenomen.</p>`],
    fr: ["Conditions d'utilisation", `<p>Les informations de ce site sont établies avec soin par ${name}, mais n'engagent pas l'agence. Les prix et disponibilités peuvent changer.</p><p>Les photos et textes ne peuvent être repris sans autorisation.</p>`],
    en: ['Terms of use', `<p>The information on this website is compiled with care by ${name}, but is not binding. Prices and availability may change.</p><p>Photos and texts may not be reused without permission.</p>`],
    de: ['Nutzungsbedingungen', `<p>Die Informationen auf dieser Website werden von ${name} sorgfältig zusammengestellt, sind jedoch unverbindlich. Preise und Verfügbarkeit können sich ändern.</p><p>Fotos und Texte dürfen nicht ohne Genehmigung übernommen werden.</p>`],
  };
  let id = site.id * 100;
  return locales.flatMap((locale) => {
    const [pTitle, pBody] = privacy[locale] as [string, string];
    const [tTitle, tBody] = terms[locale] as [string, string];
    return [
      { id: ++id, siteId: site.id, type: 'privacy' as const, locale, title: pTitle, body: pBody, version: '2025.1', updatedAt },
      { id: ++id, siteId: site.id, type: 'terms' as const, locale, title: tTitle, body: tBody, version: '2025.1', updatedAt },
    ];
  });
}

/** A few per-site overrides of the web's UI text: the lead maps these keys onto messages/*.json. */
/**
 * The agency's own wording of a few of the website's texts (keys of messages/*.json): the hero title of
 * the home page, and one of its buttons.
 */
function translationRows(site: SeedSite): TranslationRow[] {
  const hero: Texts =
    site.id === 1
      ? { nl: 'Uw thuis in Antwerpen en omstreken', fr: 'Votre chez-vous à Anvers et environs', en: 'Your home in and around Antwerp', de: 'Ihr Zuhause in Antwerpen und Umgebung' }
      : { nl: 'Van de Maas tot de Noordzee', fr: 'De la Meuse à la mer du Nord', en: 'From the Meuse to the North Sea', de: 'Von der Maas bis zur Nordsee' };
  const [buttonKey, button]: [string, Texts] =
    site.id === 1
      ? ['Home.viewAll', { nl: 'Ontdek ons aanbod', fr: 'Découvrez nos biens', en: 'Discover our listings', de: 'Entdecken Sie unser Angebot' }]
      : ['Home.viewHoliday', { nl: 'Plan uw vakantie', fr: 'Planifiez vos vacances', en: 'Plan your holiday', de: 'Planen Sie Ihren Urlaub' }];
  return locales.flatMap((locale) => [
    { siteId: site.id, locale, key: 'Home.title', value: hero[locale] },
    { siteId: site.id, locale, key: buttonKey, value: button[locale] },
  ]);
}

function entityRows(site: SeedSite): EntityRow[] {
  const offices: EntityRow[] = site.offices.map((o, sort) => ({
    siteId: site.id,
    entity: 'offices',
    id: o.id,
    sort,
    data: {
      name: o.name,
      street: o.street,
      number: o.number,
      zip: o.zip,
      city: o.city,
      phone: o.phone,
      email: o.email,
      latitude: o.latitude,
      longitude: o.longitude,
      openingHours: o.openingHours,
    } satisfies Record<string, EntityValue>,
  }));
  const team: EntityRow[] = site.reps.map((r, sort) => ({
    siteId: site.id,
    entity: 'team',
    id: sort + 1,
    sort,
    data: {
      firstname: r.firstname,
      lastname: r.lastname,
      role: teamRoleLabels[r.role],
      email: r.email,
      phone: r.phone,
      mobile: r.mobile,
      picture: repPictureUrl(r),
      description: r.description,
    } satisfies Record<string, EntityValue>,
  }));
  return [...offices, ...team];
}

export function planContent(site: SeedSite, today: Date): ContentSeed {
  const specs = pageSpecs(site);
  const pageIds = Object.fromEntries(specs.map((s, i) => [s.key, site.idBase.page + i + 1]));
  const pageRows: PageRow[] = specs.map((s, i) => ({
    id: site.idBase.page + i + 1,
    siteId: site.id,
    sort: i,
    urls: s.urls,
    titles: s.titles,
    descriptions: s.descriptions,
    bodies: s.bodies,
    image: s.image,
    updatedAt: addDays(today, -30 - i * 7),
  }));
  return {
    pages: pageRows,
    navigations: menus(site, pageIds),
    agreements: agreementRows(site, today),
    translations: translationRows(site),
    entities: entityRows(site),
  };
}
