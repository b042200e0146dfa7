import NextLink from 'next/link';

type TitleProps = { href: string; title: string; level: 2 | 3 };

/** A card's title: the link whose overlay makes the whole card clickable (app/styles/buttons-and-cards.css), at the list's heading level. */
export function CardTitle({ href, title, level }: TitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="estate-card__title">
      <NextLink href={href} className="estate-card__link">
        {title}
      </NextLink>
    </Heading>
  );
}

/** A card's short facts (rooms, area, guests…), already in words. */
export function CardFacts({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="estate-card__facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
