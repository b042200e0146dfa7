'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';

const CurrentPath = createContext<string>('');

/**
 * The path in the address bar, for the menus' active state: a client leaf, so the layout depends on its
 * route params alone and its HTML can be cached for every visitor. During server rendering Next's pathname
 * is the rewritten internal one (`/1/nl/estates` for `/nl/aanbod`), so the server's render and the
 * hydration render mark nothing; once hydrated, Next's pathname is the browser's and follows client-side
 * navigations, which render no new layout.
 */
export function CurrentPathProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const nextPathname = usePathname();
  return <CurrentPath.Provider value={hydrated ? nextPathname : ''}>{children}</CurrentPath.Provider>;
}

const normalise = (path: string) => {
  try {
    return decodeURI(path).replace(/\/+$/, '') || '/';
  } catch {
    return path;
  }
};

/**
 * `page` when `href` is the current page, `true` when the current page lies below it (a listing below
 * the offer), else nothing. A language's home is only ever the current page itself.
 */
export function ariaCurrentOf(href: string, currentPath: string): 'page' | 'true' | undefined {
  const [target, current] = [normalise(href), normalise(currentPath)];
  if (target === current) return 'page';
  const isHome = /^\/[a-z]{2}$/.test(target);
  return !isHome && current.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * A link of the site's menus that says whether it leads to the page the visitor is on. A plain link: the
 * menus lead to another section, a page load from the cache, and next/link would be script on every page.
 */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const current = ariaCurrentOf(href, useContext(CurrentPath));
  return (
    <a href={href} className={className} aria-current={current}>
      {children}
    </a>
  );
}
