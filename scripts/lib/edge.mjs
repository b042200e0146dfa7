// Runs the Varnish edge (deploy/varnish/default.vcl) in front of app instances: `npm run edge` on a
// developer's machine and the edge's tests (tests/edge). The deployment's part of the VCL (site.vcl:
// backends, ACLs, the routing hook) is written from the options into a fresh working directory that
// comes first on varnishd's vcl_path, so the committed deploy/varnish/site.vcl stays the example.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VCL_DIR = fileURLToPath(new URL('../../deploy/varnish/', import.meta.url));
const INSTALL_HINT = 'Install Varnish 7 and its modules (xkey): `apt-get install varnish varnish-modules`.';

/** varnishd: the Debian package's path, else the first on PATH; a clear error naming the packages otherwise. */
export function findVarnishd(explicit) {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (explicit) {
    if (executable(explicit)) return explicit;
    throw new Error(`No varnishd at ${explicit}. ${INSTALL_HINT}`);
  }
  const candidates = ['/usr/sbin/varnishd', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'varnishd'))];
  const found = candidates.find(executable);
  if (!found) throw new Error(`varnishd was not found (looked in /usr/sbin and on PATH). ${INSTALL_HINT}`);
  return found;
}

/** `host:port` or `[v6]:port` → the parts a VCL backend takes. */
function hostPort(address) {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):([0-9]{1,5})$/.exec(address);
  if (!match) throw new Error(`A backend is host:port (127.0.0.1:3000, [::1]:3000), not ${JSON.stringify(address)}`);
  return { host: match[1] ?? match[2], port: match[3] };
}

function aclEntry(address) {
  if (!/^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(address)) throw new Error(`An ACL entry is an address or a network, not ${JSON.stringify(address)}`);
  const [ip, bits] = address.split('/');
  return bits ? `"${ip}"/${bits};` : `"${ip}";`;
}

/** The deployment's VCL (the shape of deploy/varnish/site.vcl) for these options. */
export function siteVcl({ backends, purgers, tlsTerminators, siteRecv = '', extraBackends = {} }) {
  if (backends.length === 0) throw new Error('The edge needs at least one app backend');
  const apps = backends.map((address, i) => {
    const { host, port } = hostPort(address);
    return `backend app_${i + 1} { .host = "${host}"; .port = "${port}"; .probe = app_health; }`;
  });
  const extras = Object.entries(extraBackends).map(([name, address]) => {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name) || /^app(_|$)/.test(name)) throw new Error(`A backend name is a VCL identifier not starting with app, not ${JSON.stringify(name)}`);
    const { host, port } = hostPort(address);
    return `backend ${name} { .host = "${host}"; .port = "${port}"; }`;
  });
  return `# Written by scripts/lib/edge.mjs for this run; the example is deploy/varnish/site.vcl.
probe app_health {
	.url = "/healthz";
	.interval = 2s;
	.timeout = 2s;
	.window = 5;
	.threshold = 2;
	.initial = 2;
}

${[...apps, ...extras].join('\n')}

sub vcl_init {
	new app = directors.round_robin();
${backends.map((_, i) => `\tapp.add_backend(app_${i + 1});`).join('\n')}
}

acl purgers {
${purgers.map((address) => `\t${aclEntry(address)}`).join('\n')}
}

acl tls_terminators {
${tlsTerminators.map((address) => `\t${aclEntry(address)}`).join('\n')}
}

sub site_recv {
${siteRecv}
}
`;
}

/** A port nothing listens on now, from the OS. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Whether varnishd answers with its VCL loaded: `OPTIONS *` is a request no page takes, so the edge
 * answers it itself (400) without asking the app.
 */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n')) done(/^HTTP\/1\.1 \d{3} /.test(text));
    });
    socket.on('end', () => done(false));
  });
}

/**
 * Starts varnishd in the foreground of its own process group and resolves once it answers. `listen: 0`
 * takes a free port; `proxyListen` adds a port that speaks the PROXY protocol. `stop()` ends the group
 * and removes the working directory.
 */
export async function startEdge({
  listen = 8080,
  proxyListen,
  backends = ['127.0.0.1:3000'],
  purgers = ['127.0.0.1', '::1'],
  tlsTerminators = ['127.0.0.1', '::1'],
  siteRecv = '',
  extraBackends = {},
  storage = 'malloc,256m',
  workDir = os.tmpdir(),
  varnishd,
  startTimeoutMs = 30_000,
  params = {},
} = {}) {
  const binary = findVarnishd(varnishd);
  const site = siteVcl({ backends, purgers, tlsTerminators, siteRecv, extraBackends });
  const port = listen === 0 ? await freePort() : listen;
  const proxyPort = proxyListen === 0 ? await freePort() : proxyListen;
  const dir = await mkdtemp(path.join(workDir, 'edge-'));
  // Run as root, varnishd compiles the VCL as its own unprivileged user, which must read this site.vcl:
  // one it cannot read is skipped on vcl_path, and the committed example would be used instead.
  await chmod(dir, 0o755);
  const name = path.join(dir, 'n');
  await writeFile(path.join(dir, 'site.vcl'), site, { mode: 0o644 });

  const args = [
    '-F',
    '-f', path.join(VCL_DIR, 'default.vcl'),
    '-p', `vcl_path=${dir}:${VCL_DIR}`,
    '-n', name,
    '-a', `127.0.0.1:${port}`,
    '-s', storage,
    // Where a TLS terminator connects with the PROXY protocol, as in production (docs/edge.md).
    ...(proxyPort === undefined ? [] : ['-a', `127.0.0.1:${proxyPort},PROXY`]),
    // One small thread pool: the edge in front of one developer's app, or a test, not a site's traffic.
    '-p', 'thread_pools=1',
    '-p', 'thread_pool_min=20',
    // More run-time parameters (`timeout_idle` for the browser tests' long-lived connections).
    ...Object.entries(params).flatMap(([key, value]) => {
      if (!/^[a-z_]+$/.test(key) || !/^[A-Za-z0-9_.+-]+$/.test(String(value))) throw new Error(`A varnishd parameter is name=value, not ${key}=${value}`);
      return ['-p', `${key}=${value}`];
    }),
  ];
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!running) {
      const { code, signal } = await exited;
      await stop();
      throw new Error(`varnishd stopped (${signal ?? `exit ${code}`}) before answering:\n${output.trim()}`);
    }
    if (await answers(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer on 127.0.0.1:${port} within ${startTimeoutMs} ms:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, proxyPort, url: `http://127.0.0.1:${port}`, name, stop, exited, output: () => output };
}
