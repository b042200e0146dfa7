import type { NextRequest } from 'next/server';
import type { Locale } from '@/lib/rules';
import { publicPorts, trustForwardedHost } from '@/lib/env';
import { withPagePolicy, withSecurityHeaders } from '@/lib/http/page-policy';
import { i18nRoutingFor } from '@/lib/i18n/site-routing';
import { logger } from '@/lib/log/logger.mjs';
import { noteSite } from '@/lib/log/request-context.mjs';
import { reportFailure } from '@/lib/log/upstream-failure';
import { fallbackLocale, serviceUnavailable, unknownHost } from '@/lib/tenancy/fallback-pages';
import { canonicalHost, requestHostname } from '@/lib/tenancy/hostname';
import { HostnameLookupTimeout, resolveSite } from '@/lib/tenancy/resolve-site';
import { namesInternalSegment } from '@/lib/tenancy/site-param';
import { intoSiteSegment } from '@/lib/tenancy/site-rewrite';

export default async function proxy(request: NextRequest) {
  // What no page takes (a method, a Host that is no host, a path that does not decode) never gets here:
  // server.mjs refuses it first (lib/http/request-check.mjs), and the edge in front.
  const trustForwarded = trustForwardedHost();
  const hostname = requestHostname(request.headers, trustForwarded);
  let siteId: number;
  let defaultLocale: Locale;
  let host: string;
  try {
    const site = hostname ? await resolveSite(hostname) : null;
    if (!site) return withSecurityHeaders(request, unknownHost(request, hostname));
    siteId = site.id;
    noteSite(siteId);
    defaultLocale = site.defaultLocale;
    // The page is rendered for the site's own host, never for the raw Host: one page per site and path.
    host = canonicalHost(site.hostnames, request.headers, trustForwarded, publicPorts());
  } catch (error) {
    if (error instanceof HostnameLookupTimeout) logger().warn({ hostname, reason: error.message }, 'the site of a hostname is unknown for now: answered 503; the look-up goes on');
    else reportFailure(error, `the site of ${hostname} is unknown for now: answered 503`);
    return withSecurityHeaders(request, serviceUnavailable(request));
  }
  const site = { siteId, host };
  // The site id only ever comes from the hostname lookup: a path that names the internal site segment
  // itself is a page of this site that does not exist.
  const keyed = { siteId, hostname: hostname! };
  if (namesInternalSegment(request.nextUrl.pathname)) {
    return withPagePolicy(request, intoSiteSegment(request, site, `/${fallbackLocale(request)}${request.nextUrl.pathname}`), keyed);
  }
  return withPagePolicy(request, intoSiteSegment(request, site, i18nRoutingFor(defaultLocale)(request)), keyed);
}

export const config = {
  // Everything but Next's own files, server-to-server calls (/api/), the embedded demo API, the liveness
  // and readiness probes, files that find their site by host themselves (rental photos, site assets), remote photos
  // (IMAGE_HOSTS decides which, not the site), the crawlers' files and the public folder: every other path,
  // dotted or not (`/nl/a.b`, `/wp-content/x.php`), is a page of the site or its localised 404, and none
  // reaches a page's route unproxied.
  matcher: ['/((?!_next/|_vercel|api/|demo-api|healthz|readyz|rental-units/assets/|remote-photos/|site-assets/|sitemaps/|epc/|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$).*)'],
};
