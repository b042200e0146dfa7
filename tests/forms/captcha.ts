// reCAPTCHA for the form route tests: off unless a test sets a configuration (formRouteTestSetup turns it
// off again before each test). A test file mocks the environment with it:
// `vi.mock('@/lib/env', async (importOriginal) => (await import('./captcha')).withCaptcha(await importOriginal()))`.
import type { RecaptchaConfig } from '@/lib/forms/recaptcha';

export const captcha = { config: null as RecaptchaConfig | null };

/** The app's environment, with the reCAPTCHA configuration the test sets. */
export function withCaptcha<Env extends object>(env: Env): Env & { recaptchaConfig: () => RecaptchaConfig | null } {
  return { ...env, recaptchaConfig: () => captcha.config };
}
