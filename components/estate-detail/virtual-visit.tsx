import { useTranslations } from 'next-intl';
import { embeddableVisitUrl, otherVisitLinks, type VisitLink } from '@/lib/media/links';
import { VirtualVisitClient } from './virtual-visit-client';
import './media.css';

/** An estate's visit links, or the one tour link of a rental unit (already checked with embeddableUrl). */
type Props = ({ virtualVisits: readonly VisitLink[] } | { src: string | null }) & { title: string };

/**
 * The "Virtual tour" button, when there is a tour link that can be framed (https; for estates, type 2), and
 * an estate's other visit links (type 1 and the like) as links that open in a new tab.
 */
export function VirtualVisit(props: Props) {
  const t = useTranslations('Media');
  const { title } = props;
  const src = 'src' in props ? props.src : embeddableVisitUrl(props.virtualVisits);
  const others = 'src' in props ? [] : otherVisitLinks(props.virtualVisits);
  if (!src && others.length === 0) return null;
  return (
    <>
      {src ? (
        <VirtualVisitClient
          src={src}
          labels={{ open: t('virtualTour'), frameTitle: t('virtualTourOf', { title }), close: t('close'), newTab: t('openInNewTab') }}
        />
      ) : null}
      {others.length > 0 ? (
        <ul className="virtual-visit__links">
          {others.map((href, index) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {others.length > 1 ? t('virtualTourNumbered', { index: index + 1 }) : t('virtualTour')} {t('newTab')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
