// Price and status histories of the demo listings (docs/decisions/0041-buyer-information-and-history.md),
// relative to the seeding day: a fresh demo shows price drops (with the card's "price lowered" badge) and
// listings gone under option, each with a history table of several rows. The most recent listings that
// fit get them, so they show near the top of the lists.
import type { HistoryEntry } from '@/lib/site-api/schemas';
import { statusOfTransaction } from '@/lib/rules';
import type { EstateRow } from './documents';
import { addDays, brusselsTime, DAY_MS } from './time';

/** A listing needs this many days on the market before a history has room for its steps. */
const MIN_AGE_DAYS = 8;

type Story = 'twoDrops' | 'drop' | 'dropThenOption' | 'option';

/** Which listings of a site get which story: by transaction, the most recent first. */
const casting: ReadonlyArray<{ transactionId: number; stories: readonly Story[] }> = [
  { transactionId: 1, stories: ['twoDrops', 'drop', 'drop'] },
  { transactionId: 10, stories: ['dropThenOption', 'option'] },
  { transactionId: 2, stories: ['drop'] },
  { transactionId: 4, stories: ['option'] },
];

/** The open transaction a listing under option had before (sale 10 ← 1, rent 4 ← 2). */
const beforeOption: Record<number, number> = { 10: 1, 4: 2 };

/** A price a little above `price`, rounded as asking prices are (estates.ts, askingPrice). */
function higherPrice(price: number, factor: number, sale: boolean): number {
  const raw = price * factor;
  const step = sale ? (raw > 100_000 ? 5000 : 1000) : raw > 500 ? 25 : 5;
  return Math.max(Math.ceil(raw / step) * step, price + step);
}

function entry(date: Date, price: number, transactionId: number): HistoryEntry {
  return { date: date.toISOString(), price, status: statusOfTransaction(transactionId) ?? 'FOR_SALE', transactionId };
}

/** The history of one listing, oldest first, its last price the one it asks now. */
function historyOf(story: Story, row: EstateRow & { price: number }, today: Date): HistoryEntry[] {
  const published = row.publicationDate;
  const sale = [1, 10].includes(row.transactionId);
  const open = beforeOption[row.transactionId] ?? row.transactionId;
  const ageDays = Math.floor((today.getTime() - published.getTime()) / DAY_MS);
  const daysAgo = (days: number) => brusselsTime(addDays(today, -days), 10, 30);
  switch (story) {
    case 'twoDrops':
      return [
        entry(published, higherPrice(row.price, 1.12, sale), open),
        entry(daysAgo(Math.ceil(ageDays / 2)), higherPrice(row.price, 1.05, sale), open),
        entry(daysAgo(3), row.price, open),
      ];
    case 'drop':
      return [entry(published, higherPrice(row.price, 1.07, sale), open), entry(daysAgo(2), row.price, open)];
    case 'dropThenOption':
      return [
        entry(published, higherPrice(row.price, 1.06, sale), open),
        entry(daysAgo(Math.ceil(ageDays / 2)), row.price, open),
        entry(daysAgo(4), row.price, row.transactionId),
      ];
    case 'option':
      return [entry(published, row.price, open), entry(daysAgo(5), row.price, row.transactionId)];
  }
}

const isCandidate = (row: EstateRow, today: Date): row is EstateRow & { price: number } =>
  row.parentId === null &&
  !row.project &&
  row.price !== null &&
  row.price !== undefined &&
  row.summary.pictures.length > 0 &&
  row.doc.fields.financial?.vat_regime !== true &&
  today.getTime() - row.publicationDate.getTime() >= MIN_AGE_DAYS * DAY_MS;

/** The site's rows, a few with a history in both their summary and their detail. */
export function withPriceHistories(rows: EstateRow[], today: Date): EstateRow[] {
  const newestFirst = rows.filter((row) => isCandidate(row, today)).sort((a, b) => b.publicationDate.getTime() - a.publicationDate.getTime());
  const stories = new Map<number, Story>();
  for (const { transactionId, stories: wanted } of casting) {
    newestFirst
      .filter((row) => row.transactionId === transactionId)
      .slice(0, wanted.length)
      .forEach((row, index) => stories.set(row.id, wanted[index]!));
  }
  return rows.map((row) => {
    const story = stories.get(row.id);
    if (!story || !isCandidate(row, today)) return row;
    const history = historyOf(story, row, today);
    return { ...row, summary: { ...row.summary, history }, doc: { ...row.doc, history } };
  });
}
