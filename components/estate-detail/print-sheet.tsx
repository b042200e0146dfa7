import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { qrCodeModules } from '@/lib/estates/brochure/qr-code';
import { PrintQrCode } from './print-qr-code';

type Props = {
  /** The estate's coordinates as printed; null for a hidden address. */
  coordinates: string | null;
  locale: Locale;
  url: string;
};

/**
 * What only the printed page shows (print.css): the location as coordinates beside the address line the
 * page already prints (no map tiles on paper), and a QR code to the listing's canonical URL, as SVG
 * (print-qr-code.tsx). Hidden on screen, so no one meets it twice.
 */
export async function PrintSheet({ coordinates, locale, url }: Props) {
  const t = await getTranslations({ locale, namespace: 'Brochure' });
  const qr = qrCodeModules(url);
  return (
    <section className="print-sheet" aria-labelledby="print-sheet-heading">
      <div className="print-sheet__location">
        <h2 id="print-sheet-heading">{t('location')}</h2>
        {/* A hidden address has no coordinates either: the QR code leads to the page's approximate map. */}
        {coordinates ? (
          <p>
            {t('coordinates')}: {coordinates}
          </p>
        ) : null}
      </div>
      <figure className="print-sheet__qr">
        {/* Made by the qrcode library from our own URL, drawn by a client leaf from its modules. */}
        <PrintQrCode label={t('scan')} size={qr.size} bits={qr.bits} />
        <figcaption>
          {t('scan')}
          <br />
          {url}
        </figcaption>
      </figure>
    </section>
  );
}
