'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCurrency } from '@/lib/rules/format';
import { cents, loanDefaults, monthlyPayment, mortgageDeedCostWith } from '@/lib/estates/cost-to-buy/loan';
import type { MortgageRule, Situation } from '@/lib/estates/cost-to-buy/rates';
import { formatTypedNumber, parseTypedNumber } from '@/lib/estates/cost-to-buy/typed-number';

export type LoanCalculatorFormProps = {
  price: number;
  /** The mortgage-deed rule in force, chosen on the server. */
  mortgage: MortgageRule;
  /** The purchase costs in each situation the listing offers. */
  situations: { situation: Situation; costs: number }[];
};

/** Digits after the decimal separator a field keeps: a rate may be 3,125 %, an amount has cents. */
const fractionDigits = { amount: 2, rate: 3, years: 2 } as const;

type NumberFieldProps = {
  id: string;
  label: string;
  value: string;
  inputMode: 'numeric' | 'decimal';
  onChange: (value: string) => void;
  /** Rewrites what the visitor typed in the language's format once they leave the field. */
  onBlur: () => void;
};

function NumberField({ id, label, value, inputMode, onChange, onBlur }: NumberFieldProps) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode={inputMode} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
    </div>
  );
}

export function LoanCalculatorForm({ price, mortgage, situations }: LoanCalculatorFormProps) {
  const t = useTranslations('LoanCalculator');
  const locale = useLocale();
  const id = useId();
  const typed = (value: number, field: keyof typeof fractionDigits) => formatTypedNumber(value, locale, fractionDigits[field]);
  const [amount, setAmount] = useState(() => typed(Math.round((price * loanDefaults.shareOfPrice) / 1000) * 1000, 'amount'));
  const [rate, setRate] = useState(() => typed(loanDefaults.annualRate * 100, 'rate'));
  const [years, setYears] = useState(() => typed(loanDefaults.years, 'years'));
  const [situation, setSituation] = useState<Situation>(situations[0]?.situation ?? 'other');

  /** A positive number the visitor typed; anything else counts as 0. */
  const read = (value: string) => Math.max(0, parseTypedNumber(value, locale) ?? 0);
  /** Once the visitor leaves a field, what they typed reads in their language's format; text that is no number stays for them to fix. */
  const tidy = (value: string, field: keyof typeof fractionDigits, set: (value: string) => void) => () => {
    const number = parseTypedNumber(value, locale);
    if (number !== null) set(typed(number, field));
  };

  const loan = read(amount);
  const term = Math.min(read(years), loanDefaults.maxYears);
  const monthly = monthlyPayment(loan, read(rate) / 100, term);
  const deed = mortgageDeedCostWith(mortgage, loan);
  const costs = situations.find((s) => s.situation === situation)?.costs ?? 0;
  const ownFunds = Math.max(0, cents(price + costs + deed - loan));

  return (
    <form className="loan-calculator__form" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('title')}</h3>
      <div className="loan-calculator__fields">
        <NumberField id={`${id}-amount`} label={t('amount')} inputMode="numeric" value={amount} onChange={setAmount} onBlur={tidy(amount, 'amount', setAmount)} />
        <NumberField id={`${id}-rate`} label={t('rate')} inputMode="decimal" value={rate} onChange={setRate} onBlur={tidy(rate, 'rate', setRate)} />
        <NumberField id={`${id}-years`} label={t('years')} inputMode="numeric" value={years} onChange={setYears} onBlur={tidy(years, 'years', setYears)} />
      </div>
      {situations.length > 1 ? (
        <fieldset className="loan-calculator__situation">
          <legend>{t('situation')}</legend>
          {situations.map((s) => (
            <label key={s.situation}>
              <input type="radio" name={`${id}-situation`} value={s.situation} checked={situation === s.situation} onChange={() => setSituation(s.situation)} />{' '}
              {t(s.situation)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <dl className="loan-calculator__results" aria-live="polite">
        <div>
          <dt>{t('monthly')}</dt>
          <dd>{formatCurrency(monthly)}</dd>
        </div>
        <div>
          <dt>{t('mortgageDeed')}</dt>
          <dd>{formatCurrency(deed)}</dd>
        </div>
        <div>
          <dt>{t('ownFunds')}</dt>
          <dd>{formatCurrency(ownFunds)}</dd>
        </div>
      </dl>
      <p className="loan-calculator__note">{t('note')}</p>
    </form>
  );
}
