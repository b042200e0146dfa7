/** Request header through which proxy.ts hands the resolved site id to the pages. Never trusted from outside. */
export const SITE_ID_HEADER = 'x-site-id';
