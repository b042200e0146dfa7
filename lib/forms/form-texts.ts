import { useTranslations } from 'next-intl';
import type { FormNamespace } from './form-namespaces';

type Values = Record<string, string | number>;
type Lookup = { (key: string, values?: Values): string; has(key: string): boolean };

/**
 * The texts every visitor form shares (messages `Form`: "(optional)", "(opens in a new tab)", the honeypot's
 * label, the common field errors and the reCAPTCHA failure), travelling once per page instead of once per
 * form. A form's own namespace holds what it words its own way (`errors.privacyRequired`, `failure.invalid`,
 * `errors.periodRequired`…); a key it holds wins over the shared one, and an unknown error reads as `invalid`.
 */
export function useFormTexts(namespace: FormNamespace) {
  const own = useTranslations(namespace) as unknown as Lookup;
  const shared = useTranslations('Form') as unknown as Lookup;
  const either = (key: string, values?: Values) => (own.has(key) ? own(key, values) : shared(key, values));
  return {
    optional: shared('optional'),
    newTab: shared('newTab'),
    honeypot: shared('honeypot'),
    error: (key: string, values?: Values) => (own.has(`errors.${key}`) || shared.has(`errors.${key}`) ? either(`errors.${key}`, values) : shared('errors.invalid')),
    failure: (key: string) => either(`failure.${key}`),
  };
}
