import 'server-only';

export {
  createSiteApiClient,
  siteApi,
  DEFAULT_TIMEOUT_MS,
  type CacheHint,
  type SiteApiClient,
  type SiteApiClientConfig,
  type SiteContext,
} from './client';
export * from './errors';
export { cacheTags, hostnameTags, resourceTag, revalidateSeconds, siteTag, type CacheResource } from './cache-tags';
export * from './sites';
export * from './content';
export * from './estates';
export * from './rental-units';
export * from './agenda';
export * from './leads';
export * from './subscriptions';
export type * from './schemas';
