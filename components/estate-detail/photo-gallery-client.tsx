'use client';

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { PhotoLightboxLabels, PhotoLightboxProps, PhotoSlide } from './photo-lightbox';

type Props = {
  /** Every photo, in the order the lightbox shows them. */
  slides: readonly PhotoSlide[];
  /** The photos drawn on the page (rendered by the server parent), one button each; the first is the large one. */
  previews: readonly ReactNode[];
  /** Accessible name of each preview's button, same order as `previews`. */
  openLabels: readonly string[];
  /** Text of the "show all N photos" button; null hides it. */
  showAllLabel: string | null;
  labels: PhotoLightboxLabels;
};

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
export function PhotoGalleryClient({ slides, previews, openLabels, showAllLabel, labels }: Props) {
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

  return (
    <>
      <div className="photo-gallery__grid" data-count={previews.length} aria-busy={loading || undefined}>
        {previews.map((preview, at) => (
          <button
            key={at}
            type="button"
            className={at === 0 ? 'photo-gallery__item photo-gallery__item--main' : 'photo-gallery__item'}
            aria-label={openLabels[at]}
            onClick={(event) => openAt(at, event.currentTarget)}
            {...intent}
          >
            {preview}
          </button>
        ))}
      </div>
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
