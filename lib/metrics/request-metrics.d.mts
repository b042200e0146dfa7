import type { IncomingMessage, ServerResponse } from 'node:http';

export type RouteKind = 'page' | 'api' | 'asset' | 'image' | 'other';
export declare const ROUTE_KINDS: readonly RouteKind[];
/** The route handlers under a language (app/[site]/[locale]/<name>/route.ts). */
export declare const LOCALE_API_SEGMENTS: ReadonlySet<string>;
/** The kind of route a request's path (with or without its query) is for. */
export declare function routeKind(url: string): RouteKind;
/** The request's method, or 'other' for the rest of what Node's parser accepts. */
export declare function methodLabel(method: string | undefined): string;
/** '2xx' for 204, and so on. */
export declare function statusClass(status: number): string;
/** Times one request, and counts it when its answer has been handed to the socket. */
export declare function observeRequest(request: IncomingMessage, response: ServerResponse): void;
