import { vi } from 'vitest';

/**
 * lib/env as a fresh process would load it with `vars` set: it validates process.env once and keeps the
 * result, so each case needs a new copy of the module. The caller undoes the variables (vi.unstubAllEnvs).
 */
export async function envWith(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  return import('@/lib/env');
}
