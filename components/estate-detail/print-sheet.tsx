import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { coordinatesText } from '@/lib/estates/brochure/brochure';
import { qrCodeSvg } from '@/lib/estates/brochure/qr-code';
import type { EstateDetail } from '@/lib/site-api/schemas';

type Props = { estate: EstateDetail; locale: Locale; url: string };

/**
 * What only the printed page shows (print.css): the location as coordinates beside the address line the
 * page already prints (no map tiles on paper), and a QR code to the listing's canonical URL, drawn here
 * as SVG. Hidden on screen, so no one meets it twice.
 */
export async function PrintSheet({ estate, locale, url }: Props) {
  const [t, svg] = await Promise.all([getTranslations({ locale, namespace: 'Brochure' }), qrCodeSvg(url)]);
  const coordinates = coordinatesText(estate.address);
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
        {/* The SVG is made by the qrcode library from our own URL: no text from outside goes in. */}
        <div className="print-sheet__code" role="img" aria-label={t('scan')} dangerouslySetInnerHTML={{ __html: svg }} />
        <figcaption>
          {t('scan')}
          <br />
          {url}
        </figcaption>
      </figure>
    </section>
  );
}
