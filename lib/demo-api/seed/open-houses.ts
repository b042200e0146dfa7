// Open-house days of the demo listings, relative to the seeding day so that they are never all past: a
// few standalone listings for sale or to rent get one or two in the coming two weeks, and one per site
// gets only a past one, which the website must not show.
import type { OpenHouse } from '@/lib/site-api/schemas';
import type { Texts } from '../types';
import type { EstateRow } from './documents';
import { addDays, brusselsTime, weekday } from './time';

/** Every so many standalone listings for sale or to rent, one gets open houses. */
const EVERY = 11;
/** At most this many per site: an agency holds a few at a time. */
const MAX_PER_SITE = 8;

const parkingNote: Texts = {
  nl: 'Parkeren kan op het plein achter de kerk.',
  fr: 'Stationnement possible sur la place derrière l’église.',
  en: 'Parking is available on the square behind the church.',
  de: 'Parken ist auf dem Platz hinter der Kirche möglich.',
};
const registerNote: Texts = {
  nl: 'Graag even melden aan de deur; het agentschap is ter plaatse.',
  fr: 'Présentez-vous à la porte ; l’agence est sur place.',
  en: 'Please report at the door; the agency is on site.',
  de: 'Bitte melden Sie sich an der Tür; die Agentur ist vor Ort.',
};

const slot = (day: Date, from: [number, number], to: [number, number], note?: Texts): OpenHouse => ({
  start: brusselsTime(day, ...from).toISOString(),
  end: brusselsTime(day, ...to).toISOString(),
  ...(note ? { note } : {}),
});

/** The open houses of the k-th chosen listing; the last kind is past only. */
function openHousesOf(k: number, today: Date): OpenHouse[] {
  // The coming Saturday, or the Friday before it when the seeding day is itself a Saturday: 1 to 6 days
  // ahead, inside "open house in the coming 7 days" (today and the six days after it), so it always finds some.
  const saturday = addDays(today, ((6 - weekday(today) + 7) % 7) || 6);
  switch (k % 4) {
    case 0:
      return [slot(saturday, [10, 0], [12, 0]), slot(addDays(saturday, 7), [10, 0], [12, 0])];
    case 1:
      return [slot(addDays(saturday, 1), [14, 0], [17, 0], parkingNote)];
    case 2:
      return [slot(addDays(saturday, 4), [18, 0], [20, 0], registerNote)];
    default:
      return k === 3 ? [slot(addDays(today, -5), [14, 0], [16, 0])] : [slot(addDays(saturday, 7), [13, 30], [16, 30])];
  }
}

const isCandidate = (row: EstateRow) => row.parentId === null && !row.project && [1, 2].includes(row.transactionId) && row.summary.pictures.length > 0;

/** The site's rows, a few with open houses in both their summary and their detail. */
export function withOpenHouses(rows: EstateRow[], today: Date): EstateRow[] {
  let candidate = 0;
  let chosen = 0;
  return rows.map((row) => {
    if (!isCandidate(row)) return row;
    if (candidate++ % EVERY !== 0 || chosen >= MAX_PER_SITE) return row;
    const openHouses = openHousesOf(chosen++, today);
    return { ...row, summary: { ...row.summary, openHouses }, doc: { ...row.doc, openHouses } };
  });
}
