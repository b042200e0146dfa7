import { leadRoute } from '@/lib/forms/lead-route';
import { SUBSCRIBE_ACTION, subscribeFieldErrorsOf, subscribeFieldKinds, subscribeFields, subscribePostSchema } from '@/lib/forms/subscription-form';
import { getPathname } from '@/lib/i18n/pathname';
import { createSubscription } from '@/lib/site-api/subscriptions';

/**
 * "Keep me informed": `POST /{locale}/notifications` with the form as JSON. Answers a
 * `SubscribeResult`: 201 once the site API took the subscription. The answer names no token, since the
 * API mails it to the address: only who reads that mailbox can edit or cancel.
 */
export const POST = leadRoute({
  form: 'subscribe',
  recaptchaAction: SUBSCRIBE_ACTION,
  schema: subscribePostSchema,
  fieldErrors: subscribeFieldErrorsOf,
  fields: subscribeFields,
  // Where the script goes too: the page that says to look in the mailbox.
  noScript: { fields: subscribeFieldKinds, form: 'subscribe', success: (_result, locale) => getPathname({ locale, href: '/subscribe/success' }) },
  async send(form, { siteId, locale }) {
    await createSubscription({ siteId, locale }, { ...form, privacy: true });
  },
});
