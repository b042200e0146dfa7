'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The phone's menu: a native disclosure (it opens and closes before hydration too), which Escape closes
 * with the focus back on its button, and which closes once a link in it has led to another page.
 */
export function MenuDisclosure({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // Not on the first render: a menu opened before hydration stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = ref.current;
    if (event.key !== 'Escape' || !details?.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  }

  return (
    <details ref={ref} className={className} onKeyDown={onKeyDown}>
      {children}
    </details>
  );
}
