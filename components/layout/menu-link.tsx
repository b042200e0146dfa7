import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { MenuItem } from '@/lib/site-api/schemas';

const routePathnames = {
  home: '/',
  estates: '/estates',
  holiday: '/holiday',
  favorites: '/favorites',
  subscribe: '/subscribe',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** One menu item of the site's navigation, linked to its localised route, CMS page or external URL. */
export function MenuLink({ item, className, children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const label = children ?? item.title;
  const { link } = item;
  switch (link.type) {
    case 'route':
      return (
        <Link className={className} href={routePathnames[link.route]}>
          {label}
        </Link>
      );
    case 'page':
      return (
        <Link className={className} href={{ pathname: '/[...rest]', params: { rest: link.url.split('/').filter(Boolean) } }}>
          {label}
        </Link>
      );
    case 'external':
      return (
        <a className={className} href={link.url} rel="noopener noreferrer" target="_blank">
          {label}
        </a>
      );
  }
}
