'use client';

import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { Photo } from '@/components/ui/photo';
import { fillCounter } from '@/lib/media/counter-pattern';
import type { PhotoLightboxLabels, PhotoLightboxProps, PhotoSlide } from './photo-lightbox';
import { PlanTiles, type PlanTile, type PlanTileLabels } from './plan-tiles';

type Props = {
  /** Every photo's file, in the order the lightbox shows them. */
  files: readonly string[];
  /** The thumbnails of the photos drawn on the page (at most five, one button each); the first is shown large. */
  thumbnails: readonly string[];
  /** The files are already the sizes shown (rental photos: the photo service's variants), not for the optimizer. */
  unoptimized?: boolean;
  /** The listing's title, for `altPattern`. */
  title: string;
  /** Every photo's alt text, with `{title}`, `{index}` and `{total}` to fill in (the message `Gallery.photoAlt`). */
  altPattern: string;
  /** Accessible name of each preview's button, with `{index}` and `{total}` to fill in (`Gallery.open`). */
  openPattern: string;
  /** Text of the "show all N photos" button; null hides it. */
  showAllLabel: string | null;
  labels: PhotoLightboxLabels;
  /** Floor plans, after the photos, in the lightbox with their title as its caption (a PDF by its first page). */
  plans?: readonly PlanTile[];
  /** A plan's alt text in the lightbox, with `{title}` to fill in (`Gallery.planAlt`). */
  planAltPattern?: string;
  planLabels?: PlanTileLabels;
};

/** Where the large photo is more than 600 px wide (gallery.css: full width below 700 px, then two thirds). */
const LARGE_FILE_MEDIA = '(min-width: 700px)';

/** One photo drawn on the page: the first large (the page's largest paint, so preloaded and never lazy), the others as thumbnails. */
function Preview({ file, thumbnail, alt, first, unoptimized }: { file: string; thumbnail: string; alt: string; first: boolean; unoptimized: boolean }) {
  if (first && unoptimized)
    // Files the optimizer cannot resize (rental photos: the photo service's variants): the phone gets the
    // 600x400 variant, a wider screen the large file. With no preload link, which would have to pick one
    // for every screen; the image is in the HTML with high priority, never lazy.
    return (
      <picture>
        <source media={LARGE_FILE_MEDIA} srcSet={file} />
        <Photo src={thumbnail} alt={alt} width={600} height={400} loading="eager" fetchPriority="high" unoptimized />
      </picture>
    );
  if (first)
    return (
      <Photo
        src={file}
        alt={alt}
        width={1200}
        height={800}
        sizes="(min-width: 1100px) 700px, (min-width: 700px) 66vw, 100vw"
        // `preload` is Next 16's name for the deprecated `priority`: a preload link, and never lazy.
        preload
        fetchPriority="high"
        unoptimized={unoptimized}
      />
    );
  return <Photo src={thumbnail} alt={alt} width={600} height={400} sizes="(min-width: 1100px) 340px, (min-width: 700px) 33vw, 25vw" unoptimized={unoptimized} />;
}

type LightboxComponent = ComponentType<PhotoLightboxProps>;

// One download per page view, shared by every gallery on the page; a failed one may be tried again.
let lightboxModule: Promise<LightboxComponent> | null = null;
function loadLightbox(): Promise<LightboxComponent> {
  lightboxModule ??= import('./photo-lightbox').then((module) => module.PhotoLightbox);
  lightboxModule.catch(() => {
    lightboxModule = null;
  });
  return lightboxModule;
}

/**
 * The gallery's buttons. The lightbox's code is requested when the visitor shows intent (hover, focus)
 * or at the latest on the first click, never with the page (design decision 8).
 */
export function PhotoGalleryClient({ files, thumbnails, unoptimized = false, title, altPattern, openPattern, showAllLabel, labels, plans = [], planAltPattern = '{title}', planLabels }: Props) {
  // PDF plans whose page image did not load (the site could not draw it): document tiles, not slides.
  const [failedPages, setFailedPages] = useState<ReadonlySet<number>>(() => new Set());
  const { slides, planSlideAt } = useMemo(() => {
    const all: PhotoSlide[] = files.map((src, at) => ({ src, alt: fillCounter(altPattern, { title, index: at + 1, total: files.length }) }));
    const slideAt = plans.map((plan, at) => {
      if (plan.kind === 'pdf' && failedPages.has(at)) return null;
      const alt = planAltPattern.replace('{title}', () => plan.title);
      const document = plan.kind === 'pdf' && planLabels ? { href: plan.href, label: planLabels.openPdf, note: planLabels.newTab } : undefined;
      return all.push({ src: plan.src, alt, title: alt, ...(document ? { document } : {}) }) - 1;
    });
    return { slides: all, planSlideAt: slideAt };
  }, [files, altPattern, title, plans, planAltPattern, planLabels, failedPages]);
  const pageImageFailed = useCallback((plan: number) => setFailedPages((failed) => new Set(failed).add(plan)), []);
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const prefetch = useCallback(() => {
    loadLightbox().catch(() => {});
  }, []);

  const openAt = useCallback(
    (at: number, button: HTMLButtonElement) => {
      opener.current = button;
      setIndex(at);
      setFailed(false);
      if (Lightbox) {
        setOpen(true);
        return;
      }
      setLoading(true);
      loadLightbox().then(
        (component) => {
          setLightbox(() => component);
          setLoading(false);
          setOpen(true);
        },
        () => {
          setLoading(false);
          setFailed(true);
        },
      );
    },
    [Lightbox],
  );

  const returnFocus = useCallback(() => {
    const button = opener.current;
    // The lightbox restores focus itself; this covers the case where it could not (its element was gone).
    if (button?.isConnected && document.activeElement !== button) button.focus();
  }, []);

  const intent = { onPointerEnter: prefetch, onFocus: prefetch };
  const previews = thumbnails.map((thumbnail, at) => <Preview key={at} file={files[at] ?? thumbnail} thumbnail={thumbnail} alt={slides[at]?.alt ?? ''} first={at === 0} unoptimized={unoptimized} />);

  return (
    <>
      {previews.length > 0 ? (
        <div className="photo-gallery__grid" data-count={previews.length} aria-busy={loading || undefined}>
          {previews.map((preview, at) => (
            <button
              key={at}
              type="button"
              className={at === 0 ? 'photo-gallery__item photo-gallery__item--main' : 'photo-gallery__item'}
              aria-label={fillCounter(openPattern, { index: at + 1, total: files.length })}
              onClick={(event) => openAt(at, event.currentTarget)}
              {...intent}
            >
              {preview}
            </button>
          ))}
        </div>
      ) : null}
      {plans.length > 0 && planLabels ? (
        <PlanTiles plans={plans} labels={planLabels} slideAt={planSlideAt} onOpen={openAt} onPageImageFailed={pageImageFailed} intent={intent} />
      ) : null}
      {showAllLabel ? (
        <button type="button" className="button photo-gallery__all" onClick={(event) => openAt(0, event.currentTarget)} {...intent}>
          {showAllLabel}
        </button>
      ) : null}
      {failed ? (
        <p className="photo-gallery__error" role="alert">
          {labels.loadError}
        </p>
      ) : null}
      {Lightbox ? (
        <Lightbox slides={slides} index={index} open={open} labels={labels} onClose={() => setOpen(false)} onExited={returnFocus} />
      ) : null}
    </>
  );
}
