import 'server-only';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { formRetrySchema, type FormRetry, type KeptValues } from './no-script';

/** The cookie that carries a refused form to the page that shows it again, in numbered parts. */
export const RETRY_COOKIE = 'form-retry';
/** Long enough to read the errors and send again; then the browser forgets what was typed. */
export const RETRY_MAX_AGE_SECONDS = 10 * 60;
/** One part within every browser's 4 KB per cookie, name and attributes included. */
const PART_LENGTH = 3500;
const MAX_PARTS = 6;

type CookieOptions = {
  /** The path of the pages that show a form again (`/nl/formulier`): the cookie goes nowhere else. */
  path: string;
  secure: boolean;
};

function encode(retry: FormRetry): string {
  return deflateRawSync(Buffer.from(JSON.stringify(retry), 'utf8')).toString('base64url');
}

/** Without its longest texts (a long message), when the whole form is more than the cookie holds. */
function withoutLongestText(values: KeptValues): KeptValues | null {
  const longest = Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0)
    .sort((a, b) => b[1].length - a[1].length)[0];
  if (!longest) return null;
  return { ...values, [longest[0]]: '' };
}

function attributes({ path, secure }: CookieOptions, maxAge: number): string {
  return `Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The Set-Cookie lines that keep a refused form for the page that shows it again: compressed, in parts
 * of at most 3.5 KB; the parts a longer earlier form left are cleared. HttpOnly (no script reads it),
 * SameSite=Lax, Secure over https, for ten minutes, on the form pages' path only.
 */
export function retryCookies(retry: FormRetry, options: CookieOptions): string[] {
  let kept: FormRetry | null = retry;
  let value = encode(retry);
  while (value.length > PART_LENGTH * MAX_PARTS && kept) {
    const values: KeptValues | null = withoutLongestText(kept.values);
    kept = values ? { ...kept, values } : null;
    value = kept ? encode(kept) : '';
  }
  const parts: string[] = [];
  for (let start = 0; start < value.length; start += PART_LENGTH) parts.push(value.slice(start, start + PART_LENGTH));
  return Array.from({ length: MAX_PARTS }, (_, index) => {
    const part = parts[index];
    return part === undefined
      ? `${RETRY_COOKIE}-${index}=; ${attributes(options, 0)}`
      : `${RETRY_COOKIE}-${index}=${part}; ${attributes(options, RETRY_MAX_AGE_SECONDS)}`;
  });
}

/** The Set-Cookie lines that forget a kept form (after it went through). */
export function clearRetryCookies(options: CookieOptions): string[] {
  return Array.from({ length: MAX_PARTS }, (_, index) => `${RETRY_COOKIE}-${index}=; ${attributes(options, 0)}`);
}

/** The kept form from the request's cookies (`get` reads one by name), or null when none or not one of ours. */
export function readRetryCookies(get: (name: string) => string | undefined): FormRetry | null {
  let value = '';
  for (let index = 0; index < MAX_PARTS; index += 1) {
    const part = get(`${RETRY_COOKIE}-${index}`);
    if (!part) break;
    value += part;
  }
  if (!value) return null;
  try {
    const json = inflateRawSync(Buffer.from(value, 'base64url'), { maxOutputLength: 256 * 1024 }).toString('utf8');
    const parsed = formRetrySchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    // Cut short, or not written by us.
    return null;
  }
}
