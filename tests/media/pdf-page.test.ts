import { http, HttpResponse, delay } from 'msw';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floorPlanPdf, onePagePdf } from '@/lib/demo-api/seed/pdf-documents';
import { PdfPageError, renderPdfFirstPage } from '@/lib/media/pdf-page';
import type { PdfPageLimits } from '@/lib/media/pdf-page-response';
import { pdfPagePath } from '@/lib/media/remote-photo';
import { captureLogsPerTest } from '../support/logs';
import { server, startMswServer } from '../site-api/msw';

startMswServer();

const PLAN = 'https://cdn.photos.test/estates/4242/plan gelijkvloers.pdf?v=2';
const pdfBytes = (text: string) => new TextEncoder().encode(text);
/** A PDF header over no document: what a truncated upload or a failed export leaves. */
const BROKEN_PDF = pdfBytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R');
/** Many strokes: pdf.js needs seconds to draw them. */
const heavyPdf = () => pdfBytes(onePagePdf(Array.from({ length: 150_000 }, (_, i) => `${i % 500} ${i % 700} 3 3 re S`).join('\n')));
const pdfAnswer = (body: Uint8Array | string, headers: Record<string, string> = {}) => new HttpResponse(body, { headers: { 'content-type': 'application/pdf', ...headers } });

async function size(image: Buffer) {
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
}

