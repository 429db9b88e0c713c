import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA (DESIGN: CONVENTIONS "Accessibility"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Lets running CSS transitions end (a modal fading in would be measured half transparent). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/**
 * Runs axe-core on the page as it is now and fails the test (softly: the spec goes on) on any critical
 * or serious violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: `${violation.id} (${violation.impact}): ${violation.help}`,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    }));
  expect.soft(serious, `axe on ${label} (${page.url()})`).toEqual([]);
}
