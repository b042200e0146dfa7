import 'server-only';
import { headers } from 'next/headers';
import { requestHostname } from './hostname';

/**
 * The origin this agency's site was asked on, for canonical and alternate URLs. Local hostnames are
 * served over http; any other is https (the platform sits behind TLS).
 */
export async function requestOrigin(): Promise<URL> {
  const h = await headers();
  const trust = process.env.TRUST_FORWARDED_HOST === 'true';
  const hostname = requestHostname(h, trust) ?? 'localhost';
  const host = (trust ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined) || h.get('host') || hostname;
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
  return new URL(`${local ? 'http' : 'https'}://${host}`);
}
