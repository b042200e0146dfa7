/** Request header through which proxy.ts hands the resolved site id to the pages. Never trusted from outside. */
export const SITE_ID_HEADER = 'x-site-id';

/** Request header through which proxy.ts hands the path the visitor asked for (before any rewrite) to the layout. */
export const REQUEST_PATH_HEADER = 'x-request-path';
