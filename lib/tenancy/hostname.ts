/**
 * The hostname a request was made for, without port, lowercased. X-Forwarded-Host is only believed
 * when the deployment says a trusted reverse proxy sets it; otherwise a visitor could pick any agency.
 */
export function requestHostname(headers: Headers, trustForwardedHost: boolean): string | null {
  const forwarded = trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || headers.get('host');
  if (!host) return null;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return hostname ? hostname.toLowerCase() : null;
}

const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/**
 * The host (name and port) a request was made for, as the origin of its canonical URLs: the forwarded one
 * only behind a trusted proxy, and only when it is a well-formed host; else the hostname alone.
 */
export function requestHost(headers: Headers, trustForwardedHost: boolean): string | null {
  const hostname = requestHostname(headers, trustForwardedHost);
  if (!hostname) return null;
  const forwarded = trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = (forwarded || headers.get('host') || '').toLowerCase();
  return HOST_PATTERN.test(host) ? host : hostname;
}

/** Whether a host is a well-formed host (name or bracketed IPv6, optional port), lowercased. */
export function isHost(value: string): boolean {
  return HOST_PATTERN.test(value);
}

/** The origin of a host: local ones over http, any other over https (the platform sits behind TLS). */
export function originOfHost(host: string): URL {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
  return new URL(`${local ? 'http' : 'https'}://${host}`);
}
