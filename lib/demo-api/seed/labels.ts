// The demo API's own names of enumeration values, in the four languages. The API answers
// `{ id, name }` with the name in the request's ACCEPT-LANGUAGE; the web keeps its own labels.
import {
  defaultLocale,
  type HeadTypeId,
  type Locale,
  type SubTypeId,
  type TransactionId,
} from '@/lib/rules';
import type { Texts } from '../types';

const t = (nl: string, fr: string, en: string, de: string): Texts => ({ nl, fr, en, de });

export const transactionLabels: Record<TransactionId, Texts> = {
  1: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  2: t('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
  3: t('Over te nemen', 'À remettre', 'For takeover', 'Zu übernehmen'),
  4: t('Te huur – in optie', 'À louer – sous option', 'For rent – under option', 'Zu vermieten – unter Option'),
  5: t('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  6: t('Verhuurd', 'Loué', 'Rented', 'Vermietet'),
  7: t('Overgenomen', 'Remis', 'Taken over', 'Übernommen'),
  8: t(
    'Te huur – onder opschortende voorwaarden',
    'À louer – sous conditions suspensives',
    'For rent – subject to conditions',
    'Zu vermieten – unter aufschiebenden Bedingungen',
  ),
  10: t('Te koop – in optie', 'À vendre – sous option', 'For sale – under option', 'Zu verkaufen – unter Option'),
};

export const headTypeLabels: Record<HeadTypeId, Texts> = {
  1: t('Huis', 'Maison', 'House', 'Haus'),
  2: t('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  3: t('Grond', 'Terrain', 'Land', 'Grundstück'),
  4: t('Handelspand', 'Commerce', 'Commercial property', 'Gewerbeimmobilie'),
  5: t('Garage', 'Garage', 'Garage', 'Garage'),
  6: t('Kantoor', 'Bureau', 'Office', 'Büro'),
  7: t('Industrie', 'Industrie', 'Industrial', 'Industrie'),
  9: t('Ander vastgoed', 'Autre bien résidentiel', 'Other residential', 'Sonstige Wohnimmobilie'),
  10: t('Project', 'Projet', 'Project', 'Projekt'),
};

export const subTypeLabels: Record<SubTypeId, Texts> = {
  1: t('Woning', 'Maison', 'House', 'Haus'),
  2: t('Villa', 'Villa', 'Villa', 'Villa'),
  3: t('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
  4: t('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
  5: t('Kasteel', 'Château', 'Castle', 'Schloss'),
  6: t('Herenwoning', 'Maison de maître', 'Townhouse', 'Stadthaus'),
  7: t('Andere woning', 'Autre habitation', 'Other residence', 'Sonstiges Wohngebäude'),
  10: t('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  11: t('Duplex', 'Duplex', 'Duplex', 'Maisonette'),
  12: t('Loft', 'Loft', 'Loft', 'Loft'),
  13: t('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
  14: t('Studio', 'Studio', 'Studio', 'Studio'),
  15: t('Serviceflat', 'Résidence-services', 'Service flat', 'Seniorenwohnung'),
  20: t('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
  21: t('Weiland', 'Prairie', 'Meadow', 'Weide'),
  30: t('Winkelruimte', 'Surface commerciale', 'Retail space', 'Ladenlokal'),
  31: t('Hotel', 'Hôtel', 'Hotel', 'Hotel'),
  32: t('Restaurant', 'Restaurant', 'Restaurant', 'Restaurant'),
  33: t('Opslagruimte', 'Espace de stockage', 'Storage space', 'Lagerraum'),
  34: t('Kantoorruimte', 'Bureaux', 'Office space', 'Bürofläche'),
  35: t('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle'),
  40: t('Garagebox', 'Box de garage', 'Garage box', 'Garagenbox'),
  41: t('Kelderberging', 'Cave', 'Cellar storage', 'Kellerraum'),
  42: t('Carport', 'Carport', 'Carport', 'Carport'),
  43: t('Staanplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  50: t('Nieuwbouwproject', 'Projet neuf', 'New-build project', 'Neubauprojekt'),
};

/** Room types of the layout; bedroom 1, bathroom 5, garage 6, terrace 10, parking 14 and toilet 16 are fixed by the spec. */
export const roomTypeLabels: Record<number, Texts> = {
  1: t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  2: t('Woonkamer', 'Séjour', 'Living room', 'Wohnzimmer'),
  3: t('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  4: t('Eetkamer', 'Salle à manger', 'Dining room', 'Esszimmer'),
  5: t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  6: t('Garage', 'Garage', 'Garage', 'Garage'),
  7: t('Bureau', 'Bureau', 'Study', 'Arbeitszimmer'),
  8: t('Wasplaats', 'Buanderie', 'Laundry room', 'Waschküche'),
  9: t('Zolder', 'Grenier', 'Attic', 'Dachboden'),
  10: t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  11: t('Kelder', 'Cave', 'Cellar', 'Keller'),
  12: t('Inkomhal', "Hall d'entrée", 'Entrance hall', 'Eingangshalle'),
  13: t('Tuinberging', 'Abri de jardin', 'Garden shed', 'Gartenhaus'),
  14: t('Parkeerplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  15: t('Dressing', 'Dressing', 'Dressing room', 'Ankleidezimmer'),
  16: t('Toilet', 'Toilette', 'Toilet', 'Toilette'),
  17: t('Veranda', 'Véranda', 'Conservatory', 'Wintergarten'),
  18: t('Berging', 'Débarras', 'Storage room', 'Abstellraum'),
  19: t('Nachthal', 'Hall de nuit', 'Landing', 'Flur'),
  20: t('Winkelruimte', 'Espace de vente', 'Sales floor', 'Verkaufsfläche'),
  21: t('Kantoorruimte', 'Espace de bureau', 'Office area', 'Bürofläche'),
  22: t('Opslagplaats', 'Zone de stockage', 'Storage area', 'Lagerfläche'),
};

export const facilityLabels: Record<number, Texts> = {
  1: t('Alarmsysteem', "Système d'alarme", 'Alarm system', 'Alarmanlage'),
  2: t('Videofoon', 'Vidéophone', 'Video intercom', 'Video-Gegensprechanlage'),
  3: t('Open haard', 'Feu ouvert', 'Open fireplace', 'Kamin'),
  4: t('Domotica', 'Domotique', 'Home automation', 'Hausautomation'),
  5: t('Laadpunt elektrische wagen', 'Borne de recharge', 'EV charging point', 'Ladestation für E-Autos'),
  6: t('Regenwaterput', "Citerne d'eau de pluie", 'Rainwater tank', 'Regenwasserzisterne'),
  7: t('Sauna', 'Sauna', 'Sauna', 'Sauna'),
  8: t('Airconditioning', 'Climatisation', 'Air conditioning', 'Klimaanlage'),
  9: t('Fietsenberging', 'Local vélos', 'Bicycle storage', 'Fahrradraum'),
  10: t('Lift', 'Ascenseur', 'Lift', 'Aufzug'),
  11: t('Rolluiken', 'Volets roulants', 'Roller shutters', 'Rollläden'),
  12: t('Rolstoeltoegankelijk', 'Accessible PMR', 'Wheelchair accessible', 'Rollstuhlgerecht'),
  13: t('Zwembad', 'Piscine', 'Swimming pool', 'Schwimmbad'),
  14: t('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
  15: t('Zonnepanelen', 'Panneaux solaires', 'Solar panels', 'Solaranlage'),
};

export const buildTechnicalLabels: Record<number, Texts> = {
  1: t('Dakisolatie', 'Isolation de toiture', 'Roof insulation', 'Dachdämmung'),
  2: t('Muurisolatie', 'Isolation des murs', 'Wall insulation', 'Wanddämmung'),
  3: t('Vloerisolatie', 'Isolation du sol', 'Floor insulation', 'Bodendämmung'),
  4: t('Ventilatie', 'Ventilation', 'Ventilation', 'Lüftung'),
  5: t('Schrijnwerk', 'Menuiseries extérieures', 'Window frames', 'Fensterrahmen'),
  6: t('Verwarming', 'Chauffage', 'Heating', 'Heizung'),
};

export const rentalSubKindLabels: Record<number, Texts> = {
  1: t('Appartement', 'Appartement', 'Apartment', 'Ferienwohnung'),
  2: t('Studio', 'Studio', 'Studio', 'Studio'),
  3: t('Chalet', 'Chalet', 'Chalet', 'Chalet'),
  4: t('Vakantiewoning', 'Maison de vacances', 'Holiday home', 'Ferienhaus'),
  5: t('Villa', 'Villa', 'Villa', 'Villa'),
  6: t('Gîte', 'Gîte', 'Country cottage', 'Landhaus'),
};

export const rentalLocationLabels: Record<number, Texts> = {
  1: t('Kust', 'Côte', 'Coast', 'Küste'),
  2: t('Ardennen', 'Ardennes', 'Ardennes', 'Ardennen'),
};

export const periodTypeLabels: Record<'WEEK' | 'WEEKEND' | 'MIDWEEK' | 'LONG_WEEKEND', Texts> = {
  WEEK: t('Week', 'Semaine', 'Week', 'Woche'),
  WEEKEND: t('Weekend', 'Week-end', 'Weekend', 'Wochenende'),
  MIDWEEK: t('Midweek', 'Midweek', 'Midweek', 'Wochenmitte'),
  LONG_WEEKEND: t('Lang weekend', 'Long week-end', 'Long weekend', 'Langes Wochenende'),
};

export const entityLabels: Record<string, Texts> = {
  offices: t('Kantoren', 'Bureaux', 'Offices', 'Büros'),
  team: t('Ons team', 'Notre équipe', 'Our team', 'Unser Team'),
};

export const teamRoleLabels: Record<'manager' | 'agent' | 'rental' | 'assistant', Texts> = {
  manager: t('Zaakvoerder', 'Gérant', 'Managing director', 'Geschäftsführer'),
  agent: t('Vastgoedmakelaar', 'Agent immobilier', 'Real-estate agent', 'Immobilienmakler'),
  rental: t('Verhuurbeheer', 'Gestion locative', 'Rental management', 'Vermietungsverwaltung'),
  assistant: t('Administratie', 'Administration', 'Office administration', 'Verwaltung'),
};

/** The name of an id in a label table, in the locale; an unknown id falls back to its number. */
export function labelOf(table: Record<number, Texts>, id: number, locale: Locale): string {
  const texts = table[id];
  return texts ? texts[locale] : String(id);
}

/** Text in the locale, falling back to the default locale. */
export function textIn(texts: Partial<Texts> | null | undefined, locale: Locale): string {
  return texts?.[locale] ?? texts?.[defaultLocale] ?? '';
}
