// The names every form's body shares, without zod: client leaves that import only these stay small.

/** The name of the honeypot: a field people never see, so whoever fills it is a robot. */
export const HONEYPOT_FIELD = 'website';
/** The name the spec gives the reCAPTCHA token in a form's body (document 001, section 7). */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
