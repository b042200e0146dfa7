'use client';

/** One option of a filter facet; the count is left out where the API gives none. */
export type FilterOptionView = { value: string; label: string; count?: number };

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

/**
 * One facet of the filter form: a checkbox per option with its count, named after its URL key. A facet
 * with no option is left out, heading and all: a heading with nothing under it is a dead end.
 */
export function CheckboxFacet(props: {
  legend: string;
  name: string;
  options: FilterOptionView[];
  selected: readonly string[];
  inline?: boolean;
  /** What no ticked box means, under the legend. */
  hint?: string;
  onChange: (selected: string[]) => void;
}) {
  const { legend, name, options, selected, inline = false, hint, onChange } = props;
  if (options.length === 0) return null;
  return (
    <fieldset className={inline ? `filter-group filter-group--${name}` : 'filter-group'}>
      <legend className="filter-label">{legend}</legend>
      {hint ? <p className="filter-hint">{hint}</p> : null}
      {options.map((option) => (
        <label key={option.value} className={inline ? 'check check--inline' : 'check'}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => onChange(toggle(selected, option.value, event.target.checked))}
          />
          {option.label}
          {option.count !== undefined ? <span className="count"> ({option.count})</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

