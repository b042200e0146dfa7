import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** The longest side of a rendered page, in pixels: sharp enough for a plan in the lightbox, a few tens of KB. */
export const PDF_PAGE_MAX_SIDE = 1600;
/** An image inside the PDF larger than this (pixels) is left out of the page rather than decoded. */
const MAX_EMBEDDED_IMAGE_PIXELS = 40_000_000;
/** Where the PDF header may start (the PDF specification allows leading bytes before it). */
const HEADER_WITHIN = 1024;
/** Pages drawn at once: each thread holds a PDF, pdf.js and a canvas; the others wait their turn. */
const MAX_THREADS = 2;
/** pdf.js's own memory in a thread; the canvas is native memory, at most 1600 x 1600 x 4 bytes. */
const THREAD_HEAP_MB = 256;

// Read from the source tree at run time, as the demo API's migrations are: the bundler never sees pdf.js.
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'media', 'pdf-page-worker.mjs');

/** Why a page could not be drawn: not a PDF at all, a PDF pdf.js cannot read, or out of time. */
export type PdfPageFailure = 'not-a-pdf' | 'unreadable' | 'timeout';

export class PdfPageError extends Error {
  constructor(
    readonly reason: PdfPageFailure,
    options?: { cause?: unknown },
  ) {
    super(`PDF page not rendered: ${reason}`, options);
    this.name = 'PdfPageError';
  }
}

/** True when `%PDF-` starts within the first kilobyte: an HTML error page or an image is no PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WITHIN + 5)).includes('%PDF-');
}

let running = 0;
const waiting = new Set<() => void>();

/** Waits for one of the MAX_THREADS turns, or until the signal aborts; the answer gives the turn back. */
async function turn(signal: AbortSignal): Promise<() => void> {
  while (running >= MAX_THREADS) {
    await new Promise<void>((resolve, reject) => {
      const abort = () => {
        waiting.delete(next);
        reject(new PdfPageError('timeout'));
      };
      const next = () => {
        waiting.delete(next);
        signal.removeEventListener('abort', abort);
        resolve();
      };
      if (signal.aborted) return abort();
      waiting.add(next);
      signal.addEventListener('abort', abort, { once: true });
    });
  }
  running++;
  return () => {
    running--;
    waiting.values().next().value?.();
  };
}

type Drawn = { width: number; height: number; pixels: Uint8ClampedArray };

/** Page 1's RGBA pixels, drawn by pdf-page-worker.mjs; the thread is stopped when the signal aborts. */
function drawInThread(bytes: Uint8Array, maxSide: number, signal: AbortSignal): Promise<Drawn> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes, maxSide, maxImagePixels: MAX_EMBEDDED_IMAGE_PIXELS },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    const stop = () => {
      reject(new PdfPageError('timeout'));
      void worker.terminate();
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.once('message', (message: Drawn | { error: string }) => {
      if ('pixels' in message) resolve(message);
      else reject(new PdfPageError('unreadable', { cause: message.error }));
    });
    // Out of memory, or a thread that could not start.
    worker.once('error', (error) => reject(new PdfPageError('unreadable', { cause: error })));
    worker.once('exit', () => {
      signal.removeEventListener('abort', stop);
      reject(new PdfPageError('unreadable', { cause: 'the thread ended without an answer' }));
    });
  });
}

/**
 * Page 1 of the PDF as a WebP whose longest side is `maxSide` pixels, on white, drawn by pdf.js in a thread
 * of its own; when `signal` aborts, waiting or drawing, the thread is stopped. Only page 1 is drawn, and
 * images inside the PDF above 40 megapixels are left out.
 */
export async function renderPdfFirstPage(bytes: Uint8Array, signal: AbortSignal, maxSide = PDF_PAGE_MAX_SIDE): Promise<Buffer> {
  if (!looksLikePdf(bytes)) throw new PdfPageError('not-a-pdf');
  const done = await turn(signal);
  let drawn: Drawn;
  try {
    if (signal.aborted) throw new PdfPageError('timeout');
    drawn = await drawInThread(bytes, maxSide, signal);
  } finally {
    done();
  }
  const { width, height, pixels } = drawn;
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer();
}
