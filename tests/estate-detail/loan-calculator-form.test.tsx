// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanCalculatorForm } from '@/components/estate-detail/loan-calculator-form';
import type { Locale } from '@/lib/rules';
import { mortgageDeed } from '@/lib/estates/cost-to-buy/rates';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

afterEach(cleanup);

const messages = { nl, fr, en, de } as const;
const mortgage = mortgageDeed[0]!.value;

function renderForm(locale: Locale, price = 350_000) {
  render(
    <NextIntlClientProvider locale={locale} timeZone="Europe/Brussels" messages={{ LoanCalculator: messages[locale].LoanCalculator }}>
      <LoanCalculatorForm price={price} mortgage={mortgage} situations={[{ situation: 'other', costs: 40_000 }]} />
    </NextIntlClientProvider>,
  );
  const m = messages[locale].LoanCalculator;
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { amount: field(m.amount), rate: field(m.rate), years: field(m.years), monthly: () => within(screen.getByText(m.monthly).parentElement!).getByRole('definition') };
}

describe('the loan calculator', () => {
  it('opens with 80% of the price, 3.3% and 25 years, written as the visitor’s language writes them', () => {
    const expected = { nl: '3,3', fr: '3,3', de: '3,3', en: '3.3' } as const;
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const { amount, rate, years } = renderForm(locale);
      expect(amount.value, locale).toBe('280000');
      expect(rate.value, locale).toBe(expected[locale]);
      expect(years.value, locale).toBe('25');
      cleanup();
    }
  });

  it('rewrites an edited rate in the language’s format when the visitor leaves the field', () => {
    const cases = [
      ['nl', '2.95', '2,95'],
      ['fr', '0.1', '0,1'],
      ['de', '3,30', '3,3'],
      ['en', '2,95', '2.95'],
      ['en', '0.1', '0.1'],
    ] as const;
    for (const [locale, typed, shown] of cases) {
      const { rate } = renderForm(locale);
      fireEvent.change(rate, { target: { value: typed } });
      expect(rate.value, `${locale} while typing`).toBe(typed);
      fireEvent.blur(rate);
      expect(rate.value, locale).toBe(shown);
      cleanup();
    }
  });

  it('leaves text that is no number for the visitor to fix', () => {
    const { rate } = renderForm('nl');
    fireEvent.change(rate, { target: { value: 'drie' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('drie');
  });

  it('pays back € 200.000 at 3% a year over 20 years with € 1.105,15 a month, whichever separator the visitor types', () => {
    for (const [locale, rateText] of [['nl', '3,0'], ['en', '3.0'], ['fr', '3'], ['de', '3.0']] as const) {
      const { amount, rate, years, monthly } = renderForm(locale);
      fireEvent.change(amount, { target: { value: locale === 'en' ? '200,000' : '200.000' } });
      fireEvent.change(rate, { target: { value: rateText } });
      fireEvent.change(years, { target: { value: '20' } });
      expect(monthly(), locale).toHaveTextContent('€ 1.105,15');
      cleanup();
    }
  });

  it('draws its inputs as the site’s other form fields', () => {
    const { amount, rate, years } = renderForm('nl');
    for (const input of [amount, rate, years]) expect(input.closest('.form__field')).not.toBeNull();
  });
});
