import 'server-only';
import { headers } from 'next/headers';
import { requestSiteOrigin } from './current-site';
import { originOfHost, requestHost } from './hostname';

/**
 * The origin this agency's site was asked on, for canonical and alternate URLs: in a page, from its route
 * (proxy.ts puts the host into the internal site segment, so the page depends on its params alone); in a
 * route handler, from the request's Host header.
 */
export async function requestOrigin(): Promise<URL> {
  const entered = requestSiteOrigin();
  if (entered) return entered;
  const host = requestHost(await headers(), process.env.TRUST_FORWARDED_HOST === 'true');
  return originOfHost(host ?? 'localhost');
}
