import { CardFacts, CardTitle } from '@/components/listing/card-parts';
import { Photo } from '@/components/ui/photo';
import type { RentalCardModel } from '@/lib/rental-units/card-model';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@/lib/rental-units/photo-url';
import { cardPhotoProps, type CardPhotoPriority } from '@/lib/media/card-photo-priority';

type Props = { card: RentalCardModel; priority?: CardPhotoPriority; headingLevel?: 2 | 3 };

/**
 * One rental unit as a card, in the estate card's look. Pure presentation of a card model, so it renders
 * the same on the server (first page) and in the browser (next pages, similar units). The photo is the
 * photo service's 600x400 thumbnail variant, used as it is (see the rental photo route).
 */
export function RentalCardView({ card, priority = 'lazy', headingLevel = 2 }: Props) {
  return (
    <article className="estate-card rental-card" data-rental-unit-id={card.id}>
      <div className="estate-card__media">
        {card.photo ? (
          <Photo
            src={card.photo.src}
            alt={card.photo.alt}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            {...cardPhotoProps(priority)}
            unoptimized
          />
        ) : (
          <div className="estate-card__no-photo" aria-hidden="true" />
        )}
      </div>
      <div className="estate-card__body">
        <CardTitle href={card.href} title={card.title} level={headingLevel} />
        <p className="estate-card__city">{card.location}</p>
        {card.price ? <p className="estate-card__price">{card.price}</p> : null}
        <CardFacts facts={card.facts} />
      </div>
    </article>
  );
}
