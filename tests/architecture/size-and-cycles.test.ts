import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const ROOT_FILES = ['proxy.ts', 'server.mjs', 'instrumentation.ts', 'instrumentation-client.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];

const COMPONENT_MAX_LINES = 250;
const SOURCE_MAX_LINES = 300;

/** The demo API's seed is its data set: rows to insert, not code. */
const DATA_FOLDERS = ['lib/demo-api/seed/'];

/**
 * Files that are tables rather than logic, so their length follows the data they hold. Each needs a reason:
 * a new entry is a decision, not a way round the limit.
 */
const DATA_FILES: Record<string, string> = {
  // The listing field catalogue of document 001: field-type codes, enumerations and the field definitions
  // per group; the few lookups below the tables only read them.
  'lib/estates/detail/field-catalogue.ts': 'field catalogue data',
  // The demo database's table declarations, which drizzle-kit reads (one file, drizzle.config.ts) to write migrations.
  'lib/demo-api/db/schema.ts': 'database table declarations',
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function sourceFiles(): string[] {
  const rootFiles = ROOT_FILES.map((name) => path.join(ROOT, name)).filter((file) => existsSync(file));
  return [...SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir))), ...rootFiles];
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** A component is a .tsx file: it renders, and the style's 250-line bound is for what renders. */
function tooLong(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const name = relative(file);
    if (DATA_FOLDERS.some((folder) => name.startsWith(folder)) || name in DATA_FILES) return [];
    const lines = lineCount(readFileSync(file, 'utf8'));
    const max = name.endsWith('.tsx') ? COMPONENT_MAX_LINES : SOURCE_MAX_LINES;
    return lines > max ? [`${name}: ${lines} lines (at most ${max})`] : [];
  });
}

// `import … from`, `export … from` (names, braces, `*`, `as`, `type` only: never spans another statement)
// and bare `import 'x'`. Type-only imports count: they run nothing, but two modules that know each other
// are one module in two files. Dynamic `import()` is left out on purpose: it loads later, so it cannot
// close a cycle at load time, and it is how the map's loader keeps leaflet out of its parent's chunk.
const FROM = /^\s*(?:import|export)\s+[\w$*{},\s]*?\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;

function importsOf(text: string): string[] {
  return [...text.matchAll(FROM), ...text.matchAll(BARE)].flatMap(([, specifier]) => (specifier ? [specifier] : []));
}

function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importsOf(readFileSync(file, 'utf8')).map((specifier) => resolveImport(file, specifier, known));
      return [file, [...new Set(targets.filter((target): target is string => target !== null))]];
    }),
  );
}

/** Every cycle a depth-first search closes (one per back edge), as the files around it. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('module size and import cycles', () => {
  const files = sourceFiles();

  it('keeps every component within 250 lines and every other source file within 300, data files aside', () => {
    expect(tooLong(files)).toEqual([]);
  });

  it('lists only data files that exist and are still over the bound, so the allowlist cannot go stale', () => {
    const stale = Object.keys(DATA_FILES).filter((name) => {
      const file = path.join(ROOT, name);
      return !existsSync(file) || lineCount(readFileSync(file, 'utf8')) <= SOURCE_MAX_LINES;
    });
    expect(stale).toEqual([]);
  });

  it('has no import cycle among the app, components and lib modules', () => {
    const cycles = findCycles(importGraph(files)).map((cycle) => cycle.map(relative).join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('reads every static import, type-only ones included, and reports the files around a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    const source = "import type { A } from '@/x';\nimport {\n  B,\n  type C,\n} from './y';\nexport * from './z';\nimport './w.css';\nconst later = () => import('./v');";
    expect(importsOf(source)).toEqual(['@/x', './y', './z', './w.css']);
  });
});
