import { useCallback, useMemo } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { FetchStatusError } from '@/lib/browser/fetch-status-error';
import { favouriteOutcome, parseFavouriteEstateAnswer, type FavouriteOutcome } from '@/lib/favourites/estate-answer';

/** As long as the route lets the browser keep its answer (`private, max-age=60`); the server's read counts the same. */
const FRESH_MS = 60_000;

type EntryState = FavouriteOutcome | { kind: 'pending' } | { kind: 'error' };

/**
 * The list as the server read it from the visitor's mirror cookie (lib/favourites/favourites-store.ts): every
 * id, the first ones' outcomes (lib/favourites/favourite-answers.ts), and when those were read.
 */
export type ServerFavourites = { ids: readonly number[]; outcomes: Readonly<Record<number, FavouriteOutcome>>; readAt: number };

const PENDING: EntryState = { kind: 'pending' };
const ERROR: EntryState = { kind: 'error' };

function favouriteQueryKey(locale: string, id?: number) {
  return id === undefined ? (['favourite-estate', locale] as const) : (['favourite-estate', locale, id] as const);
}

/** Module-level, so react-query re-runs it only when an answer changes. An answer in hand wins over a failed refresh. */
function toEntryStates(results: UseQueryResult<FavouriteOutcome>[]): EntryState[] {
  return results.map((result) => result.data ?? (result.isError ? ERROR : PENDING));
}

// GET /{locale}/estate/{id}
async function fetchFavourite(locale: string, id: number, signal: AbortSignal): Promise<FavouriteOutcome> {
  const response = await fetch(`/${locale}/estate/${id}`, { signal, headers: { accept: 'application/json' } });
  // Only our route's own JSON 404 means "no such estate"; an HTML 404 from elsewhere must not cost a favourite.
  if (response.status === 404 && response.headers.get('content-type')?.includes('application/json')) {
    return favouriteOutcome(null);
  }
  if (!response.ok) throw new FetchStatusError(response.status, 'Favourite estate request');
  return favouriteOutcome(parseFavouriteEstateAnswer(await response.json()));
}

/**
 * Each favourite's estate as the site answers it: a card, gone, still pending or failed. What the server
 * already read comes in as the first answer, so those cards need no request until it goes stale.
 */
export function useFavouriteEntries(ids: readonly number[], server: ServerFavourites | null) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const states = useQueries({
    queries: ids.map((id) => {
      const fromServer = server?.outcomes[id];
      return {
        queryKey: favouriteQueryKey(locale, id),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchFavourite(locale, id, signal),
        // Offline, a paused query would show skeletons for ever; failing lets the visitor see why and retry.
        networkMode: 'always' as const,
        staleTime: FRESH_MS,
        ...(fromServer ? { initialData: fromServer, initialDataUpdatedAt: server?.readAt } : {}),
      };
    }),
    combine: toEntryStates,
  });

  // combine shares structure, so these stay the same objects until an answer changes.
  const entries = useMemo(() => ids.map((id, index) => ({ id, state: states[index] ?? PENDING })), [ids, states]);
  const gone = useMemo(() => entries.flatMap(({ id, state }) => (state.kind === 'gone' ? [id] : [])), [entries]);
  const failed = entries.some(({ state }) => state.kind === 'error');
  const retryFailed = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: favouriteQueryKey(locale), predicate: (query) => query.state.status === 'error' });
  }, [queryClient, locale]);
  return { entries, gone, failed, retryFailed };
}
