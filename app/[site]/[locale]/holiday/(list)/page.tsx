import type { Metadata } from 'next';
import type { Locale } from '@/lib/rules';
import { HolidayListPage, rentalListMetadata } from './list-view';

type Props = {
  params: Promise<{ site: string; locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Its query makes it a render per request: only the cached searches' route is prerendered on demand. */
export const dynamic = 'force-dynamic';

/** A search with any other query than the cached ones (lib/cache/list-presets.ts): rendered for each request, on cached data. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return rentalListMetadata({ params, raw: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  return HolidayListPage({ params, raw: await searchParams });
}
