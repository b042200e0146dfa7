import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/field-names';

/**
 * A text field people never see, hear or reach with the keyboard: a robot that fills in every field fills
 * this one too, and the server then drops the submission while answering as if it went through.
 */
export function HoneypotField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="form__trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the honeypot of the submitted form holds ('' for a person); `target` is the submit event's. */
export function honeypotValue(target: EventTarget | null | undefined): string {
  if (!(target instanceof HTMLFormElement)) return '';
  const input = target.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
