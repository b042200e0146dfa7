// `npm run demo:publish [-- --host ardenne.localhost --count 3 --city 11002 --status FOR_SALE]`: publishes new
// listings on the running demo site (copies of recent ones, dated now) so that "keep me informed"
// subscribers get their alert mail. `-- --estate 123 --price 425000` changes a listing's price instead: a
// lower one shows the price-lowered badge and mails the subscribers whose search it matches and the visitors
// who watch it among their favourites; `-- --estate 123 --status OPTION|SOLD|RENTED` changes its status. Needs `npm start` (or dev) running with the embedded demo API, both with
// the same DEMO_ADMIN_TOKEN (from the environment or .env.local): publishing is a back-office call.
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error: console.error });

const usage = `Usage: npm run demo:publish [-- options]

Publishes new listings on the running demo site (npm start or npm run dev, with the embedded demo API),
so that "keep me informed" subscribers get their alert mail.

Options:
  --host <hostname>   the site's hostname (default: localhost; the second demo site: ardenne.localhost)
  --port <port>       the port the site listens on (default: $PORT or 3000)
  --count <n>         how many listings to publish (default: 3)
  --city <id>         publish in this city only (a city id of the demo data, e.g. 11002)
  --status <status>   FOR_SALE or TO_RENT (default: either); with --estate: OPTION, SOLD or RENTED, the
                      listing's new status (kept in its history; the badge shows on its card and page)
  --estate <id>       with --price and/or --status: change this listing instead of publishing
  --price <euro>      the listing's new price; a lower one mails its matching subscribers and the
                      visitors who watch its price among their favourites, once per address
  -h, --help          show this help
`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      host: { type: 'string', default: 'localhost' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      count: { type: 'string', default: '3' },
      city: { type: 'string' },
      status: { type: 'string' },
      estate: { type: 'string' },
      price: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  // An unknown or incomplete option: say which, and how to call it, instead of a stack trace.
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const statusChanges = ['OPTION', 'SOLD', 'RENTED'];
const editing = values.estate !== undefined;
if (
  (values.price !== undefined && !editing) ||
  (editing && values.price === undefined && values.status === undefined) ||
  (editing && !/^\d+$/.test(values.estate)) ||
  (values.price !== undefined && !/^[1-9]\d*$/.test(values.price)) ||
  (editing && values.status !== undefined && !statusChanges.includes(values.status))
) {
  console.error(`--estate takes a listing id with --price (a whole number of euros) and/or --status (OPTION, SOLD or RENTED).\n\n${usage}`);
  process.exit(2);
}
if (!/^[1-9]\d*$/.test(values.count) || (values.city !== undefined && !/^\d+$/.test(values.city))) {
  console.error(`--count takes a positive whole number and --city a city id.\n\n${usage}`);
  process.exit(2);
}
const token = process.env.DEMO_ADMIN_TOKEN;
if (!token) {
  console.error('Set DEMO_ADMIN_TOKEN (at least 16 characters) for the server and this command: publishing is a back-office call.');
  process.exit(1);
}
const base = `http://127.0.0.1:${values.port}/demo-api`;

const siteResponse = await fetch(`${base}/sites/by-hostname/${encodeURIComponent(values.host)}`, { headers: { 'X-SITE': '0' } }).catch(() => null);
if (!siteResponse?.ok) {
  console.error(`No demo site answers for ${values.host} on port ${values.port}: start the site first (npm start).`);
  process.exit(1);
}
const site = await siteResponse.json();

/**
 * Tells the site what changed, as an agency's back office would (POST /api/revalidate), when the server's
 * REVALIDATE_SECRET is known here too: the lists and the listing's pages show the change at once.
 * Without it they show it once their cached answers expire (30 s).
 */
async function announce(change) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return false;
  const response = await fetch(`http://127.0.0.1:${values.port}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ siteId: site.id, resource: 'estate', ...change }),
  }).catch(() => null);
  return Boolean(response?.ok);
}
if (editing) {
  const change = { ...(values.price !== undefined ? { price: Number(values.price) } : {}), ...(values.status !== undefined ? { status: values.status } : {}) };
  const response = await fetch(`${base}/sites/${site.id}/demo/estates/${values.estate}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'X-SITE': String(site.id), authorization: `Bearer ${token}` },
    body: JSON.stringify(change),
  });
  const answer = await response.json();
  if (!response.ok) {
    console.error(`Changing the listing failed (${response.status}):`, answer);
    process.exit(1);
  }
  console.log(`${site.name}: listing ${answer.id} now costs ${answer.price} euros, status ${answer.status} (transaction ${answer.transactionId}); ${answer.alerts} price-drop alert(s) queued.`);
  console.log((await announce({ id: answer.id })) ? 'The site shows it now.' : 'The site shows it within 30 s (set REVALIDATE_SECRET to show it at once).');
  process.exit(0);
}
const body = { count: Number(values.count), ...(values.city ? { cityId: Number(values.city) } : {}), ...(values.status ? { status: values.status } : {}) };
const response = await fetch(`${base}/sites/${site.id}/demo/publish`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'X-SITE': String(site.id), authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});
const answer = await response.json();
if (!response.ok) {
  console.error(`Publishing failed (${response.status}):`, answer);
  process.exit(1);
}
console.log(`${site.name}: published ${answer.published.length} listing(s) (${answer.published.join(', ')}); ${answer.alerts} subscriber alert(s) queued.`);
console.log((await announce({})) ? 'They show in the lists now.' : 'They show in the lists within 30 s (the site caches searches that long; set REVALIDATE_SECRET to show them at once).');
