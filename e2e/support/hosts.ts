import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The second demo agency's hostname; a browser resolves *.localhost, Node does not. */
export const SECOND_HOST = 'ardenne.localhost';

/** Node cannot resolve *.localhost: another agency is asked for by its Host header on the same server. */
export const hostHeader = (host: string): Record<string, string> => (host === 'localhost' ? {} : { host: `${host}:3100` });

/**
 * GET on a host, as a browser on that host would send it. Redirects are followed here, on the same host:
 * Playwright's own following drops the Host header and would land on the first agency.
 */
export async function getOnHost(request: APIRequestContext, path: string, host: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  let target = path;
  for (let hops = 0; ; hops += 1) {
    const response = await request.get(target, { headers: { ...headers, ...hostHeader(host) }, maxRedirects: 0 });
    // The first Location: a redirect rendered on demand (ISR) carries it twice on its first, uncached answer.
    const location = response.headersArray().find((header) => header.name.toLowerCase() === 'location')?.value;
    if (response.status() < 300 || response.status() >= 400 || !location || hops === 5) return response;
    const next = new URL(location, `http://${host}:3100`);
    target = `${next.pathname}${next.search}`;
  }
}
