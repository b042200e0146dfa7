import { leadRoute } from '@/lib/forms/lead-route';
import { formSentPath } from '@/lib/forms/no-script-answer';
import { SEND_TO_FRIEND_ACTION, pageUrlOn, sendToFriendFieldErrorsOf, sendToFriendFieldKinds, sendToFriendFields, sendToFriendPostSchema } from '@/lib/forms/send-to-friend';
import { createSendToFriendLead } from '@/lib/site-api/leads';
import { routeSite } from '@/lib/tenancy/site-of';
import { requestOrigin } from '@/lib/tenancy/origin';

/**
 * The send-to-a-friend form: `POST /{locale}/send-to-a-friend` with the form and the page's path as JSON.
 * The link in the friend's mail is that path on the host this request came to, so the form
 * cannot be used to mail anyone a link to another site. Answers a `SendToFriendResult`.
 */
export const POST = leadRoute({
  form: 'send-to-a-friend',
  recaptchaAction: SEND_TO_FRIEND_ACTION,
  schema: sendToFriendPostSchema,
  fieldErrors: sendToFriendFieldErrorsOf,
  fields: sendToFriendFields,
  noScript: { fields: sendToFriendFieldKinds, form: 'send-to-a-friend', success: (_result, locale) => formSentPath(locale, 'send-to-a-friend') },
  async send(form, { siteId, locale, params }) {
    const url = pageUrlOn(await requestOrigin(await routeSite(params)), form.path);
    if (!url) return { result: { ok: false, error: 'invalid' }, status: 400 };
    await createSendToFriendLead({ siteId, locale }, { ...form, estateId: form.estateId ?? null, rentalUnitId: form.rentalUnitId ?? null, url, locale });
  },
});
