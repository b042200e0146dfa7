import type { Logger } from 'pino';
import { logger } from './logger.mjs';
import { isCancelled, logSiteApiFailure, markReported, reported as wasReported, siteApiErrorIn } from './upstream-failure';

const reported = (error: unknown) => error instanceof Error && wasReported(error);

/**
 * One failed request, as instrumentation.ts's onRequestError hands it over: a site-API failure (anywhere in
 * the cause chain) is its one line, logged once, without a stack; a visitor who left, or an error already
 * reported where it was caught, logs nothing; any other error is a bug and keeps its stack, named by the
 * route's template (`/[site]/[locale]/estates/[estateId]/[slug]`), never by the visitor's path.
 */
export function logRequestFailure(error: unknown, routePath: string, log: Pick<Logger, 'warn' | 'error'> = logger()): void {
  if (reported(error) || isCancelled(error)) return;
  const failure = siteApiErrorIn(error);
  if (failure) {
    if (reported(failure) || isCancelled(failure)) return;
    markReported(failure);
    if (failure !== error && error instanceof Error) markReported(error);
    logSiteApiFailure(log, 'error', failure);
    return;
  }
  if (error instanceof Error) markReported(error);
  log.error({ route: routePath, err: error }, 'request failed');
}
