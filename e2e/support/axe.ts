import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG levels the accessibility statement claims (2.2 AA, with A and the earlier versions under it).
 * axe-core 4.14 tags its 2.2 rules (target-size) `wcag22aa`; `wcag22a` has none yet and takes any it gains.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe finds against those rules on the page as it is now, one line per rule with its elements; [] when none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
