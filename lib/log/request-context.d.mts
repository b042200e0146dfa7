export type RequestContext = { reqId: string; siteId?: number };

/** Runs `work` as part of answering the request `context` describes. */
export declare function withRequestContext<T>(context: RequestContext, work: () => T): T;
/** The request being answered, if any. */
export declare function requestContext(): RequestContext | undefined;
/** Tells the request's log line which site it was for (proxy.ts, once the hostname is resolved). */
export declare function noteSite(siteId: number): void;
