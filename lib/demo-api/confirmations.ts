// When a subscription's confirmation goes out again. Every mail mints a token of its own, so the newest
// token says when the last one was sent.
import { and, eq, gt } from 'drizzle-orm';
import { subscriptionTokens } from './db/schema';
import type { DbLike } from './db/types';

/**
 * How long a confirmation stands for its subscription: the same form sent again within it (a double
 * click, a reload, a bot) mails nothing more, and the sender's answer stays the same.
 */
export const CONFIRMATION_QUIET_MS = 15 * 60 * 1000;

/** Whether this subscription's links were mailed within the quiet window before `now`. */
export async function confirmedLately(db: DbLike, subscriptionId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONFIRMATION_QUIET_MS);
  const recent = await db
    .select({ hash: subscriptionTokens.hash })
    .from(subscriptionTokens)
    .where(and(eq(subscriptionTokens.subscriptionId, subscriptionId), gt(subscriptionTokens.createdAt, since)))
    .limit(1);
  return recent.length > 0;
}
