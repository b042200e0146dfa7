/** One step of a breadcrumb trail: its visible name and its localised path. */
export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList of a trail, positions from 1, each item an absolute URL on the host asked. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, at) => ({
      '@type': 'ListItem',
      position: at + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).toString(),
    })),
  };
}
