'use client';

type Props = {
  id: string;
  /** The URL key the form posts without JavaScript. */
  name: string;
  label: string;
  anyLabel: string;
  choices: readonly number[];
  choiceLabel: (count: number) => string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/** A filter on a least count (bedrooms, guests): any, or one of the choices. */
export function MinimumCountFilter({ id, name, label, anyLabel, choices, choiceLabel, value, onChange }: Props) {
  return (
    <div className="filter-group">
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} value={value?.toString() ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}>
        <option value="">{anyLabel}</option>
        {choices.map((count) => (
          <option key={count} value={count}>
            {choiceLabel(count)}
          </option>
        ))}
      </select>
    </div>
  );
}
