import type { SubscriptionChoices } from '@/lib/subscriptions/subscription-choices';
import nl from '@/messages/nl.json';

type HeadType = keyof typeof nl.Enums.headType;

/** The choices of a subscription form in Dutch: for sale and to rent, and the given head types. */
export function subscriptionChoices(headTypes: readonly HeadType[]): SubscriptionChoices {
  return {
    statuses: [
      { value: 'FOR_SALE', label: nl.Enums.status.FOR_SALE },
      { value: 'TO_RENT', label: nl.Enums.status.TO_RENT },
    ],
    types: headTypes.map((id) => ({ value: id, label: nl.Enums.headType[id] })),
  };
}
