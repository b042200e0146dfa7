// `npm run bench:profile`: where the server's CPU time of one warm page view goes, against /healthz's. Starts the
// production build (server.mjs, embedded demo API) with the inspector, then for each measured path: 2 s of
// warm-up at 10 connections unmeasured, then `--duration` seconds at 10 connections with V8's sampling
// profiler on (1 ms samples). Prints the CPU ms per answer (every sample but idle), and the functions that
// spend it, bottom-up (self time), per answer, side by side. `--json FILE` keeps the table.
// Usage: npm run bench:profile -- [--port 3440] [--duration 8] [--path /nl/over-ons] [--top 30]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { canonicalPath, demoApi, ensureBuild, startDemoServer } from './demo-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3440' },
    'inspect-port': { type: 'string' },
    duration: { type: 'string', default: '8' },
    path: { type: 'string', multiple: true },
    top: { type: 'string', default: '30' },
    json: { type: 'string' },
    // One more window of the last path as a browser asks for it (Accept-Encoding: gzip, deflate, br).
    compressed: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const inspectPort = values['inspect-port'] ?? String(Number(values.port) + 9);

ensureBuild();
const { site, base, stop } = await startDemoServer({
  port: values.port,
  dataDir: '.data/profile',
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim() },
});

/** The inspector of the server process (the one whose title is next-server, else the first). */
async function connectInspector() {
  const targets = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  // Node 22+ has WebSocket built in; Node 20 (this machine) takes `ws` (a dependency of Next's tooling).
  const Socket = globalThis.WebSocket ?? (await import('ws')).default;
  const socket = new Socket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  return {
    send(method, params = {}) {
      return new Promise((resolve, reject) => {
        const messageId = ++id;
        pending.set(messageId, (message) => (message.error ? reject(new Error(message.error.message)) : resolve(message.result)));
        socket.send(JSON.stringify({ id: messageId, method, params }));
      });
    },
    close: () => socket.close(),
  };
}

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

function load(path, seconds, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, duration: seconds, connections: 10, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A function's name as the table shows it: name, file (last two parts) and line. */
function label(frame) {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
  return `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/** Self and inclusive time per function (ms), and the total CPU time (every sample but idle), from one profile. */
function times(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let cpu = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    if (node.callFrame.functionName === '(idle)') continue;
    cpu += ms;
    const key = label(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const frame = label(byId.get(id).callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
    }
  }
  return { cpu, self, inclusive };
}

async function firstDetailPath() {
  const { results } = await demoApi(base, site, '/estates', { body: { filter: { query: {} }, sort: { type: 'date', order: 'DESC' }, limit: 20, offset: 0 } });
  return canonicalPath(base, `/nl/aanbod/${results.find((e) => !e.general.project).general.id}`);
}

const paths = ['/healthz', ...(values.path ?? [await firstDetailPath()])];
const inspector = await connectInspector();
await inspector.send('Profiler.enable');
await inspector.send('Profiler.setSamplingInterval', { interval: 1000 });
const windows = paths.map((path) => ({ path, headers: {} }));
if (values.compressed) windows.push({ path: paths.at(-1), headers: BROWSER_ENCODINGS, name: `gzip ${paths.at(-1)}` });
const measured = [];
for (const { path, headers, name } of windows) {
  await load(path, 2, headers);
  await inspector.send('Profiler.start');
  const result = await load(path, duration, headers);
  const { profile } = await inspector.send('Profiler.stop');
  if (values.json) writeFileSync(`${values.json.replace(/\.json$/, '')}-${measured.length}.cpuprofile`, JSON.stringify(profile));
  const { cpu, self, inclusive } = times(profile);
  const views = result.requests.total;
  const perView = (map) => new Map([...map].map(([k, v]) => [k, v / views]));
  measured.push({ path: name ?? path, views, rps: result.requests.average, failed: result.non2xx + result.errors, cpuMs: cpu, perView: cpu / views, self, selfPerView: perView(self), inclusivePerView: perView(inclusive) });
}
inspector.close();
stop();

for (const m of measured) {
  console.log(`${m.path}: ${m.views} answers (${m.rps.toFixed(1)} req/s, ${m.failed} failed), ${m.cpuMs.toFixed(0)} ms CPU, ${m.perView.toFixed(3)} ms per answer`);
}
/** The `top` functions by the largest figure in any column. */
function table(title, field) {
  const keys = new Map();
  for (const m of measured) for (const [key, ms] of m[field]) keys.set(key, Math.max(keys.get(key) ?? 0, ms));
  const top = [...keys].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
  console.log(`\n${title} ms per answer (top ${values.top}):`);
  console.log(`${measured.map((m) => m.path.slice(0, 14).padStart(14)).join(' ')}  function`);
  for (const [key] of top) console.log(`${measured.map((m) => (m[field].get(key) ?? 0).toFixed(4).padStart(14)).join(' ')}  ${key}`);
}
table('self (bottom-up)', 'selfPerView');
table('inclusive', 'inclusivePerView');
if (values.json) {
  const plain = (m) => ({ path: m.path, views: m.views, rps: m.rps, failed: m.failed, cpuMs: m.cpuMs, perView: m.perView, selfPerView: Object.fromEntries(m.selfPerView), inclusivePerView: Object.fromEntries(m.inclusivePerView) });
  writeFileSync(values.json, JSON.stringify(measured.map(plain), null, 1));
}
process.exit(0);
