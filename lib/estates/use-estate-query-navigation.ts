'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { serializeEstateQuery, type EstateQuery } from './search-query';

/**
 * Moves the list to another query by changing the URL (the URL is the state): a history entry per
 * change, so back and forward restore earlier searches; the server renders the new first page.
 */
export function useEstateQueryNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (query: EstateQuery) => {
      const search = serializeEstateQuery(query).toString();
      startTransition(() => router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }));
    },
    [pathname, router],
  );
  return { navigate, isPending };
}
