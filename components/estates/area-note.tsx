'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/rules/format';
import { encodeArea } from '@/lib/estates/area-url';
import { QUERY_KEYS } from '@/lib/estates/search-query';
import { townMessageValues } from '@/lib/estates/town-distance';
import type { Area } from '@/lib/rules/area';

/** The town a distance search is around, as the server found it: its name, the distance and the circle's URL value. */
export type TownView = { id: number; name: string; km: number; area: string };

type Props = {
  /** The drawn area, when the list is narrowed to one. */
  area: Area | undefined;
  /** The town searched around, when the list is narrowed to one. */
  town: TownView | null;
  subscribeHref: string;
  onClear: () => void;
};

/** What narrows the list to a place, in words, with a way to remove it and to be kept informed about it. */
export function AreaNote({ area, town, subscribeHref, onClear }: Props) {
  const t = useTranslations('MapArea');
  let text: string;
  let value: string;
  if (town) {
    text = t('activeTown', townMessageValues(town));
    value = town.area;
  } else if (area) {
    text = area.kind === 'circle' ? t('activeCircle', { distance: formatNumber(Math.round(area.radius / 100) / 10) }) : t('active');
    value = encodeArea(area);
  } else return null;
  return (
    <p className="notice estate-area-note">
      <span>{text}</span>{' '}
      <button type="button" className="button" onClick={onClear}>
        {t('clear')}
      </button>
      <NextLink href={`${subscribeHref}?${new URLSearchParams({ [QUERY_KEYS.area]: value })}`}>{t('subscribe')}</NextLink>
    </p>
  );
}
