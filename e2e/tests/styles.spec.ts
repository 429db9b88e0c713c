import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, signIn } from './fixtures.ts';

/**
 * Issue 18: Mantine's styles reach every page whatever the build does to split them: /login's checkbox sits beside
 * its label (Checkbox builds on InlineInput's styles), and the order list opened from the menu collapses its table's
 * borders (Table's styles).
 */

test("[VISITOR] /login's checkbox sits beside its label", async ({ page }) => {
  await page.goto('/login');
  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  await expect(remember).toBeVisible();
  const box = (await remember.boundingBox())!;
  const label = (await page.getByText('Remember me').boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - (label.y + label.height / 2))).toBeLessThan(4);
  expect(label.x).toBeGreaterThanOrEqual(box.x + box.width);
  await expectNoSeriousA11yViolations(page, '/login');
});

test('[CUSTOMER] the order list opened from the menu has its table styles', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.getByRole('button', { name: /^Orders/ }).click();
  await page.locator('nav a[href="/orders/list"]').first().click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await page.locator('table').evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
  await expectNoSeriousA11yViolations(page, '/orders/list');
});
