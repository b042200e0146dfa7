// Holiday rental units at the coast and in the Ardennes, with their photos, bookable periods for the
// coming months and the reservations that already fill some of them.
import type { rentalPeriods, rentalPhotos, rentalReservations, rentalUnits } from '../db/schema';
import type { StoredRentalUnitDoc, Texts } from '../types';
import { cityById, cityName, type SeedCity } from './cities';
import { jitter } from './estates';
import { poolOf } from './photos';
import { Random } from './random';
import type { SeedSite } from './sites';
import { pickStreet } from './streets';
import { perLocale } from './texts';
import { addDays, isoDay, weekday } from './time';
import { rentalSubKindLabels } from './labels';
import { guestNames } from './people';

type UnitRow = typeof rentalUnits.$inferInsert;
type PhotoRow = typeof rentalPhotos.$inferInsert;
type PeriodRow = typeof rentalPeriods.$inferInsert;
type ReservationRow = typeof rentalReservations.$inferInsert;
export type PeriodType = PeriodRow['type'];

const COAST = 1;
const ARDENNES = 2;

/** [city id, sub kind] per unit: site 1 has a few, site 2 most. */
const unitPlaces: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [
    [31043, 1], [31043, 5], [31004, 1], [31004, 2], [35013, 1], [35013, 1], [35029, 4], [35029, 1], [38014, 1],
    [83012, 3], [63072, 1], [83031, 4],
  ],
  2: [
    [38008, 1], [38008, 2], [38008, 4], [38014, 1], [38014, 1], [38014, 4], [38016, 1], [38016, 1], [38016, 2],
    [35011, 1], [35011, 1], [35013, 1], [35013, 2], [35013, 1], [35029, 5], [35029, 4], [31004, 1], [31004, 1],
    [31043, 1], [31043, 5],
    [83012, 3], [83012, 6], [83031, 3], [83031, 4], [84010, 6], [84010, 3], [63072, 1], [63049, 4], [63073, 6],
    [91114, 3], [91034, 1], [82003, 4],
  ],
};

const coastBuildings = ['Zeezicht', 'Albatros', 'Belle Vue', 'Astrid', 'Noordzee', 'Panorama', 'Duinenzicht', 'Esplanade', 'Zonnedauw', 'Windroos'];
const parks = ['Domaine des Sources', 'Le Hameau du Lac', 'Les Chalets de la Semois', 'Domaine de la Vallée'];

const weeklyPrice: Record<number, [number, number]> = {
  1: [450, 900],
  2: [320, 500],
  3: [500, 900],
  4: [800, 1450],
  5: [1400, 2800],
  6: [600, 1200],
};

const occupancy: Record<number, [number, number]> = { 1: [2, 6], 2: [2, 2], 3: [4, 8], 4: [6, 12], 5: [8, 12], 6: [4, 10] };

function optionsFor(random: Random, location: number, subKind: number, seaView: boolean): string[] {
  const options = ['wifi', 'tv', 'bed_linen'];
  if (random.chance(0.8)) options.push('dishwasher');
  if (random.chance(0.7)) options.push('washing_machine');
  if (seaView) options.push('sea_view');
  if (location === COAST && subKind <= 2) options.push(random.pick(['balcony', 'terrace']));
  if (location === ARDENNES || subKind >= 4) options.push('garden', 'bbq');
  if (location === ARDENNES && random.chance(0.6)) options.push('fireplace');
  if (subKind === 5 && random.chance(0.5)) options.push('sauna');
  if (random.chance(0.35)) options.push('pets_allowed');
  if (random.chance(0.5)) options.push('baby_bed');
  if (subKind <= 2 && random.chance(0.6)) options.push('elevator');
  return options;
}

