import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { byName, CARDS, fillCustomer, newEmail, packages, payButton, expectInitialQuestion } from './checkout-helpers.ts';
import { demoOrders } from './customer-helpers.ts';
import { DEMO, signIn } from './fixtures.ts';

/**
 * The pages' Content-Security-Policy (apps/server/src/lib/csp.ts) in a real browser: the app, a site's custom
 * scripts and the sandbox payment form run under it; an injected inline handler does not.
 */

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation of the page from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

/** The site's settings as the server sends them, with custom scripts added: the way a site's owner sets them. */
async function withCustomScripts(page: Page, headerTag: string, bodyTag: string) {
  await page.route('**/api/website', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.customScripts = { headerTag, bodyTag };
    await route.fulfill({ response, json: body });
  });
}

test("[VISITOR] a site's custom scripts run under the policy, and what they load too; an injected inline handler is blocked", async ({ page }) => {
  const violations = await watchViolations(page);
  // A tag manager's pattern: an inline snippet that adds another script.
  await withCustomScripts(
    page,
    `<script>window.__headerScript = true; var s = document.createElement('script'); s.textContent = 'window.__loadedByTagManager = true'; document.head.appendChild(s);</script>`,
    `<script>window.__bodyScript = true;</script>`,
  );
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => [window.__headerScript, window.__loadedByTagManager, window.__bodyScript])).toEqual([true, true, true]);
  expect(await violations()).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'login page with custom scripts');

  // What an XSS would try: markup with an inline event handler.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/missing-image.png" alt="" onerror="window.__injected = true">'));
  await expect.poll(violations).toContainEqual({ directive: 'script-src-attr', blocked: 'inline' });
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
});

test('[VISITOR] pays on the sandbox card form under the policy', async ({ page, playwright, baseURL }) => {
  const violations = await watchViolations(page);
  const resume = byName(await packages(playwright, baseURL!), 'Professional Resume');
  await page.goto(`/checkout?item=${resume._id}`);
  await fillCustomer(page, newEmail('csp'));
  await page.getByLabel('Card number').fill(CARDS.succeeds);
  await payButton(page).click();
  await expectInitialQuestion(page);
  expect(await violations()).toEqual([]);
});

test('[CUSTOMER] the order page with its live chat and the PDF viewer run under the policy', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await signIn(page.request, baseURL!, DEMO.customer);
  const inProgress = (await demoOrders(page)).find((o) => o.package.packageName === 'Executive Bundle')!;
  await page.goto(`/orders/view/${inProgress._id}`);
  await expect(page.getByTestId('order-chat-slot')).toContainText('Chat with Wren Writer');
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-ready', 'true');
  await expectNoSeriousA11yViolations(page, 'order page under the policy');
  // Looking only: the draft's PDF, drawn by pdf.js and its worker.
  await page.goto(`/orders/revisions-process/svc-resume/${inProgress._id}`);
  await expect(page.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  expect(await violations()).toEqual([]);
});

declare global {
  interface Window {
    __headerScript?: boolean;
    __loadedByTagManager?: boolean;
    __bodyScript?: boolean;
    __injected?: boolean;
  }
}
