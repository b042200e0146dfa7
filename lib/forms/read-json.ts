import 'server-only';
import { readBodyBytes } from './form-body';

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/**
 * The JSON body of a form post, read up to `maxBytes`: a bigger body is a 413 and is not read any
 * further (a declared Content-Length is not believed on its own), anything that is not JSON is a 400.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { ok: false, status: 400 };
  if (!request.body) return { ok: false, status: 400 };
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return { ok: false, status: 413 };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    // Not UTF-8, or not JSON.
    return { ok: false, status: 400 };
  }
}