function unitTexts(location: number, subKind: number, city: SeedCity, guests: number, bedrooms: number, bathrooms: number, seaView: boolean): { description: Texts; short: Texts } {
  const kind = rentalSubKindLabels[subKind] as Texts;
  const place: Texts =
    location === COAST
      ? seaView
        ? { nl: 'met prachtig zicht op zee', fr: 'avec une vue magnifique sur la mer', en: 'with a wonderful view of the sea', de: 'mit herrlichem Blick aufs Meer' }
        : { nl: 'op enkele minuten wandelen van het strand', fr: 'à quelques minutes à pied de la plage', en: 'a few minutes’ walk from the beach', de: 'wenige Gehminuten vom Strand entfernt' }
      : { nl: 'midden in het groen van de Ardennen', fr: 'au cœur de la verdure ardennaise', en: 'surrounded by the green Ardennes', de: 'mitten im Grün der Ardennen' };
  const short = perLocale((l) =>
    ({
      nl: `${kind.nl} in ${cityName(city, l)} voor ${guests} personen, ${place.nl}.`,
      fr: `${kind.fr} à ${cityName(city, l)} pour ${guests} personnes, ${place.fr}.`,
      en: `${kind.en} in ${cityName(city, l)} for ${guests} guests, ${place.en}.`,
      de: `${kind.de} in ${cityName(city, l)} für ${guests} Personen, ${place.de}.`,
    })[l],
  );
  const rooms = (l: keyof Texts) => {
    const b = bedrooms === 0 ? { nl: 'een slaaphoek', fr: 'un coin nuit', en: 'a sleeping corner', de: 'eine Schlafecke' }[l] : { nl: `${bedrooms} ${bedrooms === 1 ? 'slaapkamer' : 'slaapkamers'}`, fr: `${bedrooms} ${bedrooms === 1 ? 'chambre' : 'chambres'}`, en: `${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}`, de: `${bedrooms} Schlafzimmer` }[l];
    const bath = bathrooms === 0 ? '' : { nl: ` en ${bathrooms} ${bathrooms === 1 ? 'badkamer' : 'badkamers'}`, fr: ` et ${bathrooms} ${bathrooms === 1 ? 'salle de bains' : 'salles de bains'}`, en: ` and ${bathrooms} ${bathrooms === 1 ? 'bathroom' : 'bathrooms'}`, de: ` und ${bathrooms} Badezimmer` }[l];
    return { nl: `Er ${bedrooms <= 1 ? 'is' : 'zijn'} ${b}${bath}; wifi, bedlinnen en eindschoonmaak zijn inbegrepen.`, fr: `Le logement compte ${b}${bath}\u00a0; wifi, linge de lit et nettoyage final sont compris.`, en: `There ${bedrooms === 1 || bedrooms === 0 ? 'is' : 'are'} ${b}${bath}; wifi, bed linen and final cleaning are included.`, de: `Es gibt ${b}${bath}; WLAN, Bettwäsche und Endreinigung sind inbegriffen.` }[l];
  };
  const around: Texts =
    location === COAST
      ? { nl: 'Strand, winkels en de kusttram liggen op wandelafstand.', fr: 'Plage, commerces et tram de la côte à distance de marche.', en: 'Beach, shops and the coast tram are within walking distance.', de: 'Strand, Geschäfte und Küstentram sind zu Fuß erreichbar.' }
      : { nl: 'Het ideale vertrekpunt voor wandelingen, kajaktochten en uitstappen in de streek.', fr: 'Le point de départ idéal pour randonnées, kayak et découvertes de la région.', en: 'A perfect base for walks, kayaking and exploring the region.', de: 'Der ideale Ausgangspunkt für Wanderungen, Kajaktouren und Ausflüge in die Region.' };
  const description = perLocale((l) => `<p><strong>${short[l]}</strong></p><p>${rooms(l)} ${around[l]}</p>`);
  return { description, short };
}

export type RentalSeed = { units: UnitRow[]; photos: PhotoRow[] };

