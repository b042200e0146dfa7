import { outbox, type MailKind } from './db/schema';
import type { DbLike } from './db/types';
import { headerSafe } from './mailer';

/** A mail to send: the text part always, the HTML part, Reply-To and sender name when it has them. */
export type QueuedMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  fromName?: string | null;
};

/** Queues a mail in the caller's transaction; the mailer sends it once that has committed (kickMailer). */
export async function queueMail(db: DbLike, siteId: number, mail: QueuedMail, now: Date): Promise<void> {
  await db.insert(outbox).values({
    siteId,
    kind: mail.kind,
    to: mail.to,
    subject: headerSafe(mail.subject),
    body: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
    fromName: mail.fromName ? headerSafe(mail.fromName) : null,
    createdAt: now,
  });
}
