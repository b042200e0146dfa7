// A QR code's SVG drawn from its packed modules (lib/estates/brochure/qr-code.ts, qrCodeModules), in the
// browser and on the server alike: the path is the one the qrcode library's SVG renderer writes
// (qrcode/lib/renderer/svg-tag.js, qrToPath), so the printed code is the same, module for module.

/** The QR code's quiet zone, in modules (the `margin` of qr-code.ts). */
export const QR_MARGIN = 1;

/** The modules, dark or light, row by row, from their base64 packing (eight to a byte, high bit first). */
export function unpackModules(bits: string, size: number): boolean[] {
  const bytes = atob(bits);
  return Array.from({ length: size * size }, (_, index) => ((bytes.charCodeAt(index >> 3) >> (7 - (index & 7))) & 1) === 1);
}

/** The dark modules as one path of horizontal strokes, as the qrcode library writes it. */
export function qrPath(data: readonly boolean[], size: number, margin = QR_MARGIN): string {
  let path = '';
  let moveBy = 0;
  let newRow = false;
  let lineLength = 0;
  for (let i = 0; i < data.length; i++) {
    const col = i % size;
    const row = Math.floor(i / size);
    if (!col && !newRow) newRow = true;
    if (data[i]) {
      lineLength++;
      if (!(i > 0 && col > 0 && data[i - 1])) {
        path += newRow ? `M${col + margin} ${0.5 + row + margin}` : `m${moveBy} 0`;
        moveBy = 0;
        newRow = false;
      }
      if (!(col + 1 < size && data[i + 1])) {
        path += `h${lineLength}`;
        lineLength = 0;
      }
    } else {
      moveBy++;
    }
  }
  return path;
}
