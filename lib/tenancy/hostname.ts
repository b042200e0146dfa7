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
