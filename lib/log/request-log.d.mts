import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { RequestContext } from './request-context.mjs';

export declare const REQUEST_ID_HEADER: 'x-request-id';
/** Starts the log of one request; returns its context, for withRequestContext. */
export declare function logRequest(request: IncomingMessage, response: ServerResponse, log?: Logger, now?: () => number): RequestContext;
