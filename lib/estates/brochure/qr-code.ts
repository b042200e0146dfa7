import 'server-only';
import QRCode from 'qrcode';

/** Medium error correction: still readable from a slightly creased or smudged print. */
const options = { errorCorrectionLevel: 'M', margin: 1 } as const;

/** The listing's URL as a QR code in SVG, for the printed page (generated here, never by a third party). */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: 'svg' });
}

/** The same as a PNG, for the PDF (react-pdf draws PNG and JPEG). */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: 'png', width: 360 });
}

/**
 * The same code as its modules, packed eight to a byte in base64 (row by row, the first module in the high
 * bit), with its width in modules: what the print sheet's client leaf draws (lib/media/qr-path.ts), a few
 * hundred bytes of RSC payload instead of the whole SVG.
 */
export function qrCodeModules(url: string): { size: number; bits: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: options.errorCorrectionLevel });
  const packed = new Uint8Array(Math.ceil(modules.data.length / 8));
  modules.data.forEach((dark, index) => {
    if (dark) packed[index >> 3]! |= 0x80 >> (index & 7);
  });
  return { size: modules.size, bits: Buffer.from(packed).toString('base64') };
}
