import 'server-only';
import { Suspense, type ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * The 404 of a cached page in its server HTML. Next 16 answers a `notFound()` thrown by a page with the
 * right status but an empty `<html id="__next_error__">` shell: the localised text is only in the script
 * payload, so crawlers and visitors without JavaScript see nothing (vercel/next.js#98295). A page wrapped
 * here renders the not-found section itself, inside the site's layout, and throws `notFound()` only in a
 * Suspense boundary beside it: an on-demand (ISR) render then keeps the HTML around that boundary and
 * answers 404 (Next's prerender error handler sets the status), and the browser, reaching the boundary,
 * shows the same not-found section (the segment's not-found.tsx). Only for pages rendered on demand and
 * cached: a page rendered per request has sent its status before such a boundary fails.
 */
export function withNotFoundView<P>(page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async (props: P) => {
    try {
      return await page(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return (
        <>
          <NotFoundView />
          <Suspense fallback={null}>
            <NotFoundStatus />
          </Suspense>
        </>
      );
    }
  };
}

/** Metadata of a wrapped page: its own, or the not-found page's (localised title, noindex). */
export function withNotFoundMetadata<P>(metadata: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return async (props: P) => {
    try {
      return await metadata(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const t = await getTranslations('NotFound');
      return { title: t('title'), robots: { index: false, follow: true } };
    }
  };
}

function NotFoundStatus(): never {
  notFound();
}

/** Next's own test (`isHTTPAccessFallbackError`) is not public: its digest names the 404. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404';
}
