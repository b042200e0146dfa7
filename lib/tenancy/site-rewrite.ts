import { NextResponse, type NextRequest } from 'next/server';
import { namesPresetRoute, PRESET_SEGMENT, presetPathOf } from '@/lib/cache/list-presets';
import { landingPathOf, namesLandingRoute } from '@/lib/cache/landing-route';
import { siteSegment, type SiteSegment } from './site-param';

/**
 * Sends a request to the internal route of its site (`/{siteId}_{host}/{locale}/…`, app/[site]/[locale]/…):
 * `routed` is next-intl's answer (a redirect goes out as it is; a rewrite to the internal pathname or a
 * pass-through gets the site segment in front, keeping its cookies and request headers), or a path of
 * the visitor's language to show instead. The site comes from the caller's hostname lookup alone.
 */
export function intoSiteSegment(request: NextRequest, site: SiteSegment, routed: NextResponse | string): NextResponse {
  const prefix = `/${siteSegment(site.siteId, site.host)}`;
  if (typeof routed === 'string') return NextResponse.rewrite(sameOrigin(request, `${prefix}${routed}`));
  if (routed.headers.has('location')) return routed;
  const rewrite = routed.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite) : new URL(request.url);
  routed.headers.set('x-middleware-rewrite', sameOrigin(request, `${prefix}${cacheablePath(target)}`).href);
  routed.headers.delete('x-middleware-next');
  return routed;
}

/**
 * An internal URL on the origin the server was asked on: `request.url`, never `request.nextUrl`, which
 * renames a loopback address to `localhost`; bound to 127.0.0.1 (`next start -H 127.0.0.1` behind nginx),
 * Next would take a rewrite to `http://localhost:PORT/…` for another server's and proxy it (see
 * `skipProxyUrlNormalize` in next.config.ts).
 */
function sameOrigin(request: NextRequest, pathAndQuery: string): URL {
  return new URL(pathAndQuery, request.url);
}

/**
 * The internal path and query of a page: the most asked searches go to their cached route (lib/cache/list-presets.ts);
 * landing pages to theirs (lib/cache/landing-route.ts); a visitor who names one of those routes themself gets the
 * site's 404 (its catch-all), like one who names the site segment.
 */
function cacheablePath(target: URL): string {
  if (namesPresetRoute(target.pathname) || namesLandingRoute(target.pathname)) {
    return `/${target.pathname.split('/')[1]}/${PRESET_SEGMENT}${target.search}`;
  }
  return presetPathOf(target.pathname, target.search) ?? landingPathOf(target.pathname, target.search) ?? `${target.pathname}${target.search}`;
}
