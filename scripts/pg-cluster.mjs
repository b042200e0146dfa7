// A throw-away PostgreSQL cluster for tests and benchmarks: initdb into a temporary folder, pg_ctl on a free
// port, removed again by stop(). Needs Debian's `postgresql` (or PG_BIN naming a folder with initdb and
// pg_ctl). PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL not found: install it (apt-get install postgresql) or set PG_BIN to the folder of initdb and pg_ctl');
  return path.join(root, newest, 'bin');
}

/** Whether a PostgreSQL to start a cluster with is installed (Debian's, or PG_BIN). */
export function postgresInstalled() {
  try {
    binDir();
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
function run(program, args, user) {
  const [command, fullArgs] = user ? ['runuser', ['-u', user, '--', program, ...args]] : [program, args];
  return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/**
 * Starts a cluster and answers its superuser URL (`postgres://postgres@127.0.0.1:PORT/postgres`) and stop().
 * @returns {Promise<{ url: string, port: number, stop: () => void }>}
 */
export async function startCluster() {
  const bin = binDir();
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-site-pg-'));
  if (user) {
    const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'], user);
  // Durability is of no use to a throw-away cluster: no fsync, and the socket in its own folder.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', 'start'], user);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

/** Quotes a database name for SQL. */
const quoted = (name) => `"${name.replace(/"/g, '')}"`;

/**
 * Makes a database in the cluster and answers its URL: empty, or a file copy of `template` (which
 * nobody may be connected to).
 * @param {string} adminUrl
 * @param {string} name
 * @param {string} [template]
 */
export async function createDatabase(adminUrl, name, template) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
