'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { CheckboxFacet, type FilterOptionView } from '@/components/listing/checkbox-facet';
import { FilterPanel, PendingResults } from '@/components/listing/filter-panel';
import { MinimumCountFilter } from '@/components/listing/minimum-count-filter';
import { useQueryNavigation } from '@/lib/listing/use-query-navigation';
import { nearestArrivals } from '@/lib/rental-units/arrivals';
import { emptyRentalQuery, periodTypeInUrl, stayInUrl, type RentalQuery } from '@/lib/rental-units/search-query';
import { rentalQueryString } from '@/lib/rental-units/url-state';
import '@/components/estates/estate-search.css';

/** The filter data of `rental-units/filters` with labels in the visitor's language, as plain props. */
export type RentalFilterOptionsView = {
  locations: FilterOptionView[];
  kinds: FilterOptionView[];
  cities: FilterOptionView[];
  /** The largest occupancy of the site's units: the guests choice goes up to it. */
  maxGuests: number;
  periodTypes: { value: string; label: string }[];
  /** Arrival days of free periods (of the chosen type), in order, with a label such as "za 04/07/2026". */
  arrivalDays: { value: string; label: string }[];
  /** Free periods from the chosen arrival day (arrival and departure), with their length in the label. */
  stays: { start: string; end: string; label: string }[];
};

type Props = { query: RentalQuery; queryString: string; options: RentalFilterOptionsView; children: ReactNode };

function activeFilterCount(query: RentalQuery): number {
  return (
    query.location.length +
    query.kind.length +
    query.city.length +
    [query.guests, query.periodType, query.arrival, query.stay].filter((value) => value !== undefined).length
  );
}

/**
 * The rental list's filters: a plain GET form that works without JavaScript; with it, every change
 * updates the URL at once and the server renders the results. The length of stay follows the arrival
 * day: only the free periods that start on it are offered.
 */
export function RentalSearchShell({ query, queryString, options, children }: Props) {
  const t = useTranslations('HolidayList');
  const id = useId();
  const { navigate, isPending } = useQueryNavigation(rentalQueryString);
  const [current, setCurrent] = useState(query);
  const [initiallyOpen] = useState(() => activeFilterCount(query) > 0);

  // Back and forward change the URL under us: the form follows (React's pattern for state from a prop).
  const [syncedQueryString, setSyncedQueryString] = useState(queryString);
  if (queryString !== syncedQueryString) {
    setSyncedQueryString(queryString);
    setCurrent(query);
  }

  function apply(patch: Partial<RentalQuery>) {
    const next = { ...current, ...patch };
    setCurrent(next);
    navigate(next);
  }

  const stays = current.arrival ? options.stays.filter((stay) => stay.start === current.arrival) : [];
  // A day no free stay starts on: say so, and offer the nearest days that do.
  const noArrival = current.arrival !== undefined && !options.arrivalDays.some((day) => day.value === current.arrival);
  const nearest = noArrival ? nearestArrivals(options.arrivalDays, current.arrival ?? '') : [];
  const active = activeFilterCount(current);
  const guestChoices = Array.from({ length: options.maxGuests }, (_, index) => index + 1);

  return (
    <div className="container estate-search">
      <FilterPanel
        title={t('filtersTitle')}
        activeCount={active}
        initiallyOpen={initiallyOpen}
        applyLabel={t('apply')}
        resetLabel={t('reset')}
        onSubmit={() => navigate(current)}
        onReset={() => {
          const empty = emptyRentalQuery();
          setCurrent(empty);
          navigate(empty);
        }}
      >
        {options.locations.length > 1 ? (
          <CheckboxFacet
            legend={t('location')}
            name="location"
            options={options.locations}
            selected={current.location.map(String)}
            onChange={(values) => apply({ location: values.map(Number) })}
          />
        ) : null}
        <CheckboxFacet
          legend={t('kind')}
          name="kind"
          options={options.kinds}
          selected={current.kind.map(String)}
          onChange={(values) => apply({ kind: values.map(Number) })}
        />
        <CheckboxFacet
          legend={t('city')}
          name="city"
          options={options.cities}
          selected={current.city.map(String)}
          onChange={(values) => apply({ city: values.map(Number) })}
        />

        {options.maxGuests > 0 ? (
          <MinimumCountFilter
            id={`${id}-guests`}
            name="guests"
            label={t('guests')}
            anyLabel={t('guestsAny')}
            choices={guestChoices}
            choiceLabel={(count) => t('guestsMin', { count })}
            value={current.guests}
            onChange={(guests) => apply({ guests })}
          />
        ) : null}

        {options.periodTypes.length > 0 || options.arrivalDays.length > 0 ? (
          <fieldset className="filter-group">
            <legend className="filter-label">{t('period')}</legend>
            <label className="field">
              <span>{t('periodType')}</span>
              <select
                name="period"
                value={current.periodType ? periodTypeInUrl(current.periodType) : ''}
                // A stay is of one type: another type drops it.
                onChange={(event) => apply({ periodType: event.target.value || undefined, stay: undefined })}
              >
                <option value="">{t('periodTypeAny')}</option>
                {options.periodTypes.map((type) => (
                  <option key={type.value} value={periodTypeInUrl(type.value)}>
                    {type.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('arrival')}</span>
              {/* A date picker: 52 weeks of arrival days are too many for a list. Empty is any day. */}
              <input
                type="date"
                name="arrival"
                min={options.arrivalDays[0]?.value}
                max={options.arrivalDays.at(-1)?.value}
                value={current.arrival ?? ''}
                aria-describedby={noArrival ? `${id}-arrival-hint` : undefined}
                // Another arrival day makes the chosen stay meaningless: it started on the old one.
                onChange={(event) => apply({ arrival: event.target.value || undefined, stay: undefined })}
              />
            </label>
            {noArrival ? (
              <div id={`${id}-arrival-hint`} className="filter-hint" role="status">
                <p>{t('arrivalNone')}</p>
                {nearest.length > 0 ? (
                  <ul className="filter-hint__choices" aria-label={t('arrivalNearest')}>
                    {nearest.map((day) => (
                      <li key={day.value}>
                        <button type="button" className="button" onClick={() => apply({ arrival: day.value, stay: undefined })}>
                          {day.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <label className="field">
              <span>{t('stay')}</span>
              <select
                name="stay"
                value={current.stay ? stayInUrl(current.stay) : ''}
                disabled={stays.length === 0}
                aria-describedby={current.arrival ? undefined : `${id}-stay-hint`}
                onChange={(event) => {
                  const stay = stays.find((s) => stayInUrl(s) === event.target.value);
                  apply({ stay: stay ? { start: stay.start, end: stay.end } : undefined });
                }}
              >
                <option value="">{t('stayAny')}</option>
                {stays.map((stay) => (
                  <option key={stayInUrl(stay)} value={stayInUrl(stay)}>
                    {stay.label}
                  </option>
                ))}
              </select>
            </label>
            {current.arrival ? null : (
              <p id={`${id}-stay-hint`} className="filter-hint">
                {t('stayHint')}
              </p>
            )}
          </fieldset>
        ) : null}
      </FilterPanel>

      <div className="estate-search__main">
        <PendingResults isPending={isPending} loadingLabel={t('loading')}>
          {children}
        </PendingResults>
      </div>
    </div>
  );
}
