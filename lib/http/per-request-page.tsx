import 'server-only';
import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { ErrorView } from '@/components/layout/error-view';
import { NotFoundView } from '@/components/layout/not-found-view';
import { isNotFound } from '@/lib/cache/not-found-page';
import { logger } from '@/lib/log/logger.mjs';
import { siteOf, type PageSite } from '@/lib/tenancy/site-of';
import type { Locale } from '@/lib/rules';

/**
 * The 404 and the error of a page rendered for each request (token links, the no-JavaScript form pages) in
 * its server HTML. Next answers a `notFound()` or an error thrown by such a page with an empty
 * `<html id="__next_error__">` shell (vercel/next.js#98295), and the trick of the cached pages (a failing
 * Suspense boundary, lib/cache/not-found-page.tsx) does not work once the status is sent. So the page
 * renders the localised section itself, inside the site's layout: the visitor and a browser without
 * JavaScript read it, and no page can set its own status. These pages are secret links (a token in a mail)
 * or forms shown again: private, never cached, never indexed (docs/decisions/0001-the-edge.md).
 */
export function withRequestStatus<P>(page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async (props: P) => {
    try {
      return await page(props);
    } catch (error) {
      if (isNotFound(error)) return <NotFoundView />;
      // Redirects and Next's other control flow go on as thrown.
      unstable_rethrow(error);
      // The kind of failure only: its message may hold a token of the visitor's link.
      logger().error({ errorName: error instanceof Error ? error.name : typeof error }, 'a page rendered per request failed');
      return <ErrorView />;
    }
  };
}

/**
 * The params of a page rendered for each request, never cached (it carries the nonce of its
 * Content-Security-Policy, lib/http/page-policy.ts), with the site and language they name.
 */
export async function perRequestParams<P extends { site: string; locale: Locale }>(params: Promise<P>): Promise<P & PageSite> {
  await connection();
  return { ...(await params), ...(await siteOf(params)) };
}
