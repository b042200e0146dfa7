import { describe, expect, it } from 'vitest';
import { forbiddenLibraries, measureFirstLoadJs, scriptUrls } from '@/scripts/lib/first-load-js.mjs';

describe('the scripts a first load fetches (scripts/lib/first-load-js.mjs)', () => {
  it('reads script sources and script preloads, absolute, without repeats, skipping nomodule polyfills and stylesheets', () => {
    const html = `<head>
      <link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="stylesheet" href="/_next/static/chunks/x.css"/>
      <link rel="preload" as="image" href="/photo.jpg"/>
      <link rel="modulepreload" href="/m.js"/>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b.js?dpl=1&amp;v=2" async="" integrity="sha256-x"></script>
      <script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>
    </head>`;
    expect(scriptUrls(html, 'http://localhost:3100/nl')).toEqual([
      'http://localhost:3100/_next/static/chunks/a.js',
      'http://localhost:3100/_next/static/chunks/b.js?dpl=1&v=2',
      'http://localhost:3100/m.js',
    ]);
  });

  it('recognises leaflet, the lightbox and reCAPTCHA by what their code contains, not by a file name', () => {
    expect(forbiddenLibraries('e.className="leaflet-container leaflet-touch"')).toEqual(['leaflet']);
    expect(forbiddenLibraries('cssClass("yarl__container")')).toEqual(['lightbox']);
    expect(forbiddenLibraries('window.grecaptcha.ready(f)')).toEqual(['recaptcha']);
    expect(forbiddenLibraries('import("./recaptcha-root")')).toEqual([]);
    expect(forbiddenLibraries("ie:'cc:onFirstConsent',le:'cc:onConsent'")).toEqual(['consent library']);
    expect(forbiddenLibraries("_paq.push(['setTrackerUrl', url])")).toEqual(['analytics loader']);
  });
});

describe('measureFirstLoadJs', () => {
  it('follows a redirect whose Location came twice, then sums the gzip size of each script once', async () => {
    const script = 'console.log("hello");'.repeat(50);
    const answers: Record<string, () => Response> = {
      'http://site.test/nl/aanbod/7': () => new Response(null, { status: 308, headers: { location: '/nl/aanbod/7/huis, /nl/aanbod/7/huis' } }),
      'http://site.test/nl/aanbod/7/huis': () => new Response('<script src="/a.js" async></script><link rel="preload" as="script" href="/a.js">'),
      'http://site.test/a.js': () => new Response(script),
    };
    const fetchImpl = (async (url: string) => answers[url]?.() ?? new Response(null, { status: 404 })) as unknown as typeof fetch;
    const load = await measureFirstLoadJs('http://site.test', '/nl/aanbod/7', { fetchImpl });
    expect(load.files.map((file) => file.url)).toEqual(['/a.js']);
    expect(load.files[0]!.bytes).toBe(script.length);
    expect(load.gzipBytes).toBeGreaterThan(0);
    expect(load.gzipBytes).toBeLessThan(script.length / 5);
    expect(load.forbidden).toEqual([]);
  });
});
