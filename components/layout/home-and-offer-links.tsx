import { Link } from '@/lib/i18n/server-link';

/** The two ways on from a page that ends a path (not found, subscribed): the home page and the offer. */
export function HomeAndOfferLinks({ homeLabel, offerLabel }: { homeLabel: string; offerLabel: string }) {
  return (
    <p className="hero__actions">
      <Link href="/" className="button button--primary">
        {homeLabel}
      </Link>
      <Link href="/estates" className="button">
        {offerLabel}
      </Link>
    </p>
  );
}
