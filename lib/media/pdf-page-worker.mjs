// Draws page 1 of a PDF, in a thread of its own (lib/media/pdf-page.ts starts it): pdf.js parses and
// draws in long synchronous stretches that would hold up every other request of the server, and only a
// thread can be stopped half-way. Plain JavaScript, loaded by Node as it is, not bundled.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** @type {{ bytes: Uint8Array; maxSide: number; maxImagePixels: number }} */
const { bytes, maxSide, maxImagePixels } = workerData;

// The 14 standard fonts (Helvetica…), for text in a PDF that does not embed them.
const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

const loading = getDocument({
  data: bytes,
  disableFontFace: true,
  standardFontDataUrl: fonts,
  maxImageSize: maxImagePixels,
  isOffscreenCanvasSupported: false,
  enableXfa: false,
  // No code built from a PDF's fonts (GHSA-wgrm-67xf-hhpq was that path; fixed since 4.2.67, closed here too).
  isEvalSupported: false,
  verbosity: 0,
});
try {
  const document = await loading.promise;
  const page = await document.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: maxSide / Math.max(natural.width, natural.height) });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  await page.render({ canvas, viewport }).promise;
  // A copy: the canvas's pixels live in native memory, which cannot be handed to another thread.
  const pixels = new Uint8ClampedArray(canvas.getContext('2d').getImageData(0, 0, width, height).data);
  parentPort?.postMessage({ width, height, pixels }, [pixels.buffer]);
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
} finally {
  await loading.destroy();
}
