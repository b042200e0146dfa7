'use client';

import dynamic from 'next/dynamic';
import type { LoanCalculatorFormProps } from './loan-calculator-form';
import { useNearViewport } from './use-near-viewport';
// Here, not only in the lazy form: its fields take the site's field style from the first paint.
import '@/components/forms/forms.css';

function LoanSkeleton() {
  return <div className="loan-calculator__skeleton skeleton" aria-hidden="true" />;
}

// The calculator's code is requested only once the panel comes near the viewport: the detail page's
// first-load JavaScript carries this small wrapper, not the form (design decision 8).
const LoanCalculatorForm = dynamic<LoanCalculatorFormProps>(() => import('./loan-calculator-form').then((module) => module.LoanCalculatorForm), {
  ssr: false,
  loading: LoanSkeleton,
});

/** The loan part of the cost-to-buy panel: amount, rate and term the visitor chooses. */
export function LoanCalculator(props: LoanCalculatorFormProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="loan-calculator">
      {near ? <LoanCalculatorForm {...props} /> : <LoanSkeleton />}
    </div>
  );
}
