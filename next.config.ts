import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/http/static-security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No ETag on pages: Next computes it per answer, hashing the whole HTML in JavaScript, even when the page
  // comes from its cache (a fifth of a warm detail page's CPU time, docs/bench-pages.md). Browsers do not
  // keep these pages anyway (`s-maxage` is for shared caches), and a CDN in front caches by Cache-Control.
  generateEtags: false,
  // proxy.ts sees the URL the server was asked on. Normalised, a loopback address becomes `localhost`, so
  // behind `next start -H 127.0.0.1` every rewrite named another origin than the server's own and Next
  // proxied it to http://localhost:PORT (no answer, or a loop); the default bind routes the same either way.
  skipProxyUrlNormalize: true,
  // Metadata in <head> for every visitor, not streamed into <body> for all but a list of known bots: the
  // HTML stays valid (Nu Html Checker), and a link preview or crawler not on Next's list still finds its
  // title, canonical, hreflang and Open Graph tags. The data behind it is the page's own, already cached.
  htmlLimitedBots: /.*/,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled; react-pdf (the
  // brochure) brings its own reconciler and reads font files at run time. undici (the site API's connection
  // pool, lib/site-api/transport.ts) is Node's own HTTP client: loaded as it ships, once for every route.
  // prom-client likewise: the one copy server.mjs loads too (lib/metrics/registry.mjs). OpenTelemetry's API
  // is the copy Next's own spans use, and its SDK is loaded only with a collector set (lib/tracing/provider.ts).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    '@react-pdf/renderer',
    'undici',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 720, 828, 1080, 1200, 1920],
    imageSizes: [96, 160, 320],
    // The optimizer keeps an image as long as its source's max-age, and at least this: a photo keeps its
    // day (its route says so), while the placeholder a failing host got is kept a minute, not a day.
    minimumCacheTTL: 60,
  },
  // Several instances: with REDIS_URL, Next's cache (pages and the site API's tagged reads) lives in Redis,
  // shared by every instance, instead of in each process's memory (cache-handler.mjs).
  // Read raw: Next loads this file outside the app's bundle, where lib/env.ts (server-only) cannot run.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  // The headers of what proxy.ts does not see (Next's files, photos, the APIs, robots.txt and the sitemaps):
  // fixed at build time, which is why the pages' own Content-Security-Policy, naming the hosts the running
  // server is configured with, is set by proxy.ts instead (lib/http/security-headers.ts).
  async headers() {
    return securityHeaderRules();
  },
  experimental: {
    // An `integrity` hash on every script file Next links; the inline flight scripts are not covered
    // (docs/decisions/0039-security-headers.md).
    sri: { algorithm: 'sha256' },
    // Rendered pages stay in Next's bounded memory cache (or Redis), never on disk: the edge keeps the pages
    // visitors ask for, and a bot asking random paths or ports can no longer fill the disk with 404s.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
