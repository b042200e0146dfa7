import { outbox } from './db/schema';
import type { DbLike } from './db/types';
import type { MailKind } from './db/schema';
import { headerSafe } from './mailer';

/** Queues a mail in the caller's transaction; the mailer sends it once that has committed (kickMailer). */
export async function queueMail(db: DbLike, siteId: number, kind: MailKind, to: string, subject: string, body: string, now: Date): Promise<void> {
  await db.insert(outbox).values({ siteId, kind, to, subject: headerSafe(subject), body, createdAt: now });
}
