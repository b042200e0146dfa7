import { sitemapFileResponse } from '@/lib/seo/sitemap-routes';

/** One sitemap file of the agency asked for: `/sitemaps/sitemap-1.xml`, … */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse(request, (await params).file);
}
