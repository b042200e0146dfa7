import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/demo-publish.mjs', import.meta.url));
// Port 1 never has a demo site: a call that gets past the options fails fast, without side effects.
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, PORT: '1' }, timeout: 15_000 });

describe('npm run demo:publish', () => {
  it.each(['--help', '-h'])('%s prints how to call it and exits 0, without calling the site', (flag) => {
    const result = run(flag);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run demo:publish');
    expect(result.stdout).toContain('--host');
    expect(result.stderr).toBe('');
  });

  it('names an unknown option and shows the usage instead of a stack trace', () => {
    const result = run('--bogus');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--bogus'");
    expect(result.stderr).toContain('Usage: npm run demo:publish');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a count that is not a positive whole number', () => {
    const result = run('--count', 'three');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--count');
  });

  it('takes --estate with --price (whole euros) and/or --status (OPTION, SOLD, RENTED) to change a listing', () => {
    expect(run('--help').stdout).toContain('--price');
    expect(run('--help').stdout).toMatch(/OPTION, SOLD or RENTED/);
    for (const args of [
      ['--estate', '12'],
      ['--price', '400000'],
      ['--estate', 'x', '--price', '400000'],
      ['--estate', '12', '--price', '-5'],
      ['--estate', '12', '--status', 'FOR_SALE'],
      ['--estate', '12', '--status', 'option'],
    ]) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('--estate');
    }
  });

  it('gets past its checks with a status change alone, and then needs the running site', () => {
    const result = spawnSync(process.execPath, [script, '--estate', '12', '--status', 'SOLD'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '1', DEMO_ADMIN_TOKEN: 'a-token-of-sixteen-chars' },
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No demo site answers');
  });
});
