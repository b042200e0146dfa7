import { robotsResponse } from '@/lib/seo/sitemap-routes';

/** robots.txt of the agency asked for, pointing at its own sitemap. */
export function GET(request: Request) {
  return robotsResponse(request);
}
