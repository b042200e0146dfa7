// The demo API's postman: sends the outbox over SMTP (nodemailer) when SMTP_URL is set. A mail is marked
// sent only after the server accepted it; a failure waits with a growing back-off and is tried again, so
// a mail server that is down for a while loses nothing. One delivery round runs at a time per process.
import nodemailer from 'nodemailer';
import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import { logger } from '@/lib/log/logger.mjs';
import { outbox } from './db/schema';
import { failureSummary } from './failure-summary';
import type { DbLike } from './db/types';

/** What the outbox needs of a mail transport: nodemailer's, or a fake in tests. */
export type MailTransport = { sendMail: (mail: OutgoingMail) => Promise<unknown> };
export type OutgoingMail = {
  /** The agency's name with MAIL_FROM's address: the visitor sees who writes, the domain stays ours. */
  from: string | { name: string; address: string };
  /** MAIL_FROM's address is the envelope sender, so bounces come back to the platform. */
  envelope: { from: string; to: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
};

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 10 * 60_000;
/** Mails per round: a long queue drains over several rounds instead of holding the database. */
const BATCH = 25;

/** Wait before attempt `attempts + 1`: 2 s, 4 s, 8 s, … at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** One line, no control characters: nothing from a visitor can add a header. */
export function headerSafe(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The address part of a sender such as `Agency website <no-reply@agency.example>`. */
export function senderAddress(from: string): string {
  return (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim();
}

/**
 * Sends what is due: unsent mail whose back-off has passed, oldest first. The Message-ID is derived from
 * the outbox row, so a receiver can tell a repeat (after a crash between sending and marking) apart.
 * Stops the round at the first failure: when the server is down the rest would fail the same way, and
 * before the next mail once `stopped` holds: the rest stay queued for the next process.
 */
export async function deliverOutbox(db: DbLike, transport: MailTransport, options: { now: Date; from: string; stopped?: () => boolean }): Promise<{ sent: number; failed: number }> {
  const { now, from, stopped = () => false } = options;
  const due = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
    .orderBy(asc(outbox.id))
    .limit(BATCH);
  let sent = 0;
  for (const mail of due) {
    if (stopped()) break;
    try {
      const address = senderAddress(from);
      await transport.sendMail({
        from: mail.fromName ? { name: headerSafe(mail.fromName), address } : from,
        envelope: { from: address, to: mail.to },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: headerSafe(mail.replyTo) } : {}),
        subject: headerSafe(mail.subject),
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<outbox-${mail.id}.site-${mail.siteId}@demo-api.invalid>`,
        headers: { 'X-Outbox-Kind': headerSafe(mail.kind) },
      });
    } catch (error) {
      (globalThis as GlobalWithMailer)[FAILURE_KEY]?.();
      const attempts = mail.attempts + 1;
      await db
        .update(outbox)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)), lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
        .where(eq(outbox.id, mail.id));
      return { sent, failed: 1 };
    }
    await db.update(outbox).set({ sentAt: now, attempts: mail.attempts + 1, lastError: null }).where(eq(outbox.id, mail.id));
    sent += 1;
  }
  return { sent, failed: 0 };
}

/** Mails not sent yet, due or waiting out a back-off: the outbox's depth. */
export async function countUnsent(db: DbLike): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  return row?.n ?? 0;
}

export type Mailer = { kick: () => void; stop: () => void; idle: () => Promise<void> };

/**
 * Runs delivery rounds every `intervalMs` and whenever kicked (a mail was just queued). Rounds never
 * overlap, so no mail is picked up twice by this process.
 */
export function startMailer(input: { db: DbLike; transport: MailTransport; from: string; clock: () => Date; intervalMs?: number }): Mailer {
  const { db, transport, from, clock, intervalMs = 5_000 } = input;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { sent } = await deliverOutbox(db, transport, { now: clock(), from, stopped: () => stopped });
          // A full batch means more may be waiting.
          if (sent === BATCH) again = true;
        } catch (error) {
          // The kind of failure only: a failed query's message carries its parameters (a recipient's address).
          logger().error({ topic: 'demo-api', reason: failureSummary(error) }, 'an outbox round of the demo API failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void round(), intervalMs);
  timer.unref?.();
  return {
    kick: () => void round(),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** A nodemailer transport for an smtp:// or smtps:// URL, with short timeouts so a dead server fails fast. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as never);
  return { sendMail: (mail) => transporter.sendMail(mail) };
}

const GLOBAL_KEY = Symbol.for('agency-site.demo-api.mailer');
const FAILURE_KEY = Symbol.for('agency-site.demo-api.mail-failure');
type GlobalWithMailer = typeof globalThis & { [GLOBAL_KEY]?: Mailer; [FAILURE_KEY]?: () => void };

/**
 * Who is told of each mail the server did not accept: the process's metrics (instrumentation.ts), which
 * the demo API does not import. On globalThis: the route's bundle sends, instrumentation's listens.
 */
export function onMailFailure(listener: () => void): void {
  (globalThis as GlobalWithMailer)[FAILURE_KEY] = listener;
}

/** The process's mailer, started on first use when SMTP_URL is set; null when it is not. */
export function processMailer(input: { db: DbLike; clock: () => Date; smtpUrl: string | undefined; from: string }): Mailer | null {
  if (!input.smtpUrl) return null;
  const store = globalThis as GlobalWithMailer;
  store[GLOBAL_KEY] ??= startMailer({ db: input.db, transport: smtpTransport(input.smtpUrl), from: input.from, clock: input.clock });
  return store[GLOBAL_KEY];
}

/** When the process stops: no new round, and the mail being sent is finished and marked sent. */
export async function stopProcessMailer(): Promise<void> {
  const mailer = (globalThis as GlobalWithMailer)[GLOBAL_KEY];
  mailer?.stop();
  await mailer?.idle();
}

/** Asks the running mailer (if any) to deliver now: called after a mail was queued. */
export function kickMailer(): void {
  (globalThis as GlobalWithMailer)[GLOBAL_KEY]?.kick();
}
