import type { ConsentCategories } from '@/lib/consent/categories';
import { analyticsWindow, consentModeUpdate, dataLayer, gtag } from './data-layer';
import type { AnalyticsTools } from './settings';

type Tool = keyof AnalyticsTools;

/** Which consent a tool's script waits for: GTM may carry statistics or marketing tags, Consent Mode tells them which. */
export function toolAllowed(tool: Tool, consent: ConsentCategories): boolean {
  return tool === 'gtm' ? consent.statistics || consent.marketing : consent.statistics;
}

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

const starters: { [T in Tool]: (settings: NonNullable<AnalyticsTools[T]>) => void } = {
  ga4({ id, scriptUrl }) {
    gtag('js', new Date());
    gtag('config', id);
    addScript(`${scriptUrl}?id=${encodeURIComponent(id)}`);
  },
  gtm({ id, scriptUrl }) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${scriptUrl}?id=${encodeURIComponent(id)}`);
  },
  matomo({ url, siteId }) {
    const target = analyticsWindow();
    target._paq ??= [];
    target._paq.push(['setTrackerUrl', `${url}matomo.php`], ['setSiteId', siteId], ['trackPageView'], ['enableLinkTracking']);
    addScript(`${url}matomo.js`);
  },
  plausible({ domain, scriptUrl }) {
    const target = analyticsWindow();
    // Plausible's own queue, so events sent before its script arrives are kept.
    target.plausible ??= Object.assign((...event: unknown[]) => void (target.plausible!.q ??= []).push(event), { q: [] as unknown[] });
    addScript(scriptUrl, { 'data-domain': domain });
  },
};

const started = new Set<Tool>();
let told: ConsentCategories | null = null;

/**
 * After each choice (the stored one on a later page too): Consent Mode's update in the data layer, before any
 * Google tag loads, then each configured tool the consent allows, once per page. A tool already running
 * stays: Consent Mode tells Google's tags; a withdrawal reaches the others with the next page.
 */
export function applyConsent(tools: AnalyticsTools, consent: ConsentCategories): Tool[] {
  if (told !== consent) gtag('consent', 'update', consentModeUpdate(consent));
  told = consent;
  const now: Tool[] = [];
  for (const tool of Object.keys(tools) as Tool[]) {
    if (started.has(tool) || !toolAllowed(tool, consent)) continue;
    started.add(tool);
    now.push(tool);
    (starters[tool] as (settings: unknown) => void)(tools[tool]);
  }
  return now;
}
