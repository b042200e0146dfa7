import 'server-only';
import { env } from '@/lib/env';
import { warnOnce } from '@/lib/log/warn-once';
import { fetchFromImageHost, type ImageHostAnswer } from './image-host-fetch';
import { PdfPageError, renderPdfFirstPage } from './pdf-page';
import { isPdfLink } from './plans';
import { pdfPageLink } from './remote-photo';

/** What one page image may cost: the PDF's size, and the time to fetch, read and draw it, together. */
export type PdfPageLimits = { maxBytes: number; timeoutMs: number };

/** Drawn plans are a few MB; a scanned set rarely above 20. */
export const PDF_PAGE_LIMITS: PdfPageLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 15_000 };

/** Names why there is no page image; the gallery then shows the plan as a document tile. */
export const NO_PAGE_HEADER = 'x-pdf-page-failure';

/** Kept five minutes: a PDF that cannot be drawn now is no better a minute later, but may be replaced. */
function noPage(cause: string, host: string | null, message: string): Response {
  warnOnce(`pdf-page:${cause}:${host ?? ''}`, { topic: 'pdf-page', cause, host }, `[pdf-page] ${message}; its plan shows as a document`);
  return new Response(null, {
    status: 404,
    headers: { 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff', [NO_PAGE_HEADER]: cause },
  });
}

/** A path on this site (the demo API's documents) is asked of this server, as a visitor's browser would. */
async function fetchPdf(link: URL | string, signal: AbortSignal): Promise<ImageHostAnswer> {
  if (link instanceof URL) return fetchFromImageHost(link, signal);
  let response: Response;
  try {
    response = await fetch(new URL(link, `http://127.0.0.1:${env().PORT}`), { signal, cache: 'no-store', redirect: 'error' });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    return { ok: false, cause: `unreachable-${name}`, host: null, message: `${link} on this site failed: ${name}` };
  }
  if (response.ok) return { ok: true, response, host: 'this site' };
  void response.body?.cancel().catch(() => {});
  return { ok: false, cause: `status-${response.status}`, host: null, message: `${link} on this site answered status-${response.status}` };
}

/** The body, or null once it passes `maxBytes` (the length header may be missing or wrong). */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes || !response.body) {
    void response.body?.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * `GET /remote-photos/pdf/{key}`: page 1 of the PDF the key names, as a WebP, when its host (and every
 * redirect's) is in IMAGE_HOSTS or it is a path on this site, it ends in `.pdf`, is within the limits and
 * pdf.js can draw it. Anything else answers an empty 404, never a 500: the gallery shows the document tile.
 */
export async function pdfPageResponse(key: string, limits: PdfPageLimits = PDF_PAGE_LIMITS): Promise<Response> {
  const link = pdfPageLink(key);
  if (!link || !isPdfLink(String(link))) return noPage('invalid-key', null, 'A PDF page key names no PDF');
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const answer = await fetchPdf(link, signal);
  if (!answer.ok) return noPage(answer.cause, answer.host, `PDF ${answer.message}`);
  let image: Buffer;
  try {
    const bytes = await readLimited(answer.response, limits.maxBytes);
    if (!bytes) return noPage('too-large', answer.host, `A PDF of ${answer.host} is over ${limits.maxBytes} bytes`);
    image = await renderPdfFirstPage(bytes, signal);
  } catch (error) {
    const cause = error instanceof PdfPageError ? error.reason : signal.aborted ? 'timeout' : 'unreadable';
    return noPage(cause, answer.host, `A PDF of ${answer.host} was not drawn: ${cause}`);
  }
  return new Response(new Uint8Array(image), {
    status: 200,
    headers: {
      'content-type': 'image/webp',
      'content-length': String(image.byteLength),
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  });
}
