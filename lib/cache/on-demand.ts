/**
 * `generateStaticParams` of the public pages: nothing is rendered at build time (the sites, languages and
 * listings are only known at run time), and every (site segment, language, path) is rendered on its first
 * view and then served from the cache until its data's tags expire (docs/decisions/0012-cached-pages-and-revalidation.md).
 */
export async function renderedOnDemand(): Promise<never[]> {
  return [];
}
