import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { ReceivedMail } from '../../tests/support/smtp-sink';
import { MAILBOX_PORT } from './mail-sink-setup';

export type Mail = ReceivedMail & {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, or '' when the mail has none. */
  html: string;
  /** The display name and address of the From header. */
  fromName: string;
  fromAddress: string;
  /** The Reply-To address, or null. */
  replyTo: string | null;
};

/** Every message the sink received, parsed as a mail client would (multipart, encodings, headers). */
export async function allMail(): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages`);
  const received = (await response.json()) as ReceivedMail[];
  return Promise.all(
    received.map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      const from = parsed.from?.value[0];
      const replyTo = parsed.replyTo?.value[0]?.address ?? null;
      return {
        ...mail,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        fromName: from?.name ?? '',
        fromAddress: from?.address ?? '',
        replyTo,
      };
    }),
  );
}

/** Waits for the mail to `to` that matches; fails the test with what did arrive when none does. */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find((mail) => mail.to.includes(to) && matches(mail));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}
