'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { createElement, useMemo, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions, type Resolver, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { LeadType } from '@/lib/analytics/lead-event';
import { isFormErrorKey, type FormResult } from '@/lib/forms/fields';
import type { FormNamespace } from '@/lib/forms/form-namespaces';
import { useFormTexts } from '@/lib/forms/form-texts';
import { keptErrors, keptText, keptTicked, type FormRetry } from '@/lib/forms/no-script';
import { FieldError, useFieldA11y } from './field-a11y';
import type { LocalFailure, ResultReader } from './post-form';
import { useFormPost, type FormPhase, type PostResult } from './use-form-post';

/** What a field element takes from the form: its kept value, ids and ARIA state, and its registration. */
type FieldProps = UseFormRegisterReturn & { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; defaultValue?: string; defaultChecked?: boolean };

export type VisitorFormOptions<I extends FieldValues, O, F extends string, R extends PostResult<F>> = {
  /** The form's messages; the shared `Form` texts fill in what it does not word itself. With the fields, the
   * answer's schema, the reCAPTCHA action and the lead, the form's `…FormSetup` of lib/ (`contactFormSetup`). */
  namespace: FormNamespace;
  /** The form's fields in the order it shows them: the first refused one takes the focus. */
  fields: readonly F[];
  /** A form whose answer carries more (an id, a list) reads its own result type. */
  resultSchema: ResultReader<R>;
  /** The reCAPTCHA action the token is asked for; none for a form carrying a mailed secret. */
  recaptchaAction?: string;
  /** From `recaptchaConfig()` on the server; without a site key no token is asked for. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript: shown with its errors and what was typed. */
  retry?: FormRetry | null;
  sendsOrigin?: boolean;
  lead?: LeadType;
  /** What the script adds to the typed values (a listing's id, the page's path); `HiddenFields` posts them without it. */
  extra?: Record<string, string | number | null>;
  /** What the fields hold again once a post went through; without it they keep what was sent. */
  emptyValues?: I;
  /** A form that starts from stored values rather than from what its elements hold. */
  defaultValues?: DefaultValues<I>;
  /** The error keys the form words; any other message reads as `invalid`. */
  isErrorKey?: (value: unknown) => value is string;
  /** Values the error texts take (a maximum). */
  errorValues?: Record<string, string | number>;
  /** Field errors the page already knows of, shown without posting. */
  precheck?: (values: O) => Partial<Record<F, string>> | null;
  /** A form's own reading of an answer; true when it dealt with it entirely. */
  onAnswer?: (result: R | LocalFailure, values: O, methods: UseFormReturn<I, unknown, O>) => boolean | void;
};

/**
 * One visitor form: react-hook-form checked by the form's zod schema, posted to `/{locale}/{route}` with the
 * honeypot and the reCAPTCHA token, the route's field errors put back on their fields (the first focused,
 * what was typed kept) and the phase (idle, sending, sent, failed). The form element posts the same route
 * itself before hydration or without JavaScript (docs/decisions/0021-forms-without-javascript.md); a form the
 * server refused that way comes back as `retry`, its values in the HTML and its errors on the fields.
 */
