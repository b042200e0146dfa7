import 'server-only';

/**
 * Looks up a subscription by its token. Subscriptions arrive with issue #6 (keep me informed); until then
 * no token has been issued, so every token is unknown and its page is the localised 404.
 */
export async function findSubscription(token: string): Promise<{ token: string } | null> {
  void token;
  return null;
}
