'use client';

import dynamic from 'next/dynamic';
import type { FormIntl } from '@/components/forms/with-messages';
import type { LoanCalculatorFormProps } from './loan-calculator-form';
import { useNearViewport } from './use-near-viewport';
// Here, not only in the lazy form: its fields take the site's field style from the first paint.
import '@/components/forms/forms.css';

function LoanSkeleton() {
  return <div className="loan-calculator__skeleton skeleton" aria-hidden="true" />;
}

// The calculator's code is requested only once the panel comes near the viewport: the detail page's
// first-load JavaScript carries this small wrapper, not the form (design decision 8), nor next-intl, which
// comes with the form and the messages given to it (components/forms/with-messages.tsx).
type Props = LoanCalculatorFormProps & { intl?: FormIntl };
const LoanCalculatorForm = dynamic<Props>(
  () => Promise.all([import('./loan-calculator-form'), import('@/components/forms/with-messages')]).then(([form, { withMessages }]) => withMessages(form.LoanCalculatorForm)),
  {
    ssr: false,
    loading: LoanSkeleton,
  },
);

/** The loan part of the cost-to-buy panel: amount, rate and term the visitor chooses. */
export function LoanCalculator(props: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="loan-calculator">
      {near ? <LoanCalculatorForm {...props} /> : <LoanSkeleton />}
    </div>
  );
}
