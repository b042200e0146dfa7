export type HtmlParts = { total: number; flight: number; jsonLd: number; svg: number; head: number; markup: number };
export declare function htmlParts(html: string): HtmlParts;
export declare function flightText(html: string): string;
export declare function fetchHtml(baseUrl: string, path: string, options?: { fetchImpl?: typeof fetch }): Promise<string>;
