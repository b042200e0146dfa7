// What the page's always-loaded code needs of the kept landing: its key, its lifetime and a cheap look at
// whether one is kept. The rest (reading it as a lead's origin, checked with zod) loads only when needed
// (lib/attribution/landing-origin.ts), so no page carries a schema library for it in its first-load code.

/** localStorage key; storage is per hostname, so a landing never crosses agencies. */
export const LANDING_KEY = 'landing';

/** How long the first landing is kept: a lead within this time is credited to it. */
export const LANDING_DAYS = 30;
export const LANDING_MS = LANDING_DAYS * 24 * 60 * 60 * 1000;

/** Whether a landing kept in the last 30 days is there (its content is checked when it is read). */
export function keptRecently(storage: Storage | null, now: Date): boolean {
  try {
    const raw = storage?.getItem(LANDING_KEY);
    if (!raw) return false;
    const keptAt: unknown = (JSON.parse(raw) as { keptAt?: unknown }).keptAt;
    return typeof keptAt === 'number' && now.getTime() - keptAt < LANDING_MS;
  } catch {
    return false;
  }
}

/** A visitor who refuses cookies keeps nothing of where they came from. */
export function forgetLanding(storage: Storage | null): void {
  try {
    storage?.removeItem(LANDING_KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}
