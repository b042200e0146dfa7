import { useId } from 'react';

/**
 * Ids and ARIA wiring of a form's fields: each field is described by its note and, when invalid, by its
 * error, so a screen reader reads both with the field.
 */
export function useFieldA11y<F extends string>(isInvalid: (name: F) => boolean) {
  const id = useId();
  const fieldId = (name: F) => `${id}-${name}`;
  const errorId = (name: F) => `${id}-${name}-error`;
  function a11y(name: F, noteId?: string) {
    const invalid = isInvalid(name);
    const describedBy = [noteId, invalid ? errorId(name) : undefined].filter(Boolean).join(' ');
    return { id: fieldId(name), 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
  }
  return { fieldId, errorId, a11y };
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} className="form__error">
      {children}
    </p>
  );
}
