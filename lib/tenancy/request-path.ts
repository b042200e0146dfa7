import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_PATH_HEADER } from './site-header';

/** The path the visitor asked for, as proxy.ts saw it before rewriting; empty when the proxy did not run. */
export async function requestPath(): Promise<string> {
  return (await headers()).get(REQUEST_PATH_HEADER) ?? '';
}
