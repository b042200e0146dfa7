import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const RECORD = 'docs/runtime-and-advisories.md';
const COMPILED = path.join(ROOT, 'node_modules/next/dist/compiled');

/**
 * The check react-server-dom-* 19.3.1 added against typed arrays sharing a buffer (GHSA-xqc2-xf4c-x3h3): absent
 * from 19.3.0, and kept by name in every build, production ones included (their error texts are codes).
 */
const TYPED_ARRAY_FIX = 'supportsArrayBufferDetached';

const record = () => readFileSync(path.join(ROOT, RECORD), 'utf8');
const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The installed-version column of the record's dependency table, by package name. */
function recordedVersions(text: string): Map<string, string> {
  const versions = new Map<string, string>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, names, installed] = cells;
    if (!names || !installed || !/^\d+\.\d+\.\d+$/.test(installed)) continue;
    for (const name of names.split(',')) versions.set(name.trim(), installed);
  }
  return versions;
}

/** The React version Next's own copy of React reports (its package.json carries none). */
function bundledReactBuild(): string {
  const source = readFileSync(path.join(COMPILED, 'react/cjs/react.react-server.production.js'), 'utf8');
  const version = /exports\.version = "([^"]+)"/.exec(source)?.[1];
  if (!version) throw new Error('No version string in Next’s bundled React build');
  return version;
}

describe(`the runtime record (${RECORD})`, () => {
  it('names the React build that Next bundles, as installed', () => {
    expect(record(), `Next now bundles React ${bundledReactBuild()}: redo the check in ${RECORD}`).toContain(
      `**\`${bundledReactBuild()}\`**`,
    );
  });

  it('lists every runtime dependency at its installed version', () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const recorded = recordedVersions(record());
    const stale = Object.keys(dependencies)
      .filter((name) => recorded.get(name) !== installedVersion(name))
      .map((name) => `${name}: installed ${installedVersion(name)}, recorded ${recorded.get(name) ?? 'nothing'}`);
    expect(stale, `redo the check in ${RECORD}`).toEqual([]);
  });
});

describe('Next’s bundled React Server Components', () => {
  it('every server build carries the fix for remote code execution through typed arrays (React 19.3.1)', () => {
    const builds = globSync('react-server-dom-*/cjs/*-server.*.js', { cwd: COMPILED });
    expect(builds.length).toBeGreaterThan(0);
    const unfixed = builds.filter((build) => !readFileSync(path.join(COMPILED, build), 'utf8').includes(TYPED_ARRAY_FIX));
    expect(unfixed).toEqual([]);
  });
});
