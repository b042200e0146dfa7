import type { ReactNode } from 'react';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import type { MenuEntry } from '@/lib/content/menu-entry';
import { NavLink } from './current-path';

const routePathnames = {
  home: '/',
  estates: '/estates',
  holiday: '/holiday',
  favorites: '/favorites',
  subscribe: '/subscribe',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/**
 * One menu item of the site's navigation, linked to its localised route, CMS page or external URL; an
 * internal link marks itself as the current page (or section) with aria-current.
 */
export function MenuLink({ item, locale, className, children }: { item: MenuEntry; locale: Locale; className?: string; children?: ReactNode }) {
  const label = children ?? item.title;
  const { link } = item;
  // No key at all without a class: `className: undefined` is still written into every page's RSC payload.
  const classProp = className ? { className } : {};
  switch (link.type) {
    case 'route':
      return (
        <NavLink {...classProp} href={getPathname({ href: routePathnames[link.route], locale })}>
          {label}
        </NavLink>
      );
    case 'page':
      return (
        <NavLink {...classProp} href={getPathname({ href: { pathname: '/[...rest]', params: { rest: link.url.split('/').filter(Boolean) } }, locale })}>
          {label}
        </NavLink>
      );
    case 'external':
      return (
        <a {...classProp} href={link.url} rel="noopener noreferrer" target="_blank">
          {label}
        </a>
      );
  }
}
