/**
 * axe-core on a page as it is now (WCAG 2.0 to 2.2, levels A and AA): its serious and critical
 * violations, one line each, so a failing expectation names what is wrong and where.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} at ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`,
      ),
    );
}
