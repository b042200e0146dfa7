import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

// Without a config of its own, `next build bench/blank-next` finds the site's next.config.ts further up and
// builds the fixture with the site's settings: this file keeps the floor a blank app's.
const fixture = __dirname;
const modules = realpathSync(path.resolve(fixture, '../../node_modules'));

/** The deepest folder holding both paths. */
function commonFolder(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared++;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

// Turbopack compiles only files under its root: the root must hold the project's node_modules even where
// that folder is a link to another checkout's (a git worktree).
const root = commonFolder(fixture, path.dirname(modules));

const nextConfig: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
