import { getTranslations } from 'next-intl/server';

/**
 * What the map view says without JavaScript (the map is drawn in the browser): that it needs a script, and a
 * link to the same search as a gallery. The map view itself is hidden then (app/styles/map.css).
 */
export async function MapNeedsScript({ galleryHref }: { galleryHref: string }) {
  const t = await getTranslations('NoScript');
  return (
    <noscript>
      <p className="notice">
        {t('map')} <a href={galleryHref}>{t('mapAsList')}</a>
      </p>
    </noscript>
  );
}
