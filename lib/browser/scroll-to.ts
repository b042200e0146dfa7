/** The rental page's scroll-to-map motion (document 001, section 9). */
export const SCROLL_TO_MAP_MS = 800;
export const SCROLL_TO_MAP_OFFSET_PX = 50;

/** Slow at both ends, as jQuery's default "swing" the old site animated with. */
export function easeInOut(progress: number): number {
  return 0.5 - Math.cos(Math.PI * Math.min(1, Math.max(0, progress))) / 2;
}

/** Where the page must scroll for `element` to sit `offset` pixels below the top of the window. */
export function scrollTargetOf(element: Element, offset: number): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}

/**
 * Scrolls the window to `top` over `duration` ms; at once for visitors who ask for reduced motion.
 * Resolves when done. A wheel or touch by the visitor stops the animation where it is.
 */
export function animateScrollTo(top: number, duration: number): Promise<void> {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  const from = window.scrollY;
  const start = performance.now();
  return new Promise((resolve) => {
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    const step = (now: number) => {
      const progress = (now - start) / duration;
      if (!stopped) window.scrollTo(0, from + (top - from) * easeInOut(progress));
      if (stopped || progress >= 1) {
        window.removeEventListener('wheel', stop);
        window.removeEventListener('touchstart', stop);
        resolve();
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
