import { z } from 'zod';

const referenceSchema = z.string().regex(/^[A-Za-z0-9._-]+#[A-Za-z0-9]+$/);

/**
 * Site-relative URL of an asset referenced as `name#hash`; the hash and the site's asset version make
 * the URL change whenever the file does, so it can be cached for a year.
 */
export function assetUrl(reference: string | null, version: number): string | null {
  if (!reference || !referenceSchema.safeParse(reference).success) return null;
  const [name, hash] = reference.split('#') as [string, string];
  return `/site-assets/${encodeURIComponent(name)}?hash=${hash}&v=${version}`;
}
