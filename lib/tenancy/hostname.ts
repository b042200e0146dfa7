/**
 * The hostname a request was made for, without port or a trailing dot (`localhost.` names the same host),
 * lowercased. X-Forwarded-Host is only believed when the deployment says a trusted reverse proxy sets it;
 * otherwise a visitor could pick any agency.
 */
export function requestHostname(headers: Headers, trustForwardedHost: boolean): string | null {
  const host = askedHost(headers, trustForwardedHost);
  if (!host) return null;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!.replace(/\.$/, '');
  return hostname ? hostname.toLowerCase() : null;
}

/** The Host a request names (the forwarded one only behind a trusted proxy), as sent. */
export function askedHost(headers: Headers, trustForwardedHost: boolean): string | null {
  const forwarded = trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}

const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/** Whether a host is a well-formed host (name or bracketed IPv6, optional port), lowercased. */
export function isHost(value: string): boolean {
  return HOST_PATTERN.test(value);
}

/** Hostnames of a developer's machine and of the tests, served over plain http on any port. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The host a site's pages are rendered for and its absolute URLs name: one of the site's own hostnames
 * (its data, never the raw Host header), so a port or an alias in Host never makes a page of its own.
 * - A public hostname: the site's first, its canonical one (`www.` and bare name the same pages).
 * - A local hostname the site has (a developer's machine, the tests): the one asked, with the port asked
 *   when it is one the visitor really uses (`ports`: the server's own and PUBLIC_PORTS, lib/env.ts).
 */
export function canonicalHost(siteHostnames: readonly string[], headers: Headers, trustForwardedHost: boolean, ports: readonly number[]): string {
  const hostnames = siteHostnames.map((hostname) => hostname.toLowerCase());
  const raw = (askedHost(headers, trustForwardedHost) ?? '').toLowerCase().replace(/\.(?=:\d+$|$)/, '');
  const asked = isHost(raw) ? requestHostname(headers, trustForwardedHost) : null;
  if (asked && isLocalHostname(asked) && hostnames.includes(asked)) {
    const port = Number(/:(\d{1,5})$/.exec(raw)?.[1]);
    return ports.includes(port) ? `${asked}:${port}` : asked;
  }
  return hostnames.find((hostname) => !isLocalHostname(hostname)) ?? hostnames[0] ?? asked ?? 'localhost';
}

/** The origin of a host: local ones over http, any other over https (the platform sits behind TLS). */
export function originOfHost(host: string): URL {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
  return new URL(`${isLocalHostname(hostname) ? 'http' : 'https'}://${host}`);
}
