import NextLink from 'next/link';
import type { EstateCardModel } from '@/lib/estates/card-model';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { CompareButton } from '@/components/compare/compare-selection';
import { Photo } from '@/components/ui/photo';

type Props = { card: EstateCardModel; priority?: boolean; headingLevel?: 2 | 3 };

/**
 * One estate as a card. Pure presentation of a card model: it renders the same on the server (first
 * page) and in the browser (pages loaded later, favourites). The href is already localised. The heart is
 * a client leaf drawn above the link's whole-card overlay (globals.css), so both stay clickable.
 */
export function EstateCardView({ card, priority = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="estate-card" data-estate-id={card.id}>
      <div className="estate-card__media">
        {card.photo ? (
          <Photo
            src={card.photo.src}
            alt={card.photo.alt}
            width={600}
            height={400}
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : (
          <div className="estate-card__no-photo" aria-hidden="true" />
        )}
        {card.status || card.badges.length > 0 ? (
          <div className="estate-card__badges">
            {card.status ? <span className={`badge badge--${card.status.toLowerCase()}`}>{card.statusLabel}</span> : null}
            {card.badges.map((badge) => (
              <span key={badge.kind} className={`badge badge--${badge.kind === 'new' ? 'new' : 'price-lowered'}`}>
                {badge.label}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <div className="estate-card__body">
        <Heading className="estate-card__title">
          <NextLink href={card.href} className="estate-card__link">
            {card.title}
          </NextLink>
        </Heading>
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
        <ul className="estate-card__facts">
          {card.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      {/* Last in reading and tab order (after the title it names), though it shows over the photo. */}
      <FavouriteButton estateId={card.id} estateTitle={card.title} />
      {card.project ? null : <CompareButton estateId={card.id} estateTitle={card.title} />}
    </article>
  );
}
