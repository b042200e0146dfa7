import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under a folder of the app. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('next-intl on the browser side', () => {
  it('no server component renders next-intl’s Link, which fails without the next-intl provider the layout no longer gives every page', () => {
    const offenders = ['app', 'components', 'lib']
      .flatMap(sourceFiles)
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return !/^['"]use client['"]/m.test(source) && /import \{[^}]*\b(Client)?Link\b[^}]*\} from '@\/lib\/i18n\/navigation'/.test(source);
      });
    expect(offenders).toEqual([]);
  });

  it('the layout gives no next-intl messages to the browser: its client leaves get formatted texts', () => {
    const layout = readFileSync('app/[site]/[locale]/layout.tsx', 'utf8');
    expect(layout).not.toMatch(/<(ClientMessages|NextIntlClientProvider)\b/);
  });
});
