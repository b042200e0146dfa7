import { isCancelled, markReported, reported as wasReported, siteApiErrorIn, siteApiFailureLine } from './upstream-failure';

const reported = (error: unknown) => error instanceof Error && wasReported(error);

/**
 * One failed request, as instrumentation.ts's onRequestError hands it over: a site-API failure (anywhere in
 * the cause chain) is its one line, printed once; a visitor who left, or an error already reported where it
 * was caught, prints nothing; any other error is a bug and keeps its stack, named by the route's template
 * (`/[site]/[locale]/estates/[estateId]/[slug]`), never by the visitor's path.
 */
export function logRequestFailure(error: unknown, routePath: string, log: (line: string) => void = console.error): void {
  if (reported(error) || isCancelled(error)) return;
  const failure = siteApiErrorIn(error);
  if (failure) {
    if (reported(failure) || isCancelled(failure)) return;
    markReported(failure);
    if (failure !== error && error instanceof Error) markReported(error);
    log(siteApiFailureLine(failure));
    return;
  }
  if (error instanceof Error) markReported(error);
  const what = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  log(`[request] ${routePath} failed: ${what}`);
}
