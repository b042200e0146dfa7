import { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/domain/enums';
import { i18nRoutingFor } from '@/lib/i18n/site-routing';
import { requestHostname } from '@/lib/tenancy/hostname';
import { resolveSite } from '@/lib/tenancy/resolve-site';
import { REQUEST_PATH_HEADER, SITE_ID_HEADER } from '@/lib/tenancy/site-header';
import { serviceUnavailable, unknownHost } from '@/lib/tenancy/fallback-pages';

export default async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // The site id only ever comes from our own hostname lookup.
  headers.delete(SITE_ID_HEADER);

  const hostname = requestHostname(request.headers, process.env.TRUST_FORWARDED_HOST === 'true');
  let siteId: number;
  let defaultLocale: Locale;
  try {
    const site = hostname ? await resolveSite(hostname) : null;
    if (!site) return unknownHost(request, hostname);
    siteId = site.id;
    defaultLocale = site.defaultLocale;
  } catch (error) {
    console.error(`Site lookup for ${hostname} failed:`, error instanceof Error ? error.message : error);
    return serviceUnavailable(request);
  }
  headers.set(SITE_ID_HEADER, String(siteId));
  // The path as the visitor sees it: the menus mark the current page in the server's HTML already.
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);

  if (request.nextUrl.pathname.startsWith('/site-assets/')) {
    return NextResponse.next({ request: { headers } });
  }
  return i18nRoutingFor(defaultLocale)(new NextRequest(request, { headers }));
}

export const config = {
  // Everything but Next's own files, server-to-server calls (/api/), the embedded demo API, the liveness
  // probe, rental photos (a file needs no language; its route finds the site by host itself), remote photos
  // (IMAGE_HOSTS decides which, not the site) and files with an extension; site assets have extensions but
  // need their site.
  matcher: ['/((?!api/|demo-api|healthz|_next|_vercel|rental-units/assets/|remote-photos/|.*\\..*).*)', '/site-assets/:path*'],
};
