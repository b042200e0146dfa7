// The demo API's outbox as the process's metrics show it (demo_api_outbox_depth,
// demo_api_mail_failures_total), wired at start by instrumentation.ts: the demo API imports none of it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import { outbox } from '@/lib/demo-api/db/schema';
import { deliverOutbox, type MailTransport } from '@/lib/demo-api/mailer';
import { metrics } from '@/lib/metrics/registry.mjs';
import { countOf } from '../support/metrics';
import { CLOCK, openTestDb } from './helpers';

const FROM = 'Immo Test <no-reply@agency.example>';

async function queue(count: number) {
  const { db } = await openTestDb();
  await db.insert(outbox).values(Array.from({ length: count }, (_, i) => ({ siteId: 1, kind: 'contact' as const, to: `agent${i}@agency.example`, subject: 'Nieuw bericht', body: 'Bericht', createdAt: CLOCK })));
}

beforeAll(async () => {
  await openTestDb();
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  await register();
  vi.unstubAllEnvs();
}, 60_000);

afterEach(async () => {
  const { db } = await openTestDb();
  await db.delete(outbox);
});

describe('the outbox metrics', () => {
  it('read the mail waiting when scraped, and none once it is sent', async () => {
    await queue(3);
    expect(await metrics().registry.metrics()).toMatch(/^demo_api_outbox_depth 3$/m);
    const { db } = await openTestDb();
    await deliverOutbox(db, { sendMail: async () => {} }, { now: CLOCK, from: FROM });
    expect(await metrics().registry.metrics()).toMatch(/^demo_api_outbox_depth 0$/m);
  });

  it('count a mail the server did not accept', async () => {
    await queue(2);
    const down: MailTransport = { sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const { db } = await openTestDb();
    const before = await countOf(metrics().mailFailures);
    await deliverOutbox(db, down, { now: CLOCK, from: FROM });
    expect(await countOf(metrics().mailFailures)).toBe(before + 1);
  });
});
