import { CardFacts, CardTitle } from '@/components/listing/card-parts';
import type { EstateCardModel } from '@/lib/estates/card-model';
import type { CardBadgeKind } from '@/lib/estates/card-model-schema';
import type { CardPhotoPriority } from '@/lib/media/card-photo-priority';
import { EstateCardActions } from './estate-card-leaves';
import { EstateCardPhoto } from './estate-card-photo';

const badgeClass = { new: 'new', priceLowered: 'price-lowered', openHouse: 'open-house' } as const satisfies Record<CardBadgeKind, string>;

type Props = { card: EstateCardModel; priority?: CardPhotoPriority; headingLevel?: 2 | 3 };

/**
 * One estate as a card. Pure presentation of a card model: it renders the same on the server (first
 * page) and in the browser (pages loaded later, favourites). The href is already localised. The heart is
 * a client leaf drawn above the link's whole-card overlay (app/styles/buttons-and-cards.css), so both stay clickable.
 */
export function EstateCardView({ card, priority = 'lazy', headingLevel = 3 }: Props) {
  return (
    <article className="estate-card" data-estate-id={card.id}>
      <div className="estate-card__media">
        {card.photo ? (
          <EstateCardPhoto src={card.photo.src} alt={card.photo.alt} {...(priority === 'lcp' ? { lcp: true } : {})} />
        ) : (
          <div className="estate-card__no-photo" aria-hidden="true" />
        )}
        {card.status || card.badges.length > 0 ? (
          <div className="estate-card__badges">
            {card.status ? <span className={`badge badge--${card.status.toLowerCase()}`}>{card.statusLabel}</span> : null}
            {card.badges.map((badge) => (
              <span key={badge.kind} className={`badge badge--${badgeClass[badge.kind]}`}>
                {badge.label}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <div className="estate-card__body">
        <CardTitle href={card.href} title={card.title} level={headingLevel} />
        <p className="estate-card__city">{card.location}</p>
        <p className="estate-card__price">
          {card.previousPrice ? (
            <>
              <del className="estate-card__previous-price">
                <span className="visually-hidden">{card.previousPrice.label}: </span>
                {card.previousPrice.text}
              </del>{' '}
            </>
          ) : null}
          {card.priceText}
        </p>
        <CardFacts facts={card.facts} />
      </div>
      {/* Last in reading and tab order (after the title it names), though it shows over the photo. */}
      <EstateCardActions estateId={card.id} estateTitle={card.title} {...(card.project ? { project: true } : {})} />
    </article>
  );
}
