'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import './city-combobox.css';

export type CityChoice = { id: number; name: string; zip?: string; count?: number };

async function fetchCities(locale: string, q: string, signal: AbortSignal): Promise<CityChoice[]> {
  const response = await fetch(`/${locale}/search-city?q=${encodeURIComponent(q)}`, { signal });
  if (!response.ok) throw Object.assign(new Error(`search-city ${response.status}`), { status: response.status });
  return ((await response.json()) as { cities: CityChoice[] }).cities;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Type-ahead for municipalities (ARIA 1.2 combobox with a listbox): arrows move, Enter picks,
 * Escape closes. Chosen cities show as removable chips and travel in the form as `city` fields.
 */
type Props = {
  selected: CityChoice[];
  onChange: (cities: CityChoice[]) => void;
  /** The field's label; the city filter's by default. */
  label?: string;
  /** The form field each chosen city travels in. */
  name?: string;
  /** The form field of the typed text: without JavaScript no suggestion can be picked, so the text is sent. */
  textName?: string;
  /** One city at most: a new choice replaces the chosen one. */
  single?: boolean;
};

/** The city picker brings its own react-query provider (the one browser client): it also sits in forms outside the lists. */
export function CityCombobox(props: Props) {
  return (
    <QueryProvider>
      <CityComboboxField {...props} />
    </QueryProvider>
  );
}

function CityComboboxField({ selected, onChange, label, name = 'city', textName, single = false }: Props) {
  const t = useTranslations('EstateList');
  const fieldLabel = label ?? t('city');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 150);
  const { data = [], isSuccess, isFetching } = useQuery({
    queryKey: ['search-city', locale, q],
    queryFn: ({ signal }) => fetchCities(locale, q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
  });
  // "No match" only once the answer for what is typed now is in: not while typing or loading, not on errors.
  const answered = isSuccess && !isFetching && q === text.trim();
  const suggestions = data.filter((city) => !selected.some((s) => s.id === city.id));
  const expanded = open && text.trim().length > 0;

  function choose(city: CityChoice) {
    onChange(single ? [city] : [...selected, city]);
    setText('');
    setOpen(false);
    setActive(0);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(suggestions.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const city = suggestions[active];
      // Enter in the box picks a suggestion instead of submitting the form.
      if (expanded && city) {
        event.preventDefault();
        choose(city);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="city-combobox">
      <label htmlFor={`${id}-input`} className="filter-label">
        {fieldLabel}
      </label>
      {selected.length > 0 ? (
        <ul className="chips">
          {selected.map((city) => (
            <li key={city.id} className="chip">
              <input type="hidden" name={name} value={city.id} />
              {city.name}
              <button
                type="button"
                className="chip__remove"
                aria-label={t('cityRemove', { city: city.name })}
                onClick={() => onChange(selected.filter((s) => s.id !== city.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="city-combobox__field">
        <input
          id={`${id}-input`}
          type="text"
          name={textName}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && suggestions[active] ? `${id}-option-${suggestions[active].id}` : undefined}
          autoComplete="off"
          placeholder={t('cityPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
        />
        <ul id={`${id}-listbox`} role="listbox" aria-label={fieldLabel} className="city-combobox__listbox" hidden={!expanded}>
          {suggestions.map((city, index) => (
            <li
              key={city.id}
              id={`${id}-option-${city.id}`}
              role="option"
              aria-selected={index === active}
              className="city-combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              {city.name} <span className="city-combobox__zip">{city.zip}</span>
              {city.count !== undefined ? <span className="count">({city.count})</span> : null}
            </li>
          ))}
          {expanded && answered && suggestions.length === 0 ? (
            <li className="city-combobox__empty" role="option" aria-selected={false} aria-disabled="true">
              {t('cityNoMatch')}
            </li>
          ) : null}
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && answered ? t('citySuggestions', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
