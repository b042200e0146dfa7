import { useTranslations } from 'next-intl';
import type { Picture } from '@/lib/site-api/schemas/estates';
import { COUNTER_PLACEHOLDERS, PhotoGalleryClient } from './photo-gallery-client';
import type { PhotoLightboxLabels } from './photo-lightbox';
import './media.css';
import { Photo } from '@/components/ui/photo';

type Props = {
  pictures: Picture[];
  title: string;
  /** The files are already the sizes shown (rental photos: the photo service's variants), not for the optimizer. */
  unoptimized?: boolean;
};

/** Where the large photo is more than 600 px wide (media.css: full width below 700 px, then two thirds). */
const LARGE_FILE_MEDIA = '(min-width: 700px)';

/** The large photo and at most this many more on the page; the lightbox holds them all. */
const PREVIEW_THUMBNAILS = 4;

/**
 * The estate's photos: the first one large (the page's largest paint, so preloaded and never lazy), up to
 * four thumbnails and a "show all" button. Every one opens the lightbox at its own photo.
 */
export function PhotoGallery({ pictures, title, unoptimized = false }: Props) {
  const t = useTranslations('Gallery');
  if (pictures.length === 0) return null;

  const sorted = [...pictures].sort((a, b) => a.index - b.index);
  const total = sorted.length;
  const alt = (at: number) => t('photoAlt', { title, index: at + 1, total });
  const shown = sorted.slice(0, 1 + PREVIEW_THUMBNAILS);

  const previews = shown.map((picture, at) =>
    at === 0 && unoptimized ? (
      // Files the optimizer cannot resize (rental photos: the photo service's variants): the phone gets the
      // 600x400 variant, a wider screen the large file. With no preload link, which would have to pick one
      // for every screen; the image is in the HTML with high priority, never lazy.
      <picture key={picture.index}>
        <source media={LARGE_FILE_MEDIA} srcSet={picture.file} />
        <Photo src={picture.thumbnail} alt={alt(at)} width={600} height={400} loading="eager" fetchPriority="high" unoptimized />
      </picture>
    ) : at === 0 ? (
      <Photo
        key={picture.index}
        src={picture.file}
        alt={alt(at)}
        width={1200}
        height={800}
        sizes="(min-width: 1100px) 700px, (min-width: 700px) 66vw, 100vw"
        // `preload` is Next 16's name for the deprecated `priority`: a preload link, and never lazy.
        preload
        fetchPriority="high"
        unoptimized={unoptimized}
      />
    ) : (
      <Photo
        key={picture.index}
        src={picture.thumbnail}
        alt={alt(at)}
        width={600}
        height={400}
        sizes="(min-width: 1100px) 340px, (min-width: 700px) 33vw, 25vw"
        unoptimized={unoptimized}
      />
    ),
  );

  const labels: PhotoLightboxLabels = {
    previous: t('previous'),
    next: t('next'),
    close: t('close'),
    play: t('play'),
    pause: t('pause'),
    enterFullscreen: t('enterFullscreen'),
    exitFullscreen: t('exitFullscreen'),
    lightbox: t('lightbox'),
    carousel: t('carousel'),
    slide: t('slide'),
    photoGallery: t('photoGallery'),
    // The lightbox fills these placeholders in itself, so they go through as literal text.
    slideCounter: t('slideCounter', COUNTER_PLACEHOLDERS),
    loadError: t('loadError'),
  };

  return (
    <section className="photo-gallery" aria-label={t('label')}>
      <PhotoGalleryClient
        files={sorted.map((picture) => picture.file)}
        // Each photo's alt text and button name once, as patterns the client fills in (like `slideCounter`),
        // not once per photo: they are in the markup already, and would be again in the RSC payload.
        altPattern={t('photoAlt', { title: '{title}', ...COUNTER_PLACEHOLDERS })}
        title={title}
        previews={previews}
        openPattern={t('open', COUNTER_PLACEHOLDERS)}
        showAllLabel={total > 1 ? t('showAll', { count: total }) : null}
        labels={labels}
      />
    </section>
  );
}
