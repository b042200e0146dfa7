// The send-to-a-friend form (document 001, sections 2, 4 and 5): one set of rules for the browser
// and for our route. Lengths are the site API's (`sendToFriendRequestSchema`); error messages are keys of
// `SendToFriend.errors`.
import { z } from 'zod';
import {
  antiSpamShape,
  emailAddress,
  fieldErrorsOf,
  formResultSchema,
  oneSubject,
  optionalLine,
  optionalText,
  requiredLine,
  subjectShape,
  type FieldErrors,
  type FormResult,
} from './fields';
import type { FormFieldKinds } from './no-script';

export const SEND_TO_FRIEND_ACTION = 'send_to_friend';

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const sendToFriendFields = ['senderName', 'senderEmail', 'friendName', 'friendEmail', 'message'] as const;
export type SendToFriendField = (typeof sendToFriendFields)[number];

const sendToFriendShape = {
  senderName: requiredLine(120),
  senderEmail: emailAddress(),
  friendName: optionalLine(120),
  friendEmail: emailAddress(),
  message: optionalText(2000),
};

/**
 * The page being sent, as a path on the site's own host: one slash, then no second slash or backslash that
 * would make it another host (`//evil.example`, `/\evil.example`), no spaces or control characters. The
 * server puts it on the origin the request came to; the browser never names a host.
 */
export const pagePathSchema = z
  .string({ error: 'invalid' })
  .max(1000, 'invalid')
  .regex(/^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/, 'invalid');

/** The form in the browser. */
export const sendToFriendFormSchema = z.object(sendToFriendShape);
export type SendToFriendFormInput = z.input<typeof sendToFriendFormSchema>;
export type SendToFriendFormValues = z.output<typeof sendToFriendFormSchema>;

/** What the browser POSTs to /{locale}/send-to-a-friend; any other key is refused. */
export const sendToFriendPostSchema = z
  .object({ ...sendToFriendShape, ...subjectShape, path: pagePathSchema, ...antiSpamShape })
  .strict()
  .refine(oneSubject, 'invalid');
export type SendToFriendPost = z.output<typeof sendToFriendPostSchema>;

/**
 * The absolute URL of `path` on `origin`, or null when it would leave that origin. The schema already
 * refuses such paths; this is the last word before a link goes into someone's mailbox.
 */
export function pageUrlOn(origin: URL, path: string): string | null {
  if (!pagePathSchema.safeParse(path).success) return null;
  const url = new URL(path, origin);
  if (url.origin !== origin.origin) return null;
  url.hash = '';
  const href = url.toString();
  // The site API takes at most 2000 characters.
  return href.length <= 2000 ? href : null;
}

export type SendToFriendFieldErrors = FieldErrors<SendToFriendField>;
export type SendToFriendResult = FormResult<SendToFriendField>;

export const sendToFriendResultSchema = formResultSchema(sendToFriendFields);

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const sendToFriendFormSetup = { namespace: 'SendToFriend', fields: sendToFriendFields, resultSchema: sendToFriendResultSchema, recaptchaAction: SEND_TO_FRIEND_ACTION } as const;

export const sendToFriendFieldErrorsOf = (error: z.ZodError): SendToFriendFieldErrors => fieldErrorsOf(error, sendToFriendFields);

/** How the form reads when the browser posts it itself: the listing and the page in hidden fields. */
export const sendToFriendFieldKinds: FormFieldKinds = { numbers: ['estateId', 'rentalUnitId'] };
