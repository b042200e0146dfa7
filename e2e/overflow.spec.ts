// Every page type fits a phone: at 320, 360, 390 and 768 px the page never scrolls sideways, and no element
// reaches past the viewport's edges (a table or a map may be wider than its box, but then it scrolls or clips
// inside that box). This is what let a wide cost table push whole detail pages to 868 px on a phone.
import { expect, test, type Page } from '@playwright/test';
import { localisedPath } from './support/paths';
import { pageTypePaths } from './support/page-types';

const WIDTHS = [320, 360, 390, 768] as const;

/** Elements that stick out of the viewport sideways, outside any box that scrolls or clips them. */
function elementsPastTheEdges(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text (1 px, clipped) and boxes moved off screen on purpose until focused (skip link).
      if (style.clip !== 'auto' && style.clip !== '') continue;
      if (style.clipPath !== 'none' && style.clipPath !== '') continue;
      // Wholly left of the page (a honeypot, a skip link until focused): no one can scroll to it.
      if (rect.right <= 0) continue;
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
      found.push(`${name} (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    }
    // The outermost offender is enough: its children stick out with it.
    return found.slice(0, 5);
  });
}

test.describe('every page type fits the screen from 320 px up', () => {
  test('on the demo pages of every type, at 320, 360, 390 and 768 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    const paths = {
      ...(await pageTypePaths(request)),
      'map view': `${localisedPath('/estates', 'nl')}?view=map`,
      'valuation request': localisedPath('/valuation', 'nl'),
      'accessibility statement': localisedPath('/accessibility', 'nl'),
      'French estate list': localisedPath('/estates', 'fr'),
      'German holiday list': localisedPath('/holiday', 'de'),
    };
    for (const [type, path] of Object.entries(paths)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await elementsPastTheEdges(page), `${type} at ${width} px`).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${type} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
      }
    }
  });
});
