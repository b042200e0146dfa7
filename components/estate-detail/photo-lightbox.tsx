'use client';

import { useEffect, useMemo, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';

/** Texts of the lightbox, translated by the server parent (namespace Gallery). */
export type PhotoLightboxLabels = {
  previous: string;
  next: string;
  close: string;
  play: string;
  pause: string;
  enterFullscreen: string;
  exitFullscreen: string;
  lightbox: string;
  carousel: string;
  slide: string;
  photoGallery: string;
  /** The strip of thumbnails under the photo; each thumbnail is named by `slideCounter`. */
  thumbnails: string;
  /** With the literal placeholders `{index}` and `{total}`, which the lightbox fills in. */
  slideCounter: string;
  loadError: string;
};

/**
 * `title` is shown over the slide (a floor plan's label and name); photos have none. `document` is the PDF
 * a slide shows the first page of, linked under it.
 */
export type PhotoSlide = { src: string; alt: string; title?: string; document?: { href: string; label: string; note: string } };

export type PhotoLightboxProps = {
  slides: readonly PhotoSlide[];
  index: number;
  open: boolean;
  labels: PhotoLightboxLabels;
  onClose: () => void;
  /** After the closing animation: the opener takes the focus back. */
  onExited: () => void;
};

/** Spec section 9: slideshow speed, idle time before the controls hide, animation length. */
export const SLIDESHOW_DELAY_MS = 3000;
export const IDLE_MS = 3000;
export const ANIMATION_MS = 366;

/** Hides the controls after IDLE_MS without pointer or key activity, as the old site's lightbox did. */
function useIdle(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, wake);
      setIdle(false);
    };
  }, [active]);
  return idle;
}

/**
 * The photo lightbox. Only ever loaded through `import()` from the gallery, on the visitor's first
 * open, so the library and its styles stay out of the page's first-load JS (design decision 8).
 */
export function PhotoLightbox({ slides, index, open, labels, onClose, onExited }: PhotoLightboxProps) {
  const idle = useIdle(open);
  const shown = useMemo(
    () =>
      slides.map(({ document, ...slide }) =>
        document
          ? {
              ...slide,
              description: (
                <a className="photo-lightbox__document" href={document.href} target="_blank" rel="noopener noreferrer">
                  {document.label} <span className="visually-hidden">{document.note}</span>
                </a>
              ),
            }
          : slide,
      ),
    [slides],
  );
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={shown}
      plugins={[Slideshow, Fullscreen, Counter, Thumbnails, Captions]}
      slideshow={{ delay: SLIDESHOW_DELAY_MS }}
      carousel={{ finite: false }}
      animation={{ fade: ANIMATION_MS, swipe: ANIMATION_MS }}
      controller={{ closeOnBackdropClick: true }}
      className={idle ? 'photo-lightbox photo-lightbox--idle' : 'photo-lightbox'}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        Play: labels.play,
        Pause: labels.pause,
        'Enter Fullscreen': labels.enterFullscreen,
        'Exit Fullscreen': labels.exitFullscreen,
        Lightbox: labels.lightbox,
        Carousel: labels.carousel,
        Slide: labels.slide,
        'Photo gallery': labels.photoGallery,
        Thumbnails: labels.thumbnails,
        '{index} of {total}': labels.slideCounter,
      }}
      render={{
        iconError: () => (
          <p className="photo-lightbox__error" role="alert">
            {labels.loadError}
          </p>
        ),
      }}
      on={{ exited: onExited }}
    />
  );
}
