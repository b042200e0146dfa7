'use client';

import { useId, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormAlert } from './form-alert';
import { ConsentField, FormField, PrivacyLink } from './form-parts';
import type { VisitorForm } from './use-visitor-form';

type Named<F extends string> = { form: VisitorForm<F>; name: F; label: string; optional?: boolean };

/** A labelled text input of a visitor form, with what was kept, its error and "(optional)" when it is. */
export function TextField<F extends string>({ form, name, label, optional = false, ...input }: Named<F> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  return (
    <FormField htmlFor={form.fieldId(name)} label={label} optional={optional ? form.texts.optional : undefined} error={form.errorText(name)}>
      <input type="text" {...input} {...form.field(name)} />
    </FormField>
  );
}

/** A labelled message box of a visitor form. */
export function TextAreaField<F extends string>({ form, name, label, optional = false, ...area }: Named<F> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>) {
  return (
    <FormField htmlFor={form.fieldId(name)} label={label} optional={optional ? form.texts.optional : undefined} error={form.errorText(name)}>
      <textarea {...area} {...form.field(name)} />
    </FormField>
  );
}

/** The privacy box every lead form has; `label` words it around the link to the privacy statement. */
export function PrivacyConsent({ form, label }: { form: VisitorForm<'privacy'>; label: (link: (text: ReactNode) => ReactNode) => ReactNode }) {
  return (
    <ConsentField
      input={<input type="checkbox" {...form.check('privacy')} />}
      htmlFor={form.fieldId('privacy')}
      invalid={form.invalid('privacy')}
      label={label((text) => <PrivacyLink newTab={form.texts.newTab}>{text}</PrivacyLink>)}
      error={form.errorText('privacy')}
    />
  );
}

/** Why the form was not sent, when it was not (spec section 4): the danger alert. */
export function FailureAlert({ form: { phase, texts, alertRef } }: { form: VisitorForm<never> }) {
  if (phase.kind !== 'failed') return null;
  return (
    <FormAlert kind="danger" ref={alertRef}>
      {texts.failure(phase.error)}
    </FormAlert>
  );
}

/** The success message of a sent form, which takes the focus. */
export function SentAlert({ form: { doneRef }, text }: { form: VisitorForm<never>; text: string }) {
  return (
    <FormAlert kind="success" ref={doneRef}>
      {text}
    </FormAlert>
  );
}

/** A sent form: the success message in place of the fields, and a button to send another. */
export function SentOutcome({ form, text, again }: { form: VisitorForm<never>; text: string; again: string }) {
  return (
    <div className="form-outcome">
      <SentAlert form={form} text={text} />
      <button type="button" className="button" onClick={form.reset}>
        {again}
      </button>
    </div>
  );
}

/** What the script adds to the body, posted by the form itself without it; null values are left out. */
export function HiddenFields({ values }: { values: Record<string, string | number | null> }) {
  return Object.entries(values).map(([name, value]) => (value === null ? null : <input key={name} type="hidden" name={name} value={value} />));
}

type Texts = { heading: string; intro: string; success: string; again: string };

/**
 * A visitor form with its own heading (the question form, the valuation request): the form and its
 * introduction, the danger alert above it after a failure, and in its place once sent the success message.
 */
export function FormSection({ form, texts, formProps, children }: { form: VisitorForm<never>; texts: Texts; formProps: FormHTMLAttributes<HTMLFormElement>; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      {form.phase.kind === 'done' ? (
        <SentOutcome form={form} text={texts.success} again={texts.again} />
      ) : (
        <>
          <FailureAlert form={form} />
          <form {...formProps} className="form">
            <p className="form__note">{texts.intro}</p>
            {children}
          </form>
        </>
      )}
    </section>
  );
}
