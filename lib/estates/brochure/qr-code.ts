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
