import 'server-only';
import { metrics } from '@/lib/metrics/registry.mjs';
import { NEEDS_JAVASCRIPT } from './no-script';

/**
 * What became of a form post, as form_posts_total counts it: a fixed set, whatever errors a form's own
 * result names (a slot taken, a period gone: 'refused').
 */
export type FormOutcome = 'ok' | 'honeypot' | 'invalid' | 'captcha' | 'rate_limited' | 'cross_site' | 'refused' | 'unavailable';

/** The outcome of an answered post, from its result and status. */
export function formOutcome(result: unknown, status: number): FormOutcome {
  if (typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === true) return 'ok';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  const error = typeof result === 'object' && result !== null ? (result as { error?: unknown }).error : undefined;
  if (error === 'invalid') return 'invalid';
  // Refused for want of the reCAPTCHA token a post without JavaScript cannot carry.
  if (error === 'captcha' || error === NEEDS_JAVASCRIPT) return 'captcha';
  return 'refused';
}

/** Counts one post of `form` (a name from the code, never from the request). */
export function countFormPost(form: string, outcome: FormOutcome): void {
  metrics().formPosts.inc({ form, outcome });
}
