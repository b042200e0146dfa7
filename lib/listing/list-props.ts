import type { Locale } from '@/lib/rules';

/** A list page's route params and its search: the visitor's query, or a cached search's (lib/cache/list-presets.ts). */
export type ListProps = {
  params: Promise<{ site: string; locale: Locale }>;
  raw: Record<string, string | string[] | undefined>;
  /** Rendered to be cached (one of the cached searches): a failed search must then fail the render (lib/listing/list-outage.ts). */
  cachedRoute?: boolean;
};
