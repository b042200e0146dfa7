export declare const FORBIDDEN_IN_FIRST_LOAD: Readonly<Record<'leaflet' | 'lightbox' | 'recaptcha', readonly string[]>>;
export type FirstLoadFile = { url: string; bytes: number; gzipBytes: number; forbidden: string[] };
export type FirstLoad = { path: string; gzipBytes: number; files: FirstLoadFile[]; forbidden: string[] };
export declare function scriptUrls(html: string, pageUrl: string): string[];
export declare function forbiddenLibraries(source: string): string[];
export declare function measureFirstLoadJs(baseUrl: string, path: string, options?: { host?: string; fetchImpl?: typeof fetch }): Promise<FirstLoad>;
