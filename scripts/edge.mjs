// `npm run edge`: the Varnish edge (deploy/varnish/default.vcl) in front of the app, beside `npm start`,
// to see the site as production serves it (docs/edge.md).
//   npm run edge -- [--listen 8080] [--backend 127.0.0.1:3000]… [--param timeout_idle=600]…
import { parseArgs } from 'node:util';
import { startEdge } from './lib/edge.mjs';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '8080' },
    backend: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
    param: { type: 'string', multiple: true, default: [] },
  },
});
const params = Object.fromEntries(values.param.map((pair) => pair.split('=', 2)));
const listen = Number(values.listen);
if (!Number.isInteger(listen) || listen < 0 || listen > 65535) {
  console.error(`--listen takes a port, not ${values.listen}`);
  process.exit(2);
}

console.log(`Starting Varnish on http://localhost:${listen} in front of ${values.backend.join(', ')}…`);
let edge;
try {
  edge = await startEdge({ listen, backends: values.backend, params });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`The edge answers on ${edge.url} (a second demo site: http://ardenne.localhost:${edge.port}).`);
console.log(`Its log: varnishlog -n ${edge.name}   Stop: Ctrl-C`);

let stopping = false;
void edge.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(`varnishd stopped (${signal ?? `exit ${code}`}):\n${edge.output().trim()}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the edge…');
    await edge.stop();
    process.exit(0);
  });
}
