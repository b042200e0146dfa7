import type { NextRequest } from 'next/server';
import type { Locale } from '@/lib/domain/enums';
import { i18nRoutingFor } from '@/lib/i18n/site-routing';
import { requestHost, requestHostname } from '@/lib/tenancy/hostname';
import { resolveSite } from '@/lib/tenancy/resolve-site';
import { fallbackLocale, serviceUnavailable, unknownHost } from '@/lib/tenancy/fallback-pages';
import { intoSiteSegment } from '@/lib/tenancy/site-rewrite';
import { namesInternalSegment } from '@/lib/tenancy/site-param';
import { notePageSite } from '@/lib/http/page-cache-scope';
import { withPagePolicy } from '@/lib/http/page-policy';
import { reportFailure } from '@/lib/log/upstream-failure';

export default async function proxy(request: NextRequest) {
  const trustForwardedHost = process.env.TRUST_FORWARDED_HOST === 'true';
  const hostname = requestHostname(request.headers, trustForwardedHost);
  let siteId: number;
  let defaultLocale: Locale;
  try {
    const site = hostname ? await resolveSite(hostname) : null;
    if (!site) return unknownHost(request, hostname);
    siteId = site.id;
    defaultLocale = site.defaultLocale;
  } catch (error) {
    reportFailure(error, `the site of ${hostname} is unknown for now: answered 503`);
    return serviceUnavailable(request);
  }
  // The front door keeps a shareable answer as this site's page, so that a change of its data drops it.
  notePageSite(siteId, hostname!);
  const site = { siteId, host: requestHost(request.headers, trustForwardedHost) ?? hostname! };
  // The site id only ever comes from the hostname lookup: a path that names the internal site segment
  // itself is a page of this site that does not exist.
  if (namesInternalSegment(request.nextUrl.pathname)) {
    return intoSiteSegment(request, site, `/${fallbackLocale(request)}${request.nextUrl.pathname}`);
  }
  // Secure cookies over https, and a nonce on the pages rendered for one visitor (lib/http/page-policy.ts).
  return withPagePolicy(request, intoSiteSegment(request, site, i18nRoutingFor(defaultLocale)(request)));
}

export const config = {
  // Everything but Next's own files, server-to-server calls (/api/), the embedded demo API, the liveness
  // probe, files that find their site by host themselves (rental photos, site assets), remote photos
  // (IMAGE_HOSTS decides which, not the site) and files with an extension; then every path under a language,
  // dots included (`/nl/a.b` is this site's 404, not a file), and every path that starts like the internal
  // site segment (`/2_host/nl/…`), so none reaches a page unproxied.
  matcher: [
    '/((?!api/|demo-api|healthz|_next|_vercel|rental-units/assets/|remote-photos/|site-assets/|.*\\..*).*)',
    '/(nl|fr|en|de)/:path*',
    '/:site(\\d[^/]*)/:path*',
  ],
};
