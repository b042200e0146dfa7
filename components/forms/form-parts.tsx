'use client';

import type { ReactNode } from 'react';
import { ClientLink as Link } from '@/lib/i18n/navigation';

/** The privacy statement, in a new tab: following the link must not cost the visitor what they typed. */
export function PrivacyLink({ children, newTab }: { children: ReactNode; newTab: string }) {
  return (
    <Link href="/privacy" target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </Link>
  );
}

/** The privacy consent of a form: a checkbox whose label turns red with the error below it (spec §5). */
export function ConsentField({ input, htmlFor, invalid, label, error }: { input: ReactNode; htmlFor: string; invalid: boolean; label: ReactNode; error: ReactNode }) {
  return (
    <div className="form__field">
      <div className="form__check">
        {input}
        <label htmlFor={htmlFor} className={invalid ? 'form__check-label form__check-label--invalid' : 'form__check-label'}>
          {label}
        </label>
      </div>
      {error}
    </div>
  );
}

/** A form's submit button: disabled and busy while sending, with the "sending…" text (spec §4). */
export function SubmitButton({ loading, label, loadingLabel, className = 'button button--primary form__submit' }: { loading: boolean; label: string; loadingLabel: string; className?: string }) {
  return (
    <button type="submit" className={className} disabled={loading} aria-busy={loading || undefined}>
      {loading ? loadingLabel : label}
    </button>
  );
}

/** One labelled field of a form: its label (with "(optional)" when given), the control, and its error. */
export function FormField({ htmlFor, label, optional, error, children }: { htmlFor: string; label: string; optional?: string; error: ReactNode; children: ReactNode }) {
  return (
    <div className="form__field">
      {optional ? (
        <label htmlFor={htmlFor}>
          {label} <span className="form__optional">{optional}</span>
        </label>
      ) : (
        <label htmlFor={htmlFor}>{label}</label>
      )}
      {children}
      {error}
    </div>
  );
}
