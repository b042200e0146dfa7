'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';

/**
 * Moves a list to another query by changing the URL (the URL is the state): a history entry per
 * change, so back and forward restore earlier searches; the server renders the new first page.
 */
export function useQueryNavigation<Q>(serialize: (query: Q) => URLSearchParams) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (query: Q) => {
      const search = serialize(query).toString();
      startTransition(() => router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }));
    },
    [pathname, router, serialize],
  );
  return { navigate, isPending };
}
