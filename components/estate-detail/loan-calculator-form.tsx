'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatCurrency } from '@/lib/domain/format';
import { cents, loanDefaults, monthlyPayment, mortgageDeedCostWith } from '@/lib/estates/cost-to-buy/loan';
import type { MortgageRule, Situation } from '@/lib/estates/cost-to-buy/rates';

export type LoanCalculatorFormProps = {
  price: number;
  /** The mortgage-deed rule in force, chosen on the server. */
  mortgage: MortgageRule;
  /** The purchase costs in each situation the listing offers. */
  situations: { situation: Situation; costs: number }[];
};

/** A number the visitor typed, read leniently (a comma is a decimal point); anything else counts as 0. */
function parse(value: string): number {
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function LoanCalculatorForm({ price, mortgage, situations }: LoanCalculatorFormProps) {
  const t = useTranslations('LoanCalculator');
  const id = useId();
  const [amount, setAmount] = useState(String(Math.round((price * loanDefaults.shareOfPrice) / 1000) * 1000));
  const [rate, setRate] = useState(String(loanDefaults.annualRate * 100).replace('.', ','));
  const [years, setYears] = useState(String(loanDefaults.years));
  const [situation, setSituation] = useState<Situation>(situations[0]?.situation ?? 'other');

  const loan = parse(amount);
  const term = Math.min(parse(years), loanDefaults.maxYears);
  const monthly = monthlyPayment(loan, parse(rate) / 100, term);
  const deed = mortgageDeedCostWith(mortgage, loan);
  const costs = situations.find((s) => s.situation === situation)?.costs ?? 0;
  const ownFunds = Math.max(0, cents(price + costs + deed - loan));

  return (
    <form className="loan-calculator__form" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('title')}</h3>
      <div className="loan-calculator__fields">
        <label>
          {t('amount')}
          <input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label>
          {t('rate')}
          <input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
        </label>
        <label>
          {t('years')}
          <input inputMode="numeric" value={years} onChange={(event) => setYears(event.target.value)} />
        </label>
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
