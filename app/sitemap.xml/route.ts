import { sitemapIndexResponse } from '@/lib/seo/sitemap-routes';

/** The sitemap index of the agency asked for: one file per 10,000 URLs. */
export function GET(request: Request) {
  return sitemapIndexResponse(request);
}
