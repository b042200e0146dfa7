import 'server-only';
import { z } from 'zod';
import type { recaptchaConfig } from '@/lib/env';

export type RecaptchaConfig = NonNullable<ReturnType<typeof recaptchaConfig>>;

/** How old a token's challenge may be: a v3 token is meant to be asked for just before sending. */
export const CHALLENGE_MAX_AGE_MS = 2 * 60_000;
const VERIFY_TIMEOUT_MS = 5000;

export type RecaptchaVerdict =
  | { ok: true }
  /** The token does not pass: the visitor is asked to try again (400 'captcha'). */
  | { ok: false; reason: 'missing' | 'rejected' | 'action' | 'hostname' | 'score' | 'stale' }
  /** The verify service could not answer: nothing is known about the visitor (503 'unavailable'). */
  | { ok: false; reason: 'unavailable' };

// https://developers.google.com/recaptcha/docs/v3#site_verify_response
const verifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

async function askVerifyService(config: RecaptchaConfig, token: string, timeoutMs: number): Promise<z.infer<typeof verifyAnswerSchema> | null> {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ secret: config.secretKey, response: token }).toString(),
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = verifyAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a reCAPTCHA v3 token with the verify service: it passes only when the service calls it a success,
 * for `action`, solved on one of `hostnames` (a token solved on another site is no proof for this one), with
 * at least `minScore`, from a challenge of the last two minutes.
 */
export async function verifyRecaptcha(
  token: string | undefined,
  action: string,
  config: RecaptchaConfig,
  { now = Date.now(), timeoutMs = VERIFY_TIMEOUT_MS, hostnames }: { now?: number; timeoutMs?: number; hostnames: readonly string[] },
): Promise<RecaptchaVerdict> {
  if (!token) return { ok: false, reason: 'missing' };
  const answer = await askVerifyService(config, token, timeoutMs);
  if (!answer) return { ok: false, reason: 'unavailable' };
  if (!answer.success) return { ok: false, reason: 'rejected' };
  if (answer.action !== action) return { ok: false, reason: 'action' };
  if (!answer.hostname || !hostnames.map((h) => h.toLowerCase()).includes(answer.hostname.toLowerCase())) return { ok: false, reason: 'hostname' };
  if (answer.score === undefined || answer.score < config.minScore) return { ok: false, reason: 'score' };
  const challengedAt = answer.challenge_ts ? Date.parse(answer.challenge_ts) : Number.NaN;
  if (Number.isNaN(challengedAt) || Math.abs(now - challengedAt) > CHALLENGE_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  return { ok: true };
}
