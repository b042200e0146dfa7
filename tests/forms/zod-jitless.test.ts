import { describe, expect, it } from 'vitest';

describe('Zod without eval in the browser (instrumentation-client.ts)', () => {
  it('reaches Zod through its global settings object, without importing Zod', async () => {
    await import('@/instrumentation-client');
    const { config } = await import('zod/v4/core');
    // Had Zod moved its settings elsewhere, forms would probe `new Function` again and the CSP would report it.
    expect(config().jitless).toBe(true);
  });
});
