// Nothing patches Node, Next or globals: no assignment to a prototype of http.Server or ServerResponse, to
// globalThis.fetch or to console, outside the tests. eslint.config.mjs forbids the plain forms; this walks
// every source file for the forms a lint selector cannot see (a method name in a variable).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components', 'lib', 'scripts', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'server.mjs', 'next.config.ts', 'cache-handler.mjs'];

function sources(path: string): string[] {
  if (statSync(path).isFile()) return /\.(ts|tsx|mjs|js)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

const PATCHES = [
  { what: 'a prototype', pattern: /\.prototype(\.\w+|\[[^\]]+\])?\s*=[^=]/ },
  { what: 'the global fetch', pattern: /\b(globalThis|global|window)\.fetch\s*=[^=]/ },
  { what: 'console', pattern: /\bconsole(\.\w+|\[[^\]]+\])\s*=[^=]/ },
  { what: 'a server’s emit or a response’s write methods', pattern: /\.(emit|writeHead|write|end)\s*=\s*(function|\()/ },
  { what: 'a method of a console given as a parameter', pattern: /\btarget\[method\]\s*=/ },
];

describe('the source', () => {
  it('patches no prototype, global fetch, console or server method', () => {
    const found: string[] = [];
    for (const file of ROOTS.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const { what, pattern } of PATCHES) if (pattern.test(text)) found.push(`${file}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('has no in-process page cache or copy of next-intl’s routing', () => {
    const names = ROOTS.flatMap(sources);
    expect(names.filter((file) => /page-cache|fast-routing|socket-address|refresh-deadline|upstream-outage/.test(file))).toEqual([]);
  });
});
