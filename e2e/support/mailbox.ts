import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../tests/support/smtp-sink';
import { mailHeader } from '../../tests/support/smtp-sink';
import { MAILBOX_PORT } from './mail-sink-setup';

export type Mail = ReceivedMail & { subject: string; text: string };

/** The decoded text part of a raw message (quoted-printable or plain). */
function textOf(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  const qp = /quoted-printable/i.test(raw);
  const decoded = qp ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : body;
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

/** A MIME-encoded subject (=?UTF-8?Q?…?= or B) as text. */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

export async function allMail(): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages`);
  const received = (await response.json()) as ReceivedMail[];
  return received.map((mail) => ({ ...mail, subject: decodeSubject(mailHeader(mail.raw, 'Subject') ?? ''), text: textOf(mail.raw) }));
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
