import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLANK_APP_DIR, blankBuildIsCurrent } from '@/scripts/lib/blank-app.mjs';

let root: string;

/** A file under the temporary project, modified at `second` (seconds after the epoch). */
function file(path: string, second: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, second, second);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'blank-app-'));
  file('package-lock.json', 1_000);
  file(`${BLANK_APP_DIR}/app/layout.tsx`, 1_000);
  file(`${BLANK_APP_DIR}/app/page.tsx`, 1_000);
  file(`${BLANK_APP_DIR}/next.config.ts`, 1_000);
  file(`${BLANK_APP_DIR}/tsconfig.json`, 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the blank Next app is built again only when its build is missing or stale (scripts/lib/blank-app.mjs)', () => {
  it('builds when there is no build', () => {
    expect(blankBuildIsCurrent(root)).toBe(false);
  });

  it('keeps a build newer than every source', () => {
    file(`${BLANK_APP_DIR}/.next/BUILD_ID`, 2_000);
    expect(blankBuildIsCurrent(root)).toBe(true);
  });

  it('builds again when a page, however deep, changed after the build', () => {
    file(`${BLANK_APP_DIR}/.next/BUILD_ID`, 2_000);
    file(`${BLANK_APP_DIR}/app/nested/page.tsx`, 3_000);
    expect(blankBuildIsCurrent(root)).toBe(false);
  });

  it('builds again when the config changed after the build', () => {
    file(`${BLANK_APP_DIR}/.next/BUILD_ID`, 2_000);
    file(`${BLANK_APP_DIR}/next.config.ts`, 3_000);
    expect(blankBuildIsCurrent(root)).toBe(false);
  });

  it('builds again after an install (the lockfile changed): the floor is the installed Next and React', () => {
    file(`${BLANK_APP_DIR}/.next/BUILD_ID`, 2_000);
    file('package-lock.json', 3_000);
    expect(blankBuildIsCurrent(root)).toBe(false);
  });

  it('does not count the build output itself, nor the site’s own sources, as a source', () => {
    file(`${BLANK_APP_DIR}/.next/BUILD_ID`, 2_000);
    file(`${BLANK_APP_DIR}/.next/server/app/index.html`, 3_000);
    file('app/[locale]/page.tsx', 3_000);
    expect(blankBuildIsCurrent(root)).toBe(true);
  });
});
