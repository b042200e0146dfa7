import type { MenuItem } from '@/lib/site-api/schemas';

/** One entry of the site's navigation as a link shows it: its title and where it leads. */
export type MenuEntry = Pick<MenuItem, 'title' | 'link'>;
