import { z } from 'zod';
import { browserStorage } from '@/lib/browser/storage-subscription';
import { leadOriginSchema, type LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import { forgetLanding as forget, LANDING_KEY, LANDING_MS } from './landing-key';

export { LANDING_DAYS, LANDING_KEY } from './landing-key';

const keptLandingSchema = z.object({ origin: leadOriginSchema, keptAt: z.number().int().nonnegative() });

const queryKeys = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
] as const;

type Page = { href: string; referrer: string };

/** The host that sent the visitor, or undefined for none, our own host, or something that is no URL. */
function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** What a page view says about where the visitor came from; a value that breaks the schema is left out. */
export function originOf({ href, referrer }: Page, now: Date): LeadOrigin | null {
  const url = new URL(href);
  const origin: Record<string, string> = { landingPath: url.pathname.slice(0, 500), landedOn: now.toISOString().slice(0, 10) };
  for (const [param, key] of queryKeys) {
    const value = url.searchParams.get(param)?.trim();
    if (value) origin[key] = value;
  }
  const referrerHost = referrerHostOf(referrer, url.host.toLowerCase());
  if (referrerHost) origin.referrerHost = referrerHost;
  const parsed = leadOriginSchema.safeParse(origin);
  if (parsed.success) return parsed.data;
  // One odd parameter must not lose the rest: keep what is valid on its own.
  const valid = Object.fromEntries(Object.entries(origin).filter(([key, value]) => leadOriginSchema.shape[key as keyof LeadOrigin].safeParse(value).success));
  const retried = leadOriginSchema.safeParse(valid);
  return retried.success ? retried.data : null;
}

/** The kept landing, or null when there is none, it is older than 30 days (then it is removed) or it was tampered with. */
export function readLandingOrigin(now: Date = new Date(), storage: Storage | null = browserStorage()): LeadOrigin | null {
  try {
    const raw = storage?.getItem(LANDING_KEY);
    if (!raw) return null;
    const kept = keptLandingSchema.safeParse(JSON.parse(raw));
    if (kept.success && now.getTime() - kept.data.keptAt < LANDING_MS) return kept.data.origin;
    storage?.removeItem(LANDING_KEY);
    return null;
  } catch {
    return null;
  }
}

/**
 * Keeps this page view as the landing, unless a landing from the last 30 days is kept already: the first
 * one wins. Only called once the visitor accepted cookies.
 */
export function keepLanding(page: Page, now: Date = new Date(), storage: Storage | null = browserStorage()): void {
  if (!storage || readLandingOrigin(now, storage)) return;
  const origin = originOf(page, now);
  if (!origin) return;
  try {
    storage.setItem(LANDING_KEY, JSON.stringify({ origin, keptAt: now.getTime() }));
  } catch {
    // Storage full or refused: this visit carries no attribution.
  }
}

/** A visitor who refuses cookies keeps nothing of where they came from. */
export function forgetLanding(storage: Storage | null = browserStorage()): void {
  forget(storage);
}
