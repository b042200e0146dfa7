import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatArea } from '@/lib/rules/format';
import { bedroomsLabelKind, visibleKeyFacts, type KeyFact, type KeyFacts as Facts } from '@/lib/estates/detail/key-facts';
import './facts.css';

type SurfaceFact = Extract<KeyFact, 'livingSurface' | 'plotSurface' | 'terraceSurface'>;

const isSurface = (fact: KeyFact): fact is SurfaceFact =>
  fact === 'livingSurface' || fact === 'plotSurface' || fact === 'terraceSurface';

/** The headline facts of an estate as a term/value strip; facts that are 0 or unknown are left out. */
export async function KeyFacts({ facts: all, locale }: { facts: Facts; locale: Locale }) {
  const facts = visibleKeyFacts(all);
  if (facts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'KeyFacts' });

  return (
    <div className="key-facts">
      <h2 className="visually-hidden">{t('title')}</h2>
      <dl className="key-facts__list">
        {facts.map(({ fact, value }) => (
          <div
            key={fact}
            className="key-facts__item"
            data-fact={fact}
            // Only on the bedrooms: an undefined attribute is still a key in the page's RSC payload.
            {...(fact === 'bedrooms' ? { 'data-size': bedroomsLabelKind(value) } : {})}
          >
            <dt className="key-facts__term">{isSurface(fact) ? t(fact) : t(fact, { count: value })}</dt>
            <dd className="key-facts__value">{isSurface(fact) ? formatArea(value) : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
