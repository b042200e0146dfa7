// How one call's answer is waited for and read: the deadline, transport failures as typed errors, and a
// JSON answer checked against its schema. The request itself is built in client.ts.
import 'server-only';
import type { z } from 'zod';
import { SiteApiError } from './errors';

export type Deadline = { signal: AbortSignal; clear: () => void };

/**
 * AbortSignal.timeout cannot be stopped, and a raw answer (a photo) is streamed to the visitor after
 * the call returns: a timer we can clear keeps a slow visitor from aborting that stream.
 */
export function startDeadline(timeoutMs: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export type CallState = { method: string; url: string; timeoutMs: number; deadline: Deadline; visitor?: AbortSignal | undefined };

export async function send(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  state: CallState,
): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    throw transportError(error, state);
  }
}

/**
 * The error of a non-success answer. Not logged here: whoever handles it logs one line, without the answer's
 * body, which may repeat what a visitor typed (lib/log/upstream-failure.ts).
 */
export async function failure(response: Response, state: CallState): Promise<SiteApiError> {
  const text = await readText(response, state);
  const { method, url } = state;
  return new SiteApiError({ kind: 'http', method, url, status: response.status, statusText: response.statusText, body: text });
}

async function readText(response: Response, state: CallState): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw transportError(error, state);
  }
}

function transportError(error: unknown, { method, url, timeoutMs, deadline, visitor }: CallState): SiteApiError {
  if (deadline.signal.aborted) return new SiteApiError({ kind: 'timeout', method, url, timeoutMs, cause: error });
  if (visitor?.aborted) return new SiteApiError({ kind: 'cancelled', method, url, cause: error });
  return new SiteApiError({ kind: 'network', method, url, cause: error });
}

function isJson(response: Response): boolean {
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

export async function decodeJson(response: Response, schema: z.ZodType, state: CallState): Promise<unknown> {
  const { method, url } = state;
  const status = response.status;
  const text = await readText(response, state);
  // Parsing and checking a large answer (the map's whole set) is the costly part of a read: none of it
  // for a visitor who has left, whose answer goes nowhere (a cached answer comes back however they left).
  if (state.visitor?.aborted) throw new SiteApiError({ kind: 'cancelled', method, url });
  if (!isJson(response)) {
    const contentType = response.headers.get('content-type') ?? 'no content type';
    throw new SiteApiError({ kind: 'invalid-response', method, url, status, reason: `expected JSON, got ${contentType}`, body: text });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new SiteApiError({ kind: 'invalid-response', method, url, status, reason: 'answer is not valid JSON', body: text, cause });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new SiteApiError({ kind: 'invalid-response', method, url, status, issues: parsed.error.issues, body: text });
  return parsed.data;
}
