'use client';

import { useMemo } from 'react';
import { keptErrors, keptText, keptTicked, type FormRetry } from '@/lib/forms/no-script';

/**
 * A form shown again after the browser posted it without JavaScript: what the visitor typed
 * goes into the page's HTML as the fields' default values, and the server's field errors into
 * react-hook-form's `errors`, so both show before (and without) any script. Without `retry`, empty fields.
 */
export function useKeptForm(retry: FormRetry | null | undefined) {
  const values = retry?.values;
  // Stable: react-hook-form sets these errors again whenever the object changes.
  const errors = useMemo(() => keptErrors(retry), [retry]);
  return {
    errors,
    text: (name: string) => ({ defaultValue: keptText(values, name) }),
    ticked: (name: string, value?: string) => ({ defaultChecked: keptTicked(values, name, value) }),
  };
}
