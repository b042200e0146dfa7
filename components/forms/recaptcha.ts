export type ExecuteRecaptcha = (action: string) => Promise<string>;

/** How long a visitor waits for Google's script before the form gives up with a captcha failure. */
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<ExecuteRecaptcha> | null = null;

/**
 * Loads reCAPTCHA v3 once per page: the library's chunk, then Google's script. Only a form that has a site
 * key calls this, and only when the visitor starts on it, so neither is in any page's first-load JS
 * (design decision 8).
 */
export function loadRecaptcha(siteKey: string, language: string): Promise<ExecuteRecaptcha> {
  loading ??= import('./recaptcha-root')
    .then((module) => module.mountRecaptcha(siteKey, language))
    .catch((error: unknown) => {
      // The chunk could not be downloaded (offline, a new deploy): a later attempt may succeed.
      loading = null;
      throw error;
    });
  return loading;
}

/** A token for `action`, asked for just before sending (a token is only valid for two minutes). */
export async function recaptchaToken(siteKey: string, language: string, action: string): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA did not load in time')), LOAD_TIMEOUT_MS);
  });
  try {
    const execute = await Promise.race([loadRecaptcha(siteKey, language), timeout]);
    return await execute(action);
  } finally {
    clearTimeout(timer);
  }
}
