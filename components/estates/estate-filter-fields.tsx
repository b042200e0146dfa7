'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Status } from '@/lib/rules';
import { formatNumber } from '@/lib/rules/format';
import { optionalNumber } from '@/lib/estates/filter-state';
import { estateQueryString } from '@/lib/estates/url-state';
import { CheckboxFacet, type FilterOptionView } from '@/components/listing/checkbox-facet';
import { MinimumCountFilter } from '@/components/listing/minimum-count-filter';
import { CityCombobox } from './city-combobox';
import { TownDistanceField } from './town-distance-field';
import type { EstateSearch, PriceBound } from './use-estate-search';

/** The filter data with labels in the visitor's language, as plain props. */
export type FilterOptionsView = {
  statuses: FilterOptionView[];
  types: FilterOptionView[];
  epcLabels: FilterOptionView[];
  prices: { min: number | null; max: number | null };
};

type Props = { search: EstateSearch; options: FilterOptionsView };

const bedroomChoices = [1, 2, 3, 4, 5, 6] as const;

/** Keys the form has no field for: they travel as hidden fields, so a plain submit keeps them. */
const carriedKeys = ['collection', 'area', 'sort', 'order', 'group', 'view'] as const;

/** The estate filter form's fields; each change goes through the search's state at once. */
export function EstateFilterFields({ search, options }: Props) {
  const t = useTranslations('EstateList');
  const id = useId();
  const { query, apply } = search;
  const carried = new URLSearchParams(estateQueryString(query));

  return (
    <>
      <CheckboxFacet
        legend={t('status')}
        name="status"
        options={options.statuses}
        selected={query.status}
        hint={query.status.length === 0 ? t('statusDefault') : undefined}
        onChange={(values) => apply({ status: values as Status[] })}
      />

      <CheckboxFacet
        legend={t('type')}
        name="type"
        options={options.types}
        selected={query.type.map(String)}
        onChange={(values) => apply({ type: values.map(Number) })}
      />

      <div className="filter-group">
        <CityCombobox selected={search.cities} onChange={search.chooseCities} />
      </div>

      <TownDistanceField town={search.near.town} km={search.near.km} onChange={search.chooseNear} />

      <PriceFields search={search} prices={options.prices} />

      <MinimumCountFilter
        id={`${id}-bedrooms`}
        name="bed-min"
        label={t('bedrooms')}
        anyLabel={t('bedroomsAny')}
        choices={bedroomChoices}
        choiceLabel={(count) => t('bedroomsMin', { count })}
        value={query.bedMin}
        onChange={(bedMin) => apply({ bedMin: optionalNumber(bedMin) })}
      />

      <CheckboxFacet
        legend={t('epc')}
        name="epc"
        options={options.epcLabels}
        selected={query.epc}
        inline
        onChange={(labels) => apply({ epc: labels })}
      />

      <div className="filter-group">
        <label className="check">
          <input
            type="checkbox"
            name="open-house"
            value="1"
            checked={query.openHouse === true}
            onChange={(event) => apply({ openHouse: event.target.checked ? true : undefined })}
          />
          {t('openHouse')}
        </label>
      </div>

      {carriedKeys.flatMap((key) =>
        carried.getAll(key).map((value) => <input key={`${key}-${value}`} type="hidden" name={key} value={value} />),
      )}
    </>
  );
}

/** The price range: typed freely, applied when a field is left or the form is submitted. */
function PriceFields({ search, prices }: { search: EstateSearch; prices: FilterOptionsView['prices'] }) {
  const t = useTranslations('EstateList');
  const bounds = [
    { bound: 'min', label: t('priceMin'), name: 'price-min', hint: prices.min },
    { bound: 'max', label: t('priceMax'), name: 'price-max', hint: prices.max },
  ] as const satisfies readonly { bound: PriceBound; label: string; name: string; hint: number | null }[];

  return (
    <fieldset className="filter-group filter-group--price">
      <legend className="filter-label">{t('price')}</legend>
      {bounds.map(({ bound, label, name, hint }) => (
        <label key={bound} className="field">
          <span>{label}</span>
          <input
            type="number"
            name={name}
            inputMode="numeric"
            min={0}
            step={1000}
            placeholder={hint === null ? undefined : formatNumber(hint)}
            value={search.price[bound]}
            onChange={(event) => search.typePrice(bound, event.target.value)}
            onBlur={search.applyPrice}
          />
        </label>
      ))}
    </fieldset>
  );
}
