// What a page's server HTML is made of, in bytes (UTF-8, uncompressed, as `curl` gets it): the inline RSC
// flight payload (`self.__next_f.push` scripts, which React reads to hydrate), the JSON-LD, inline SVG in
// the markup, the <head>, and the rest (the visible markup). Shared by the HTML budget test
// (e2e/html-size.spec.ts) and the measurements in docs/bench-pages.md; plain ESM, no build step.

const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The parts of one HTML document, each in bytes; `flight` + `jsonLd` + `svg` + `head` + `markup` = `total`. */
export function htmlParts(html) {
  const total = bytes(html);
  let rest = html;
  const take = (pattern) => {
    let sum = 0;
    rest = rest.replace(pattern, (match) => {
      sum += bytes(match);
      return '';
    });
    return sum;
  };
  const flight = take(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g);
  const jsonLd = take(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g);
  const head = take(/<head>[\s\S]*?<\/head>/);
  const svg = take(/<svg\b[\s\S]*?<\/svg>/g);
  return { total, flight, jsonLd, svg, head, markup: bytes(rest) };
}

/** The flight payload's own text (what the pushes carry, unescaped), for looking at what repeats. */
export function flightText(html) {
  let text = '';
  for (const [, body] of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    const [, chunk] = JSON.parse(body);
    if (typeof chunk === 'string') text += chunk;
  }
  return text;
}

/** Fetches `path` from `baseUrl`, following redirects by hand (see first-load-js.mjs), and returns its HTML. */
export async function fetchHtml(baseUrl, path, { fetchImpl = fetch } = {}) {
  let url = new URL(path, baseUrl).href;
  let page = await fetchImpl(url, { redirect: 'manual' });
  for (let hops = 0; page.status >= 300 && page.status < 400 && hops < 5; hops++) {
    const location = page.headers.get('location')?.split(',')[0]?.trim();
    if (!location) break;
    url = new URL(location, url).href;
    page = await fetchImpl(url, { redirect: 'manual' });
  }
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}, not 200`);
  return page.text();
}
