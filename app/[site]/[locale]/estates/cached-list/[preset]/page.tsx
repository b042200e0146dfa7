import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/rules';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';
import { presetSearchParams } from '@/lib/cache/list-presets';
import { EstateListPage, estateListMetadata } from '../../(list)/list-view';

type Props = { params: Promise<{ site: string; locale: Locale; preset: string }> };

/** One of the most asked searches, which proxy.ts rewrites here: rendered once per site and language, then cached. */
export const generateStaticParams = renderedOnDemand;

async function searchOf(params: Props['params']) {
  const raw = presetSearchParams('estates', (await params).preset);
  if (!raw) notFound();
  return raw;
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  return estateListMetadata({ params, raw: await searchOf(params) });
}

async function Page({ params }: Props) {
  return EstateListPage({ params, raw: await searchOf(params), cachedRoute: true });
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(Page);
