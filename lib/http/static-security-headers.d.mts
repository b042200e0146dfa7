export type Header = { key: string; value: string };
/** The same for every answer. */
export declare const SAME_FOR_EVERY_ANSWER: Header[];
/** The policy of an answer that is no page (a file, an API answer, a refusal). */
export declare const NOT_A_PAGE_POLICY: string;
/** next.config.ts's `headers()` for the paths proxy.ts does not run for. */
export declare function securityHeaderRules(): { source: string; headers: Header[] }[];
/** Folders whose files other sites may show (CORP cross-origin). */
export declare const EMBEDDABLE_FOLDERS: string[];
/** Image extensions, as regular-expression alternatives (`jpe?g`): any image may be shown elsewhere. */
export declare const IMAGE_EXTENSIONS: string[];
