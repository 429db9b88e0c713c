import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, signIn } from './fixtures.ts';

/**
 * Issue 18: a page carries the Mantine styles of the components it shows (vite.config.ts, mantineStylesPerComponent),
 * and those of a page opened later arrive with its code, before it renders.
 */

/** Whether any stylesheet of the page has a rule for this class. */
function hasRuleFor(page: Page, className: string) {
  return page.evaluate((name) => {
    const rules = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => ('cssRules' in rule ? [rule, ...rules((rule as CSSGroupingRule).cssRules)] : [rule]));
    return [...document.styleSheets].some((sheet) =>
      rules(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(`.${name}`)),
    );
  }, className);
}

/** Mantine's class of the element's root, e.g. m_b23fa0ef for a table. */
const mantineClass = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => [...el.classList].find((name) => /^m_[0-9a-f]+$/.test(name)) ?? '');

test("[VISITOR] /login has its components' styles and not a table's", async ({ page, browser, baseURL }) => {
  // The order list's table, as a customer sees it: Mantine's table styles collapse its borders.
  const customer = await browser.newContext({ baseURL });
  const ordersPage = await customer.newPage();
  await signIn(ordersPage.request, baseURL!, DEMO.customer);
  await ordersPage.goto('/orders/list');
  await expect(ordersPage.locator('tbody tr').first()).toBeVisible();
  expect(await ordersPage.locator('table').evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
  const tableClass = await mantineClass(ordersPage, 'table');
  expect(tableClass).toMatch(/^m_/);
  expect(await hasRuleFor(ordersPage, tableClass)).toBe(true);
  await customer.close();

  await page.goto('/login');
  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  await expect(remember).toBeVisible();
  expect(await hasRuleFor(page, tableClass)).toBe(false);
  // The checkbox's styles (Checkbox on InlineInput) are there: the box and its label share one row.
  const box = (await remember.boundingBox())!;
  const label = (await page.getByText('Remember me').boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - (label.y + label.height / 2))).toBeLessThan(4);
  expect(label.x).toBeGreaterThanOrEqual(box.x + box.width);
  await expectNoSeriousA11yViolations(page, '/login');
});

test('[CUSTOMER] a page opened from the menu renders with its styles', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  // The order list's code comes with its table's styles, whether the menu's preload or the click fetches them.
  await page.getByRole('button', { name: /^Orders/ }).click();
  await page.locator('nav a[href="/orders/list"]').first().click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await page.locator('table').evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
  await expectNoSeriousA11yViolations(page, '/orders/list');
});
