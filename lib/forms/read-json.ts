import 'server-only';

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/**
 * The JSON body of a form post, read up to `maxBytes`: a bigger body is a 413 and is not read any
 * further (a declared Content-Length is not believed on its own), anything that is not JSON is a 400.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { ok: false, status: 400 };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    // Not UTF-8, or not JSON.
    return { ok: false, status: 400 };
  }
}
