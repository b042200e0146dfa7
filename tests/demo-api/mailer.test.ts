import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { backoffMs, deliverOutbox, headerSafe, smtpTransport, startMailer, type MailTransport, type OutgoingMail } from '@/lib/demo-api/mailer';
import { outbox } from '@/lib/demo-api/db/schema';
import { mailHeader, SmtpSink } from '../support/smtp-sink';
import { CLOCK, openTestDb, rows } from './helpers';
import { freePort } from '../support/free-port';

const FROM = 'Immo Test <no-reply@agency.example>';

async function clearOutbox() {
  const { db } = await openTestDb();
  await db.delete(outbox);
}

async function queue(count: number, subject = 'Nieuw bericht') {
  const { db } = await openTestDb();
  await db.insert(outbox).values(
    Array.from({ length: count }, (_, i) => ({ siteId: 1, kind: 'contact' as const, to: `agent${i}@agency.example`, subject: `${subject} ${i}`, body: `Bericht ${i}`, createdAt: CLOCK })),
  );
}

const at = (ms: number) => new Date(CLOCK.getTime() + ms);

beforeAll(async () => {
  await openTestDb();
}, 60_000);
afterEach(clearOutbox);

describe('backoffMs', () => {
  it('doubles from 2 s and stops growing at 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(600_000);
  });
});

describe('headerSafe', () => {
  it('folds CR, LF and other control characters into spaces, so no header can be added', () => {
    expect(headerSafe('Hallo\r\nBcc: evil@example.com')).toBe('Hallo Bcc: evil@example.com');
    expect(headerSafe('a\u0000b\tc')).toBe('a b c');
  });
});

describe('deliverOutbox', () => {
  it('sends what is due, marks it sent, and sends nothing twice', async () => {
    await queue(3);
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    const { db } = await openTestDb();
    expect(await deliverOutbox(db, transport, { now: at(0), from: FROM })).toEqual({ sent: 3, failed: 0 });
    expect(await deliverOutbox(db, transport, { now: at(1000), from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['agent0@agency.example', 'agent1@agency.example', 'agent2@agency.example']);
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(3);
    const left = await rows<{ n: number }>('select count(*)::int as n from outbox where sent_at is null');
    expect(left[0]?.n).toBe(0);
  });

  it('after a failure waits for the back-off, then tries again', async () => {
    await queue(1);
    const { db } = await openTestDb();
    let up = false;
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        if (!up) throw new Error('connect ECONNREFUSED');
        sent.push(mail.to);
      },
    };
    expect(await deliverOutbox(db, transport, { now: at(0), from: FROM })).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows<{ attempts: number; last_error: string }>('select attempts, last_error from outbox');
    expect(row).toEqual({ attempts: 1, last_error: 'connect ECONNREFUSED' });
    up = true;
    // Before the back-off has passed nothing is tried.
    expect(await deliverOutbox(db, transport, { now: at(backoffMs(1) - 1), from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverOutbox(db, transport, { now: at(backoffMs(1)), from: FROM })).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['agent0@agency.example']);
  });
});

describe('the mailer against a real SMTP server', () => {
  const sink = new SmtpSink();
  afterAll(() => sink.stop());

  it('delivers every queued mail exactly once when the server comes back after being down', async () => {
    await queue(5);
    const port = await freePort();
    const { db } = await openTestDb();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);

    // Down: nothing is lost, nothing is sent.
    expect((await deliverOutbox(db, transport, { now: at(0), from: FROM })).failed).toBe(1);
    expect((await deliverOutbox(db, transport, { now: at(backoffMs(1)), from: FROM })).failed).toBe(1);

    // Up again on the same address: the next rounds drain the queue.
    await sink.start(port);
    let now = at(backoffMs(1) + backoffMs(2));
    for (let round = 0; round < 5; round++) {
      await deliverOutbox(db, transport, { now, from: FROM });
      now = new Date(now.getTime() + 1000);
    }
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `agent${i}@agency.example`));
    const ids = sink.received.map((m) => mailHeader(m.raw, 'Message-ID'));
    expect(new Set(ids).size).toBe(5);
    const unsent = await rows<{ n: number }>('select count(*)::int as n from outbox where sent_at is null');
    expect(unsent[0]?.n).toBe(0);
  });

  it('never lets a subject add a header', async () => {
    const sink = new SmtpSink();
    const port = await sink.start();
    onTestFinished(() => sink.stop());
    const { db } = await openTestDb();
    await db.insert(outbox).values({ siteId: 1, kind: 'send-to-a-friend', to: 'friend@example.be', subject: 'Kijk eens\r\nBcc: evil@example.com', body: 'Hallo', createdAt: CLOCK });
    await deliverOutbox(db, smtpTransport(`smtp://127.0.0.1:${port}`), { now: at(0), from: FROM });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toEqual(['friend@example.be']);
    expect(mailHeader(mail.raw, 'Bcc')).toBeNull();
    expect(mailHeader(mail.raw, 'Subject')).toBe('Kijk eens Bcc: evil@example.com');
  });
});

describe('startMailer', () => {
  it('runs one round at a time: kicks that come together send each mail once', async () => {
    await queue(4);
    const { db } = await openTestDb();
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
    };
    const mailer = startMailer({ db, transport, from: FROM, clock: () => at(0), intervalMs: 60_000 });
    mailer.kick();
    mailer.kick();
    mailer.kick();
    await mailer.idle();
    mailer.stop();
    expect(sent.sort()).toEqual([0, 1, 2, 3].map((i) => `agent${i}@agency.example`));
  });

  it('when stopped mid-round, finishes and marks the mail being sent, and leaves the rest queued', async () => {
    await queue(3);
    const { db } = await openTestDb();
    const sent: string[] = [];
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sending();
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(mail.to);
      },
    };
    const mailer = startMailer({ db, transport, from: FROM, clock: () => at(0), intervalMs: 60_000 });
    mailer.kick();
    await started;
    mailer.stop();
    await mailer.idle();
    expect(sent).toEqual(['agent0@agency.example']);
    const unsent = await rows<{ to: string }>('select "to" from outbox where sent_at is null order by id');
    expect(unsent.map((row) => row.to)).toEqual(['agent1@agency.example', 'agent2@agency.example']);
  });
});
