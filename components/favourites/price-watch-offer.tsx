'use client';

import dynamic from 'next/dynamic';
import { useFavourites } from '@/lib/favourites/use-favourites';

// The form's chunk loads only for a visitor who has favourites: the favourites page's first load stays as it was.
const PriceWatchForm = dynamic(() => import('./price-watch-form').then((module) => module.PriceWatchForm), { ssr: false });

/**
 * "Mail me when the price drops" under the favourites: the favourites live in this browser only,
 * so the offer shows once they are read, and sends their ids with the address the visitor gives.
 */
export function PriceWatchOffer({ recaptchaSiteKey }: { recaptchaSiteKey: string | null }) {
  const { ids, ready } = useFavourites();
  if (!ready || ids.length === 0) return null;
  return <PriceWatchForm ids={ids} recaptchaSiteKey={recaptchaSiteKey} />;
}
