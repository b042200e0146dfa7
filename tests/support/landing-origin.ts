import { LANDING_KEY } from '@/lib/attribution/landing-origin';

/** Runs `check` while the browser keeps `origin` as where the visitor landed, then forgets it. */
export async function whileLandedFrom(origin: object, check: () => Promise<void>): Promise<void> {
  localStorage.setItem(LANDING_KEY, JSON.stringify({ origin, keptAt: Date.now() }));
  try {
    await check();
  } finally {
    localStorage.removeItem(LANDING_KEY);
  }
}
