'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** How close below (or above) the viewport a block starts loading. */
export const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * True once the element has come within `margin` of the viewport, and from then on (it never turns back):
 * heavy blocks (the map, similar estates) load only when the visitor scrolls near them (design decision 8).
 * Without IntersectionObserver (old browsers) the block loads at once.
 */
export function useNearViewport<E extends Element>(margin = NEAR_VIEWPORT_MARGIN): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // After this render, like an observer's first callback would be.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
