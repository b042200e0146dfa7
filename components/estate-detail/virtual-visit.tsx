import { useTranslations } from 'next-intl';
import { embeddableVisitUrl } from '@/lib/media/links';
import type { EstateDetail } from '@/lib/site-api/schemas/estates';
import { VirtualVisitClient } from './virtual-visit-client';
import './media.css';

/** An estate's visit links, or the one tour link of a rental unit (already checked with embeddableUrl). */
type Props = ({ virtualVisits: EstateDetail['virtualVisits'] } | { src: string | null }) & { title: string };

/** The "Virtual tour" button, when there is a tour link that can be framed (https; for estates, type 2). */
export function VirtualVisit(props: Props) {
  const t = useTranslations('Media');
  const { title } = props;
  const src = 'src' in props ? props.src : embeddableVisitUrl(props.virtualVisits);
  if (!src) return null;
  return (
    <VirtualVisitClient
      src={src}
      labels={{ open: t('virtualTour'), frameTitle: t('virtualTourOf', { title }), close: t('close'), newTab: t('openInNewTab') }}
    />
  );
}
