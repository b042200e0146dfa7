import { useTranslations } from 'next-intl';
import { safeHref, videoProvider, type VideoLink } from '@/lib/media/links';
import { videoEmbed } from '@/lib/media/video-embed';
import { VideoPlayerClient } from './video-player-client';
import { MediaBlock } from './media-block';

type Props = { videos: readonly VideoLink[]; title: string };

/**
 * The estate's videos. A YouTube or Vimeo video plays in the page through the provider's privacy-enhanced
 * player, and only after the visitor allowed it (docs/decisions/0062-plans-and-video.md); every video
 * also has a link that opens it on the host's own site, the only thing a video of any other host gets.
 */
export function Videos({ videos, title }: Props) {
  const t = useTranslations('Media');
  const links = videos.flatMap((video) => {
    const href = safeHref(video.link);
    return href && /^https?:/.test(href) ? [{ href, provider: videoProvider(href), embed: videoEmbed(href) }] : [];
  });
  if (links.length === 0) return null;
  const numbered = links.length > 1;

  return (
    <MediaBlock id="estate-videos" heading={t('videos')}>
      {links.map(({ href, provider, embed }, at) => (
        <li key={`${at}-${href}`} className={embed ? 'media-list__item media-list__item--video' : 'media-list__item'}>
          {embed ? (
            <VideoPlayerClient
              src={embed.src}
              labels={{
                frameTitle: numbered ? t('videoNumberedOf', { index: at + 1, title }) : t('videoOf', { title }),
                playHere: t('playHere'),
                note: t('playHereNote', { provider: embed.provider }),
              }}
            />
          ) : null}
          <a className="media-list__link" href={href} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
            {numbered ? t('videoNumbered', { index: at + 1, provider }) : t('watchOn', { provider })}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </li>
      ))}
    </MediaBlock>
  );
}
