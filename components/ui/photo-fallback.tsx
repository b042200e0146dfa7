'use client';

import { useEffect } from 'react';

/** A transparent pixel: the failed photo's box keeps its size and shows the placeholder's background. */
const EMPTY = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Shows a photo that could not be loaded as the neutral placeholder, keeping its name (alt): never a broken-image icon. */
export function showPhotoPlaceholder(image: HTMLImageElement): void {
  if (image.hasAttribute('data-photo-failed')) return;
  image.setAttribute('data-photo-failed', '');
  image.classList.add('photo-placeholder');
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = EMPTY;
}

const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== EMPTY;

/**
 * Watches every photo of the page (`img[data-photo]`, components/ui/photo.tsx): one that failed before
 * hydration, and any that fails later (a page of cards loaded as the visitor scrolls). Errors do not bubble:
 * one listener on the document, in the capture phase.
 */
export function PhotoFallback() {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-photo]')) {
      if (failed(image)) showPhotoPlaceholder(image);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-photo')) showPhotoPlaceholder(event.target);
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
