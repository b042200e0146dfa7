'use client';

import { useId, useState, type FormEvent } from 'react';
import { consentOf, type ConsentCategories } from '@/lib/consent/categories';

export type ConsentChoicesTexts = {
  categories: string;
  necessary: string;
  necessaryText: string;
  statistics: string;
  statisticsText: string;
  marketing: string;
  marketingText: string;
  save: string;
};

/**
 * The categories one by one, below the banner's text once the visitor asks to choose: necessary shown and
 * always on, statistics and marketing off until ticked (opt-in), or as the visitor chose before.
 */
export function ConsentChoices({ texts: t, current, onSave }: { texts: ConsentChoicesTexts; current: ConsentCategories | null; onSave: (consent: ConsentCategories) => void }) {
  const id = useId();
  const [statistics, setStatistics] = useState(current?.statistics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(consentOf(statistics, marketing));
  };

  const row = (name: string, label: string, text: string, checked: boolean, onChange?: (value: boolean) => void) => (
    <li className="consent-choices__row">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        aria-describedby={`${id}-${name}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <span id={`${id}-${name}-text`} className="consent-choices__text">
        {text}
      </span>
    </li>
  );

  return (
    <form className="consent-choices" onSubmit={save}>
      <fieldset>
        <legend className="consent-choices__legend">{t.categories}</legend>
        <ul className="consent-choices__list">
          {row('necessary', t.necessary, t.necessaryText, true)}
          {row('statistics', t.statistics, t.statisticsText, statistics, setStatistics)}
          {row('marketing', t.marketing, t.marketingText, marketing, setMarketing)}
        </ul>
      </fieldset>
      <button type="submit" className="button button--primary">
        {t.save}
      </button>
    </form>
  );
}
