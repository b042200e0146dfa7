// The Content-Security-Policy of the site's pages, built from the running server's settings (photo, tile,
// feed and reCAPTCHA hosts), not frozen at build time. Pure: lib/http/security-headers.ts feeds it the
// environment, tests feed it cases. Why public pages keep 'unsafe-inline' for scripts and per-visitor pages
// get a nonce: docs/decisions/0039-security-headers.md.

import type { AnalyticsHosts } from '@/lib/analytics/csp-hosts';
import { CONSENT_EARLY_SCRIPT_HASH } from '@/lib/consent/early-script';

/** What the policy must allow beyond the site's own origin. */
export type CspSources = {
  /** Host sources the browser loads images from directly (map tiles, the social feed provider's pictures). */
  imageHosts: string[];
  /** reCAPTCHA v3 is configured: Google's script and its frame. */
  recaptcha: boolean;
  /** `next dev`: React's debugging needs eval; nothing else changes. */
  development: boolean;
  /** The site's analytics tools' hosts (lib/analytics/csp-hosts.ts); their scripts load only after consent. */
  analytics?: AnalyticsHosts;
};

export type CspOptions = {
  /** The page is answered over https (directly or behind a trusted proxy): mixed content is upgraded. */
  https: boolean;
  /** A per-request nonce (per-visitor pages, rendered for each request): no 'unsafe-inline' for scripts. */
  nonce?: string;
};

/** reCAPTCHA v3's script, as Google's CSP guidance lists it (its frame is covered by frame-src https:). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** A CSP host-source (`cdn.example.be`, `*.zabun.be`, `https://a.tile.example.org`, `127.0.0.1:3104`), or null for anything else. */
export function hostSource(value: string): string | null {
  const source = value.trim().toLowerCase();
  return /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/.test(source) ? source : null;
}

/**
 * The host source of a URL template (`https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.openstreetmap.org`): scheme and host, a placeholder label becoming `*`. Null when it is no URL.
 */
export function templateHostSource(template: string | undefined): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, authority] = match;
  const host = authority!.replace(/^[^.]*\{[^}]*\}[^.]*(?=\.)/, '*');
  return hostSource(`${scheme!.toLowerCase()}://${host}`);
}

/**
 * Whether a browser would load an image at `url` under these host sources: scheme (an http source also
 * allows https), host (`*.` for any subdomain) and port (none for the scheme's default).
 */
export function hostSourcesAllow(sources: readonly string[], url: string): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return sources.some((source) => {
    const match = /^(?:(https?):\/\/)?(\*\.)?([^:/]+)(?::(\d+))?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port] = match;
    if (scheme === 'https' && target.protocol !== 'https:') return false;
    const hostMatches = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    return hostMatches && target.port === (port ?? '');
  });
}

/** The policy, one directive after the other. */
export function contentSecurityPolicy(sources: CspSources, options: CspOptions): string {
  const eval_ = sources.development ? ["'unsafe-eval'"] : [];
  const recaptcha = sources.recaptcha ? RECAPTCHA_SCRIPTS : [];
  // A nonce with 'strict-dynamic': the nonced scripts may load the chunks and reCAPTCHA; 'self' and the
  // hosts stay for browsers without CSP level 3. Without a nonce, Next's inline flight scripts
  // (self.__next_f.push) of a cached page need 'unsafe-inline'.
  // The cookie banner's early script (lib/consent/early-script.ts) carries no nonce (the layout is cached): its hash.
  const scripts = options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'", CONSENT_EARLY_SCRIPT_HASH] : ["'unsafe-inline'"];
  const analytics = sources.analytics ?? { scripts: [], connect: [], images: [] };
  const images = [...new Set([...sources.imageHosts, ...analytics.images])];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts, ...recaptcha, ...analytics.scripts, ...eval_].join(' '),
    // React's style attributes, Leaflet's positions and next/font's inline rules.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...images].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...analytics.connect].join(' '),
    "media-src 'self'",
    // Virtual tours come from the site API on any host (Matterport, Kuula, the agency's own…); https only.
    // reCAPTCHA's frame is one of them.
    'frame-src https:',
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Over plain http (local development, the test servers) upgrading would send every request to an
    // https port that does not exist.
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * True when the visitor's request reached us over https: this server's own socket was TLS
 * (`socketProtocol`, stamped by server.mjs), or, behind `hops` trusted proxies, `X-Forwarded-Proto`
 * as the outermost trusted proxy wrote it. With no trusted proxy the header is the visitor's to write,
 * and is ignored.
 */
export function requestIsHttps(socketProtocol: string | null, forwardedProto: string | null, hops: number): boolean {
  if (socketProtocol === 'https') return true;
  if (hops < 1 || !forwardedProto) return false;
  const chain = forwardedProto.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] === 'https';
}
