import { useTranslations } from 'next-intl';
import { COUNTER_PLACEHOLDERS } from '@/lib/media/counter-pattern';
import type { Photo } from '@/lib/media/photo';
import type { Plan } from '@/lib/media/plans';
import { PhotoGalleryClient } from './photo-gallery-client';
import type { PhotoLightboxLabels } from './photo-lightbox';
import type { PlanTile } from './plan-tiles';
import './gallery.css';

type Props = {
  pictures: readonly Photo[];
  title: string;
  /** The files are already the sizes shown (rental photos: the photo service's variants), not for the optimizer. */
  unoptimized?: boolean;
  /** Floor plans, shown after the photos (lib/media/plans.ts). */
  plans?: readonly Plan[];
};

/** The large photo and at most this many more on the page; the lightbox holds them all. */
const PREVIEW_THUMBNAILS = 4;

/**
 * The estate's photos: the first one large (the page's largest paint, so preloaded and never lazy), up to
 * four thumbnails and a "show all" button. Every one opens the lightbox at its own photo.
 */
export function PhotoGallery({ pictures, title, unoptimized = false, plans = [] }: Props) {
  const t = useTranslations('Gallery');
  if (pictures.length === 0 && plans.length === 0) return null;

  const sorted = [...pictures].sort((a, b) => a.index - b.index);
  const total = sorted.length;
  const shown = sorted.slice(0, 1 + PREVIEW_THUMBNAILS);

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
    thumbnails: t('thumbnails'),
    // The lightbox fills these placeholders in itself, so they go through as literal text.
    slideCounter: t('slideCounter', COUNTER_PLACEHOLDERS),
    loadError: t('loadError'),
  };

  // A plan without the agency's comment is named by its number, when there is more than one.
  const planTiles = plans.map((plan, at): PlanTile => {
    const name = plan.title ?? (plans.length > 1 ? t('planUntitled', { index: at + 1 }) : t('plan'));
    return plan.kind === 'image' ? { kind: 'image', src: plan.src, title: name } : { kind: 'pdf', src: plan.src, href: plan.href, title: name };
  });

  return (
    <section className="photo-gallery" aria-label={t('label')}>
      {/* Each photo's alt text and button name once, as patterns the client fills in (like `slideCounter`),
          and the previews drawn by the client from their files: the alt texts, sizes and dimensions of every
          photo would otherwise be in the page's RSC payload once more for each place they are used. */}
      <PhotoGalleryClient
        files={sorted.map((picture) => picture.file)}
        thumbnails={shown.map((picture) => picture.thumbnail)}
        {...(unoptimized ? { unoptimized: true } : {})}
        title={title}
        altPattern={t('photoAlt', { title: '{title}', ...COUNTER_PLACEHOLDERS })}
        openPattern={t('open', COUNTER_PLACEHOLDERS)}
        showAllLabel={total > 1 ? t('showAll', { count: total }) : null}
        labels={labels}
        {...(planTiles.length > 0
          ? {
              plans: planTiles,
              planAltPattern: t('planAlt', { title: '{title}' }),
              planLabels: {
                plans: t('plans'),
                plan: t('plan'),
                openPlan: t('openPlan', { title: '{title}' }),
                planPdfNote: t('planPdfNote'),
                openPdf: t('openPdf'),
                newTab: t('newTab'),
              },
            }
          : {})}
      />
    </section>
  );
}
