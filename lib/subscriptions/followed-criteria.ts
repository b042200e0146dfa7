import type { Locale, Status } from '@/lib/rules';
import type { GeoFilter } from '@/lib/site-api/schemas';

/** What a subscriber follows, as the subscription forms show it again; an empty list means "any". */
export type FollowedCriteria = {
  statuses: Status[];
  /** Head type ids. */
  types: number[];
  /** City ids. */
  cities: number[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  /** Only listings in this drawn area, when the subscriber drew one. */
  area?: GeoFilter | null;
};

/** A stored subscription as its edit form starts from it: the language of its mails and what it follows. */
export type StoredSubscription = { locale: Locale; criteria: FollowedCriteria };
