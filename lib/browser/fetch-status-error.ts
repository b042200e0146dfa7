/**
 * One of our own routes answered 400 or more, fetched from the browser. The query client's retry policy
 * reads `status` (components/providers/query-provider.tsx): a 4xx is not asked again.
 */
export class FetchStatusError extends Error {
  override name = 'FetchStatusError';
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} answered ${status}`);
  }
}