export function useVisitorForm<I extends FieldValues, O extends FieldValues, F extends string, R extends PostResult<F> = FormResult<F>>(
  schema: z.ZodType<O, I>,
  route: string,
  options: VisitorFormOptions<I, O, F, R>,
) {
  const { namespace, fields, retry = null, extra = {}, isErrorKey = isFormErrorKey } = options;
  const texts = useFormTexts(namespace);
  const post = useFormPost<F, R>({
    route,
    resultSchema: options.resultSchema,
    fields,
    recaptchaSiteKey: options.recaptchaAction ? options.recaptchaSiteKey : null,
    recaptchaAction: options.recaptchaAction ?? '',
    retry,
    sendsOrigin: options.sendsOrigin,
    lead: options.lead,
  });
  // Stable: react-hook-form sets these errors again whenever the object changes.
  const serverErrors = useMemo(() => keptErrors(retry), [retry]);
  const methods = useForm<I, unknown, O>({
    resolver: zodResolver(schema) as Resolver<I, unknown, O>,
    errors: serverErrors as UseFormReturn<I>['formState']['errors'] | undefined,
    // No default values unless given: a field registers with what its element holds, so whatever the
    // visitor typed before the page's JavaScript ran is kept (a default would overwrite it).
    defaultValues: options.defaultValues,
  });
  const { errors } = methods.formState;
  const invalid = (name: F) => Boolean(get(errors, name));
  const { fieldId, errorId, a11y } = useFieldA11y<F>(invalid);
  const path = (name: F) => name as unknown as Path<I>;

  function showServerErrors(messages: Partial<Record<F, string>> | undefined) {
    fields
      .filter((field) => messages?.[field])
      .forEach((field, index) => methods.setError(path(field), { type: 'server', message: messages?.[field] }, { shouldFocus: index === 0 }));
  }

  async function submit(values: O, event?: BaseSyntheticEvent) {
    const known = options.precheck?.(values);
    if (known) return showServerErrors(known);
    const result = await post.send({ ...values, ...extra }, event?.target);
    if (!result || options.onAnswer?.(result, values, methods)) return;
    if (result.ok) {
      if (options.emptyValues) methods.reset(options.emptyValues);
      return;
    }
    showServerErrors((result as { fields?: Partial<Record<F, string>> }).fields);
  }

  /** The message key of a field's error; null when the field is fine. */
  function errorKey(name: F): string | null {
    const error: { message?: unknown } | undefined = get(errors, name);
    if (!error) return null;
    return isErrorKey(error.message) ? error.message : 'invalid';
  }

  const values = retry?.values;
  return {
    phase: post.phase,
    /** Back to the idle form, to send another. */
    reset: post.reset,
    /** Where the focus goes on an outcome no field takes: the success message, the danger alert. */
    doneRef: post.doneRef,
    alertRef: post.alertRef,
    texts,
    methods,
    /** The `<form>`'s own props: it posts to the route without JavaScript, and is sent as JSON with it. */
    formProps: { method: 'post', action: post.formAction, noValidate: true, onSubmit: methods.handleSubmit(submit), onFocus: post.warmUp },
    /** A text field, select or lone checkbox: what was kept, its ids and ARIA state, its registration. */
    field: (name: F, more: { noteId?: string; register?: RegisterOptions<I, Path<I>> } = {}): FieldProps => ({
      defaultValue: keptText(values, name),
      ...a11y(name, more.noteId),
      ...methods.register(path(name), more.register),
    }),
    check: (name: F): FieldProps => ({ defaultChecked: keptTicked(values, name), ...a11y(name), ...methods.register(path(name)) }),
    /** One box or radio button of a group. */
    choice: (name: F, value: string) => ({ defaultChecked: keptTicked(values, name, value), ...methods.register(path(name)) }),
    fieldId,
    errorId,
    invalid,
    /** A field's error in the form's words, described by the field; null when the field is fine. */
    errorText: (name: F) => {
      const key = errorKey(name);
      return key === null ? null : createElement(FieldError, { id: errorId(name) }, texts.error(key, options.errorValues));
    },
  };
}

/** What the shared parts of a visitor form read of it (components/forms/visitor-form-parts.tsx). */
export type VisitorForm<F extends string = string> = {
  phase: FormPhase<string>;
  alertRef: RefObject<HTMLDivElement | null>;
  doneRef: RefObject<HTMLDivElement | null>;
  reset(): void;
  texts: ReturnType<typeof useFormTexts>;
  field(name: F): FieldProps;
  check(name: F): FieldProps;
  fieldId(name: F): string;
  invalid(name: F): boolean;
  errorText(name: F): ReactNode;
};
