import { handleFormPost } from '@/lib/forms/handle-form-post';
import { formSentPath } from '@/lib/forms/no-script-answer';
import { leadFailure } from '@/lib/forms/lead-failure';
import {
  SEND_TO_FRIEND_ACTION,
  pageUrlOn,
  sendToFriendFieldErrorsOf,
  sendToFriendFieldKinds,
  sendToFriendFields,
  sendToFriendPostSchema,
  type SendToFriendResult,
} from '@/lib/forms/send-to-friend';
import { createSendToFriendLead } from '@/lib/site-api/leads';
import { routeSite } from '@/lib/tenancy/site-of';
import { requestOrigin } from '@/lib/tenancy/origin';

type Context = { params: Promise<{ site: string; locale: string }> };

/**
 * The send-to-a-friend form: `POST /{locale}/send-to-a-friend` with the form and the page's path as JSON.
 * The link in the friend's mail is that path on the host this request came to, so the form
 * cannot be used to mail anyone a link to another site. Answers a `SendToFriendResult`.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'send-to-a-friend',
    recaptchaAction: SEND_TO_FRIEND_ACTION,
    schema: sendToFriendPostSchema,
    fieldErrors: sendToFriendFieldErrorsOf,
    decoy: { result: { ok: true } satisfies SendToFriendResult, status: 201 },
    noScript: { fields: sendToFriendFieldKinds, form: 'send-to-a-friend', success: (_result, locale) => formSentPath(locale, 'send-to-a-friend') },
    async submit(form, { locale }) {
      const site = await routeSite(context.params);
      const url = pageUrlOn(await requestOrigin(site), form.path);
      if (!url) return { result: { ok: false, error: 'invalid' }, status: 400 };
      const siteId = site.id;
      try {
        await createSendToFriendLead(
          { siteId, locale },
          {
            senderName: form.senderName,
            senderEmail: form.senderEmail,
            friendName: form.friendName,
            friendEmail: form.friendEmail,
            message: form.message,
            estateId: form.estateId ?? null,
            rentalUnitId: form.rentalUnitId ?? null,
            url,
            locale,
          },
        );
        return { result: { ok: true }, status: 201 };
      } catch (error) {
        const refused = leadFailure(error, sendToFriendFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
