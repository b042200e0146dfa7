// Tokens of the links in the demo API's mails (cancel an appointment, edit or end a subscription): 128
// random bits for the link, only their SHA-256 in the database, so a dump of it holds no working link.
import { createHash, randomBytes } from 'node:crypto';

/** The shape of every token: 32 lowercase hex digits. */
export const TOKEN = /^[0-9a-f]{32}$/;

export const newToken = (): string => randomBytes(16).toString('hex');

/** What the database keeps of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
