import 'server-only';
import { HONEYPOT_FIELD, RECAPTCHA_FIELD } from './fields';
import type { FormFieldKinds, KeptValues } from './no-script';

export type FormBody = { ok: true; value: Record<string, unknown>; kept: KeptValues } | { ok: false; status: 400 | 413 };

/** A submit from before the page's JavaScript ran: the browser posted the form itself, not our JSON. */
export function isBrowserFormPost(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data';
}

/** The body's bytes up to `maxBytes`; null when it is bigger (a declared Content-Length is not believed on its own). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

// A name like these would reach an object's prototype.
const UNSAFE_NAME = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const path = name.split('.');
  let node = target;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[path[path.length - 1] ?? name] = value;
}

/**
 * The form as its schema reads it (`value`) and what the visitor typed as they typed it (`kept`: the
 * honeypot and the captcha token left out), to show it again. Files are no field of any form: left out.
 */
export function decodeFormData(data: FormData, kinds: FormFieldKinds): { value: Record<string, unknown>; kept: KeptValues } {
  const numbers = new Set(kinds.numbers);
  const booleans = new Set(kinds.booleans);
  const lists = new Set(kinds.lists);
  const value: Record<string, unknown> = {};
  const kept: KeptValues = {};
  const names = new Set<string>();
  for (const [name, entry] of data.entries()) if (typeof entry === 'string' && !UNSAFE_NAME.test(name)) names.add(name);

  for (const name of names) {
    const texts = data.getAll(name).filter((entry): entry is string => typeof entry === 'string');
    const first = texts[0] ?? '';
    if (lists.has(name)) setPath(value, name, texts);
    else if (booleans.has(name)) setPath(value, name, true);
    else if (numbers.has(name)) setPath(value, name, first.trim() === '' ? null : Number(first.trim()));
    else setPath(value, name, first);
    if (name !== HONEYPOT_FIELD && name !== RECAPTCHA_FIELD) kept[name] = lists.has(name) ? texts : first;
  }
  // A box left unticked is not posted at all.
  for (const name of booleans) if (!names.has(name)) setPath(value, name, false);
  for (const name of lists) if (!names.has(name)) setPath(value, name, []);
  return { value, kept };
}

/** The body of a browser's own form post, read within `maxBytes` (413 beyond), decoded by `kinds`. */
export async function readFormBody(request: Request, maxBytes: number, kinds: FormFieldKinds): Promise<FormBody> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return { ok: false, status: 413 };
  try {
    const data = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    return { ok: true, ...decodeFormData(data, kinds) };
  } catch {
    // A multipart body that does not parse.
    return { ok: false, status: 400 };
  }
}
