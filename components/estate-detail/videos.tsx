import { useTranslations } from 'next-intl';
import { safeHref, videoProvider } from '@/lib/media/links';
import type { EstateDetail } from '@/lib/site-api/schemas/estates';
import './media.css';

type Props = { videos: EstateDetail['videos'] };

/**
 * The estate's videos as plain links that open on the host's own site. Nothing of YouTube or Vimeo is
 * embedded, so no third party sees the visitor before they choose to go there.
 */
export function Videos({ videos }: Props) {
  const t = useTranslations('Media');
  const links = videos.flatMap((video) => {
    const href = safeHref(video.link);
    return href && /^https?:/.test(href) ? [{ href, provider: videoProvider(href) }] : [];
  });
  if (links.length === 0) return null;

  return (
    <section className="media-block" aria-labelledby="estate-videos">
      <h2 id="estate-videos" className="media-block__heading">
        {t('videos')}
      </h2>
      <ul className="media-list">
        {links.map(({ href, provider }, at) => (
          <li key={`${at}-${href}`} className="media-list__item">
            <a className="media-list__link" href={href} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
              {links.length > 1 ? t('videoNumbered', { index: at + 1, provider }) : t('watchOn', { provider })}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
