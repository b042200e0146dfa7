import { useTranslations } from 'next-intl';
import { embeddableVisitUrl } from '@/lib/media/links';
import type { EstateDetail } from '@/lib/site-api/schemas/estates';
import { VirtualVisitClient } from './virtual-visit-client';
import './media.css';

type Props = { virtualVisits: EstateDetail['virtualVisits']; title: string };

/** The "Virtual tour" button, when the estate has a type-2 visit link that can be framed (https). */
export function VirtualVisit({ virtualVisits, title }: Props) {
  const t = useTranslations('Media');
  const src = embeddableVisitUrl(virtualVisits);
  if (!src) return null;
  return (
    <VirtualVisitClient
      src={src}
      labels={{ open: t('virtualTour'), frameTitle: t('virtualTourOf', { title }), close: t('close'), newTab: t('openInNewTab') }}
    />
  );
}
