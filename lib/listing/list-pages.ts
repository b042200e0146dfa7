import 'server-only';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';
import { presetSearchParams, type PresetList } from '@/lib/cache/list-presets';
import type { Locale } from '@/lib/rules';
import type { ListProps } from './list-props';

/** What a list (the estates, the holiday homes) renders for a search: its metadata and its page. */
export type ListView = {
  metadata: (props: ListProps) => Promise<Metadata>;
  Page: (props: ListProps) => Promise<ReactNode>;
};

type QueryProps = { params: ListProps['params']; searchParams: Promise<ListProps['raw']> };
type PresetProps = { params: Promise<{ site: string; locale: Locale; preset: string }> };

/** A search with any other query than the cached ones (lib/cache/list-presets.ts): rendered for each request, on cached data. */
export function queryListPage({ metadata, Page }: ListView) {
  return {
    generateMetadata: async ({ params, searchParams }: QueryProps) => metadata({ params, raw: await searchParams }),
    Page: async ({ params, searchParams }: QueryProps) => Page({ params, raw: await searchParams }),
  };
}

/**
 * One of the most asked searches, which proxy.ts rewrites to the list's `cached-list/[preset]` route: an
 * unknown preset is the 404, in the server HTML (lib/cache/not-found-page.tsx).
 */
export function presetListPage(list: PresetList, { metadata, Page }: ListView) {
  async function searchOf(params: PresetProps['params']) {
    const raw = presetSearchParams(list, (await params).preset);
    if (!raw) notFound();
    return raw;
  }
  return {
    generateMetadata: withNotFoundMetadata(async ({ params }: PresetProps) => metadata({ params, raw: await searchOf(params) })),
    Page: withNotFoundView(async ({ params }: PresetProps) => Page({ params, raw: await searchOf(params), cachedRoute: true })),
  };
}