export function planRentalUnits(site: SeedSite): RentalSeed {
  const random = new Random(`rental-units/${site.id}`);
  const units: UnitRow[] = [];
  const photos: PhotoRow[] = [];
  (unitPlaces[site.id] ?? []).forEach(([cityId, subKind], index) => {
    const id = site.idBase.rental + index + 1;
    const city = cityById(cityId);
    const location = city.kind === 'coast' ? COAST : ARDENNES;
    const [minGuests, maxGuests] = occupancy[subKind] ?? [2, 6];
    const guests = random.int(minGuests, maxGuests);
    const bedrooms = subKind === 2 ? 0 : Math.max(1, Math.ceil(guests / 2) - random.int(0, 1));
    // one studio has its shower in the room: a 0 the rental page must hide
    const bathrooms = subKind === 2 && index % 3 === 1 ? 0 : Math.max(1, Math.floor(bedrooms / 2));
    const apartment = subKind <= 2;
    const floor = apartment ? random.int(0, 9) : null;
    const seaView = location === COAST && apartment && (floor ?? 0) >= 2 && random.chance(0.6);
    const street = pickStreet(random, city);
    const texts = unitTexts(location, subKind, city, guests, bedrooms, bathrooms, seaView);
    const buildingName = apartment && location === COAST ? `Residentie ${random.pick(coastBuildings)}` : subKind === 3 ? random.pick(parks) : null;
    const code = `${city.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
    // a couple of units have no coordinates: their page hides the map
    const withoutLocation = index === 4 || index === 17;
    const doc: StoredRentalUnitDoc = {
      id,
      photos: [],
      general: {
        description: texts.description,
        descriptionShort: texts.short,
        location: { id: location },
        city: { id: city.id, name: city.name, alias: city.alias },
        maxOccupation: guests,
        subKind: { id: subKind },
        garage: apartment ? random.chance(0.4) : random.chance(0.2) ? true : null,
        floor,
        building: { name: buildingName, rentalName: code },
      },
      places: { bedrooms, bathrooms },
      options: optionsFor(random, location, subKind, seaView),
      address: {
        visible: random.chance(0.8),
        street: street.street,
        number: String(random.int(1, 320)),
        box: apartment ? `${floor ?? 0}${String(random.int(1, 4)).padStart(2, '0')}` : null,
        city: { name: city.name, zip: city.zip, alias: city.alias },
      },
      location: withoutLocation ? null : jitter(random, city, 1),
      virtualTour: random.chance(0.25) ? 'https://my.matterport.com/show/?m=SxQL3iGyoDo' : null,
    };
    const scenes = location === COAST ? [...poolOf('coast'), ...poolOf('apartment')] : [...poolOf('ardennes'), ...poolOf('farm')];
    const inside = [...poolOf('living'), ...poolOf('kitchen'), ...poolOf('bedroom'), ...poolOf('bathroom')];
    const picked = [random.pick(scenes), ...random.sample(inside, random.int(3, 7)), ...random.sample(scenes, 1)];
    picked.forEach((photo, sort) => {
      const photoId = id * 100 + sort + 1;
      doc.photos.push({ id: photoId });
      photos.push({ id: photoId, unitId: id, file: photo.key, sort });
    });
    units.push({ id, siteId: site.id, locationId: location, subKindId: subKind, cityId: city.id, maxOccupation: guests, doc });
  });
  return { units, photos };
}

function seasonFactor(day: Date): number {
  const month = day.getUTCMonth() + 1;
  if (month === 7 || month === 8) return 1.6;
  if (month === 6 || month === 9 || month === 4) return 1.2;
  if (month === 12) return 1.3;
  return 1;
}

type WeekPlan = { start: Date; periods: Array<{ type: PeriodType; start: Date; end: Date; price: number; status: PeriodRow['status'] }> };

/** The periods of one unit in the week that starts on a Friday; bookings never overlap. */
export function weekPeriods(unit: Pick<UnitRow, 'id' | 'subKindId' | 'locationId'>, friday: Date): WeekPlan {
  const random = new Random(`periods/${unit.id}/${isoDay(friday)}`);
  const [min, max] = weeklyPrice[unit.subKindId] ?? [450, 900];
  const base = new Random(`price/${unit.id}`).between(min, max) * seasonFactor(friday);
  const price = (factor: number) => Math.round((base * factor) / 5) * 5;
  const periods: WeekPlan['periods'] = [
    { type: 'WEEK', start: friday, end: addDays(friday, 7), price: price(1), status: 'FREE' },
    { type: 'WEEKEND', start: friday, end: addDays(friday, 3), price: price(0.55), status: 'FREE' },
    { type: 'MIDWEEK', start: addDays(friday, 3), end: addDays(friday, 7), price: price(0.6), status: 'FREE' },
  ];
  if (unit.locationId === ARDENNES && random.chance(0.3)) {
    periods.push({ type: 'LONG_WEEKEND', start: friday, end: addDays(friday, 4), price: price(0.7), status: 'FREE' });
  }
  const busy = seasonFactor(friday) > 1.3 ? 1.8 : 1;
  const roll = random.float();
  const booked: PeriodType | 'OWNER' | null =
    roll < 0.22 * busy ? 'WEEK' : roll < 0.32 * busy ? 'WEEKEND' : roll < 0.4 * busy ? 'MIDWEEK' : roll < 0.44 * busy ? 'OWNER' : null;
  if (booked === 'OWNER') return { start: friday, periods: periods.map((p) => ({ ...p, status: 'UNAVAILABLE' })) };
  const taken = periods.find((p) => p.type === booked);
  if (!taken) return { start: friday, periods };
  return {
    start: friday,
    periods: periods.map((p) => {
      if (p === taken) return { ...p, status: 'BOOKED' };
      const overlaps = p.start < taken.end && taken.start < p.end;
      return overlaps ? { ...p, status: 'UNAVAILABLE' } : p;
    }),
  };
}

/** First Friday on or after a day. */
export function firstFriday(day: Date): Date {
  return addDays(day, (5 - weekday(day) + 7) % 7);
}

export const PERIOD_WEEKS = 26;

export type CalendarSeed = { periods: PeriodRow[]; reservations: ReservationRow[] };

/** Periods of the coming six months for every unit, and the reservations behind the booked ones. */
export function planCalendars(
  units: readonly UnitRow[],
  today: Date,
  ids: { period: number; reservation: number },
): CalendarSeed {
  const periods: PeriodRow[] = [];
  const reservations: ReservationRow[] = [];
  const start = firstFriday(today);
  for (const unit of units) {
    const random = new Random(`guests/${unit.id}`);
    for (let week = 0; week < PERIOD_WEEKS; week++) {
      for (const p of weekPeriods(unit, addDays(start, week * 7)).periods) {
        const id = ids.period++;
        periods.push({ id, unitId: unit.id, type: p.type, startDate: isoDay(p.start), endDate: isoDay(p.end), price: p.price, status: p.status });
        if (p.status !== 'BOOKED') continue;
        const [firstname, lastname] = random.pick(guestNames);
        reservations.push({
          id: ids.reservation++,
          siteId: unit.siteId,
          unitId: unit.id,
          periodId: id,
          startDate: isoDay(p.start),
          endDate: isoDay(p.end),
          status: 'CONFIRMED',
          guests: random.int(1, unit.maxOccupation ?? 2),
          firstname,
          lastname,
          email: `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
          phone: null,
          message: null,
          locale: random.pick(['nl', 'fr', 'nl', 'de', 'en']),
          createdAt: addDays(today, -random.int(3, 120)),
        });
      }
    }
  }
  return { periods, reservations };
}
