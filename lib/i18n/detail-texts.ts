import type { LocationMapTexts } from '@/components/estate-detail/location-map';
import type { ShareTexts } from '@/components/estate-detail/share-links';
import type { SendToFriendTexts } from '@/components/forms/send-to-friend-dialog';
import type { SimilarListingsTexts } from '@/components/listing/similar-listings';
import { TITLE_SLOT, type Translate } from './chrome-texts';

/**
 * The texts of a detail page's client leaves that show at load (the map, similar listings, sharing, the
 * send-to-a-friend button), formatted on the server as the chrome's are (./chrome-texts.ts): the page's
 * first load then carries no next-intl for them. The forms they open bring their own messages.
 */
export function buildLocationMapTexts(t: Translate, title: string): LocationMapTexts {
  return {
    label: t('LocationMap.label', { title }),
    approximate: t('LocationMap.approximate'),
    error: t('LocationMap.error'),
    retry: t('LocationMap.retry'),
    zoomIn: t('LocationMap.zoomIn'),
    zoomOut: t('LocationMap.zoomOut'),
  };
}

export function buildSimilarTexts(t: Translate, namespace: 'SimilarEstates' | 'SimilarRentalUnits'): SimilarListingsTexts {
  return { heading: t(`${namespace}.heading`), loading: t(`${namespace}.loading`), error: t(`${namespace}.error`), retry: t(`${namespace}.retry`) };
}

export function buildShareTexts(t: Translate): ShareTexts {
  return {
    label: t('Share.label'),
    consentNeeded: t('Share.consentNeeded'),
    openConsent: t('Share.openConsent'),
    shareOn: t('Share.shareOn', { provider: TITLE_SLOT }),
  };
}

export function buildSendToFriendTexts(t: Translate): SendToFriendTexts {
  return { open: t('SendToFriend.open'), title: t('SendToFriend.title'), close: t('SendToFriend.close') };
}