describe('renderPdfFirstPage', () => {
  it('draws page 1 with its strokes and standard-font text, the longest side 1600 px, on white', async () => {
    const image = await renderPdfFirstPage(pdfBytes(floorPlanPdf()), AbortSignal.timeout(20_000));
    // Landscape A4 (842 x 595 points).
    expect(await size(image)).toEqual({ width: 1600, height: 1131, format: 'webp' });
    const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = (x0: number, y0: number, x1: number, y1: number) => {
      let count = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[y * info.width + x]! < 128) count++;
      return count;
    };
    expect(data[0]).toBe(255);
    // A wall of the drawing, and the heading (its glyphs come from pdf.js's standard fonts).
    expect(dark(0, 200, info.width, 300)).toBeGreaterThan(1000);
    expect(dark(100, 40, 600, 90)).toBeGreaterThan(500);
  });

  it('caps the image at 1600 px however large or small the page is', async () => {
    const huge = await renderPdfFirstPage(pdfBytes(onePagePdf('0 0 14400 7200 re f', 14400, 7200)), AbortSignal.timeout(20_000));
    expect(await size(huge)).toEqual({ width: 1600, height: 800, format: 'webp' });
    const tiny = await renderPdfFirstPage(pdfBytes(onePagePdf('0 0 20 40 re f', 20, 40)), AbortSignal.timeout(20_000));
    expect(await size(tiny)).toEqual({ width: 800, height: 1600, format: 'webp' });
  });

  it('refuses what is no PDF before pdf.js reads it, and a broken PDF as unreadable', async () => {
    await expect(renderPdfFirstPage(pdfBytes('<html>maintenance</html>'), AbortSignal.timeout(20_000))).rejects.toMatchObject({ reason: 'not-a-pdf' });
    await expect(renderPdfFirstPage(BROKEN_PDF, AbortSignal.timeout(20_000))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('draws in a thread of its own, which the deadline stops, while this one goes on answering', async () => {
    const heavy = heavyPdf();
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const started = Date.now();
    const error = await renderPdfFirstPage(heavy, AbortSignal.timeout(1000)).catch((caught: unknown) => caught);
    clearInterval(ticking);
    expect(error).toBeInstanceOf(PdfPageError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    // pdf.js in this thread would have held every timer until it was done (half a minute for this page).
    expect(ticks).toBeGreaterThan(20);
  });
});

describe('GET /remote-photos/pdf/{key}', () => {
  const logs = captureLogsPerTest();
  afterEach(() => vi.unstubAllEnvs());

  async function routeWith(vars: Record<string, string>, limits?: PdfPageLimits) {
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    vi.resetModules();
    if (limits) {
      const { pdfPageResponse } = await import('@/lib/media/pdf-page-response');
      return (link: string) => pdfPageResponse(pdfPagePath(link).split('/').pop()!, limits);
    }
    const { GET } = await import('@/app/remote-photos/pdf/[key]/route');
    return (link: string) => GET(new Request(`http://localhost${pdfPagePath(link)}`), { params: Promise.resolve({ key: pdfPagePath(link).split('/').pop()! }) });
  }

  async function expectNoPage(response: Response, cause: string) {
    expect(response.status).toBe(404);
    expect(response.headers.get('x-pdf-page-failure')).toBe(cause);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toBe('');
  }

  it('answers page 1 of a PDF of an allowed host as a WebP, cacheable for a day', async () => {
    server.use(http.get('https://cdn.photos.test/estates/4242/*', () => pdfAnswer(floorPlanPdf(), { 'content-type': 'binary/octet-stream' })));
    const response = await (await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' }))(PLAN);
    expect(response.headers.get('x-pdf-page-failure')).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(await size(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1600, height: 1131, format: 'webp' });
  });

  it('asks this server for a PDF on one of its own paths (the demo API documents)', async () => {
    server.use(http.get('http://127.0.0.1:3999/demo-api/media/doc-7-plan.pdf', () => pdfAnswer(floorPlanPdf())));
    const response = await (await routeWith({ PORT: '3999', IMAGE_HOSTS: 'cdn.photos.test' }))('/demo-api/media/doc-7-plan.pdf');
    expect(response.headers.get('x-pdf-page-failure')).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('answers no page, without fetching, for a host not allowed or a key that names no PDF', async () => {
    const fetched = vi.fn();
    server.use(http.get('https://elsewhere.test/*', fetched));
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' });
    await expectNoPage(await get('https://elsewhere.test/plan.pdf'), 'host-not-allowed');
    await expectNoPage(await get('https://cdn.photos.test/plan.png'), 'invalid-key');
    await expectNoPage(await get('//elsewhere.test/plan.pdf'), 'invalid-key');
    expect(fetched).not.toHaveBeenCalled();
    const { GET } = await import('@/app/remote-photos/pdf/[key]/route');
    await expectNoPage(await GET(new Request('http://localhost/remote-photos/pdf/bad'), { params: Promise.resolve({ key: 'not a key!' }) }), 'invalid-key');
  });

  it('answers no page for a broken PDF, an HTML page and a host that fails, and logs each cause once', async () => {
    server.use(
      http.get('https://cdn.photos.test/broken.pdf', () => pdfAnswer(BROKEN_PDF)),
      http.get('https://cdn.photos.test/page.pdf', () => HttpResponse.text('<html>maintenance</html>')),
      http.get('https://cdn.photos.test/gone.pdf', () => new HttpResponse(null, { status: 500 })),
    );
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' });
    await expectNoPage(await get('https://cdn.photos.test/broken.pdf'), 'unreadable');
    await expectNoPage(await get('https://cdn.photos.test/broken.pdf'), 'unreadable');
    await expectNoPage(await get('https://cdn.photos.test/page.pdf'), 'not-a-pdf');
    await expectNoPage(await get('https://cdn.photos.test/gone.pdf'), 'status-500');
    const warnings = logs.lines.filter((line) => line.level === 'warn');
    expect(warnings.map((line) => line.cause)).toEqual(['unreadable', 'not-a-pdf', 'status-500']);
    expect(warnings[0]).toMatchObject({ topic: 'pdf-page', host: 'cdn.photos.test' });
  });

  it('reads no PDF over the byte limit, whether or not its length is announced', async () => {
    const big = pdfBytes(floorPlanPdf());
    server.use(
      http.get('https://cdn.photos.test/announced.pdf', () => pdfAnswer(big)),
      // Sent in chunks, without a length.
      http.get('https://cdn.photos.test/streamed.pdf', () => new HttpResponse(new Blob([big]).stream(), { headers: { 'content-type': 'application/pdf' } })),
    );
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' }, { maxBytes: big.byteLength - 1, timeoutMs: 20_000 });
    await expectNoPage(await get('https://cdn.photos.test/announced.pdf'), 'too-large');
    await expectNoPage(await get('https://cdn.photos.test/streamed.pdf'), 'too-large');
  });

  it('gives up on a host too slow to answer and on a PDF too slow to draw, within the time limit', async () => {
    server.use(
      http.get('https://cdn.photos.test/slow.pdf', async () => {
        await delay(5000);
        return pdfAnswer(floorPlanPdf());
      }),
      http.get('https://cdn.photos.test/heavy.pdf', () => pdfAnswer(heavyPdf())),
    );
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' }, { maxBytes: 20 * 1024 * 1024, timeoutMs: 500 });
    const started = Date.now();
    await expectNoPage(await get('https://cdn.photos.test/slow.pdf'), 'unreachable-TimeoutError');
    await expectNoPage(await get('https://cdn.photos.test/heavy.pdf'), 'timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
