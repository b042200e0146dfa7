// Answers of the demo API: JSON with proper statuses, one error shape, no stack traces.
import type { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/lib/rules';

export type ErrorBody = { error: string; message: string } & Record<string, unknown>;

/** A failure a handler reports to the visitor's client: status, stable code, readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`);

const NO_STORE = 'no-store';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE, ...headers },
  });
}

export const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': NO_STORE } });

export function errorResponse(error: ApiError): Response {
  const body: ErrorBody = { error: error.code, message: error.message, ...error.extra };
  return json(body, error.status);
}

/** The first supported language of ACCEPT-LANGUAGE ("fr-BE,fr;q=0.9" gives fr); nl otherwise. */
export function localeOf(request: Request): Locale {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (tag && (locales as readonly string[]).includes(tag)) return tag as Locale;
  }
  return defaultLocale;
}

export function parseLocale(value: string | null | undefined): Locale | null {
  return value && (locales as readonly string[]).includes(value) ? (value as Locale) : null;
}

/** A positive integer path parameter; anything else names no resource. */
export function idParam(value: string | undefined, what = 'Resource'): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

type Issue = { path: string; message: string; code: string };

const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code }));

/** Bodies of this API are small forms and filters; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

/** Parses the JSON body with a schema; a malformed or invalid body is a 400 naming each problem. */
export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S, optional = false): Promise<z.infer<S>> {
  const tooLarge = new ApiError(413, 'BODY_TOO_LARGE', `The body may hold at most ${MAX_BODY_BYTES} bytes`);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge;
  const text = await request.text();
  // Without Content-Length only the body itself tells; count bytes, not characters.
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw tooLarge;
  let raw: unknown = undefined;
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON');
    }
  } else if (!optional) {
    throw new ApiError(400, 'INVALID_BODY', 'A JSON body is required');
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new ApiError(400, 'INVALID_BODY', 'The body does not match the expected shape', { issues: issuesOf(parsed.error) });
  return parsed.data;
}

/** Binary content (photos, logos, documents) with its cache policy. */
export function file(bytes: Uint8Array, contentType: string, cacheControl: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': cacheControl, 'content-length': String(bytes.byteLength), 'x-content-type-options': 'nosniff' },
  });
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
