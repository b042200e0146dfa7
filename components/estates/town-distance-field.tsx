'use client';

import { useTranslations } from 'next-intl';
import { QUERY_KEYS } from '@/lib/estates/search-query';
import { DISTANCES_KM, NEAR_TEXT_KEY } from '@/lib/estates/town-distance';
import { CityCombobox, type CityChoice } from './city-combobox';

type Props = {
  town: CityChoice | null;
  km: number;
  onChange: (town: CityChoice | null, km: number) => void;
};

/**
 * "Within N km of a town" among the list's filters: the town comes from the city filter's type-ahead
 * (one town), the distance from a fixed list. Both are plain form fields, so a submit without
 * JavaScript searches too (the server reads a typed town's name).
 */
export function TownDistanceField({ town, km, onChange }: Props) {
  const t = useTranslations('EstateList');
  // A distance from a link that the list does not offer stays chosen rather than silently changing.
  const distances = (DISTANCES_KM as readonly number[]).includes(km) ? DISTANCES_KM : [...DISTANCES_KM, km].sort((a, b) => a - b);
  return (
    <fieldset className="filter-group filter-group--near">
      <legend className="filter-label">{t('near')}</legend>
      <CityCombobox
        label={t('nearTown')}
        name={QUERY_KEYS.near}
        textName={NEAR_TEXT_KEY}
        single
        selected={town ? [town] : []}
        onChange={(next) => onChange(next[0] ?? null, km)}
      />
      <label className="field">
        <span>{t('nearDistance')}</span>
        <select name={QUERY_KEYS.km} value={km} onChange={(event) => onChange(town, Number(event.target.value))}>
          {distances.map((distance) => (
            <option key={distance} value={distance}>
              {t('nearDistanceOption', { distance })}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
