'use client';

import type { ReactNode } from 'react';
import { animateScrollTo, SCROLL_TO_MAP_MS, SCROLL_TO_MAP_OFFSET_PX, scrollTargetOf } from '@/lib/browser/scroll-to';

type Props = { targetId: string; children: ReactNode };

/**
 * "Show on the map": an in-page link (it jumps without JavaScript), animated over 800 ms to 50 px above
 * the map. The focus follows, so keyboard and screen-reader users land on the map, not back at the top.
 */
export function ScrollToMapLink({ targetId, children }: Props) {
  return (
    <a
      href={`#${targetId}`}
      className="scroll-to-map"
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        void animateScrollTo(scrollTargetOf(target, SCROLL_TO_MAP_OFFSET_PX), SCROLL_TO_MAP_MS).then(() => {
          target.focus({ preventScroll: true });
          history.replaceState(history.state, '', `#${targetId}`);
        });
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5Z" />
      </svg>
      {children}
    </a>
  );
}
