// Types of scripts/lighthouse-report.mjs for its unit tests (the scripts are plain JavaScript run by node).
export type PageKey = 'home' | 'list' | 'map' | 'estate' | 'project' | 'unit' | 'rentals' | 'rental' | 'favourites' | 'cms';
export const PAGE_TYPES: [PageKey, string][];
export const USAGE: string;
export type Options = { pages: PageKey[]; runs: number; port: number; blankPort: number; build: boolean; json: string | undefined; reports: string | undefined; help: boolean };
export function parseOptions(args: string[]): Options;
export function median(values: number[]): number;
type EstateLike = { general: { id: number; project?: boolean; parentId?: number | null }; pictures?: unknown[] };
export function pickPaths(data: {
  estates: EstateLike[];
  projectIds: number[];
  units: EstateLike[];
  rentals: { id: number }[];
  cmsPages: { url: string }[];
}): Record<PageKey, string | null>;
export function pickFavourites(estates: EstateLike[], count?: number): number[];
export type Numbers = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; scriptBytes: number };
export function summarise(lhr: { categories: Record<string, { score: number | null } | undefined>; audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } } | undefined> }): Numbers;
export function medianOf(runs: Numbers[]): Numbers;
export type Row = Numbers & { name: string; firstLoadJs?: number };
export function formatTable(rows: Row[], floor?: Row): string;
