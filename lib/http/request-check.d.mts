export type Refusal = { status: 308 | 400 | 405 | 414; reason: string; allow?: string; location?: string };
export type RequestLine = { method: string; url: string; host: string | undefined; forwardedHost?: string | undefined };
/** True for a Host header value that names a host and nothing else. */
export declare function isValidHost(value: string): boolean;
/** The refusal for a request, or null to let Next answer it. */
export declare function checkRequest(request: RequestLine): Refusal | null;
