'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';

/**
 * Moves a list to another query by changing the URL (the URL is the state): a history entry per
 * change, so back and forward restore earlier searches (the query string is the list's parser map's,
 * lib/estates/url-state.ts, lib/rental-units/url-state.ts); the server renders the new first page. With a
 * `listPath`, the search moves there (from a page that is not the list itself).
 */
export function useQueryNavigation<Q>(queryStringOf: (query: Q) => string, listPath?: string) {
  const router = useRouter();
  const currentPath = usePathname();
  const pathname = listPath ?? currentPath;
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (query: Q) => {
      const search = queryStringOf(query);
      startTransition(() => router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }));
    },
    [pathname, router, queryStringOf],
  );
  return { navigate, isPending };
}
