'use client';

import { QR_MARGIN, qrPath, unpackModules } from '@/lib/media/qr-path';

/**
 * The print sheet's QR code, drawn from its packed modules (qrCodeModules): the same SVG the qrcode library
 * writes, but the page's RSC payload carries a few hundred bytes of modules instead of the 2–3 kB path
 * (docs/bench-pages.md). Its name is the scan hint.
 */
export function PrintQrCode({ label, size, bits }: { label: string; size: number; bits: string }) {
  const box = size + QR_MARGIN * 2;
  return (
    <div className="print-sheet__code" role="img" aria-label={label}>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges">
        <path fill="#ffffff" d={`M0 0h${box}v${box}H0z`} />
        <path stroke="#000000" d={qrPath(unpackModules(bits, size), size)} />
      </svg>
    </div>
  );
}
