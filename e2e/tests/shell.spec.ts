import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, PHONE, signIn, snap } from './fixtures.ts';
import { BETA, signIn as signInOnBeta } from './writer-helpers.ts';

test('[CUSTOMER] sees the branded shell with the customer menu', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByText('Orders')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
  // Acme enables job search and boards; the builder page is not built yet: no entry that leads to 'coming soon'.
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Job Search Tracker', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resume Builder', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Acme Resumes');
  await expect(page.getByRole('contentinfo').getByText('Follow Us')).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard.*Acme Resumes/);
  const iconColor = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dd-sidebar-icon').trim());
  expect(iconColor.toLowerCase()).toBe('#556ee6');
  await snap(page, 'customer-dashboard-shell-desktop');
});

test('[CUSTOMER] condenses the side menu to icons: each names itself in a tooltip, by mouse and keyboard', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Condense or expand the side menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const invoices = nav.getByRole('link', { name: 'Invoices' });
  await expect(invoices).toBeVisible();
  await expect(nav.getByText('Invoices', { exact: true })).toHaveCount(0);
  // The tooltip's code loads once the menu is condensed: the link stands in until then.
  await expect(async () => {
    await page.mouse.move(600, 400);
    await invoices.hover();
    await expect(page.getByRole('tooltip', { name: 'Invoices' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await snap(page, 'customer-condensed-menu-tooltip');
  // Reached from the keyboard, it shows its tooltip too; Enter follows its link.
  await page.mouse.move(600, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await invoices.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(invoices).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Invoices' })).toBeVisible();
  await invoices.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invoices/);
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
});

test("[WRITER] the dashboard's code loads beside the session's question, for the role the page was sent for", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  // The session's answer held back 1.5 s: the role's page must not wait for it to start loading.
  let sessionAnsweredAt = Infinity;
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    sessionAnsweredAt = Date.now();
    await route.continue();
  });
  let pageCodeAskedAt = Infinity;
  page.on('request', (request) => {
    if (/\/assets\/WriterDashboardPage-[\w-]+\.js$/.test(request.url())) pageCodeAskedAt = Math.min(pageCodeAskedAt, Date.now());
  });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-role', 'writer');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(pageCodeAskedAt).toBeLessThan(sessionAnsweredAt);
});

test('[WRITER] sees the writer menu and the writing profile entry', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByText('Follow Up Questions')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Chat with Admin' })).toBeVisible();
  // Acme has boards on (issue 13).
  await expect(nav.getByRole('link', { name: 'Boards' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Writing Profile' })).toBeVisible();
  await snap(page, 'writer-dashboard-shell-desktop');
});

test('[REVIEWER] sees only Orders, has no bell, and is kept out of writer pages', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.reviewer);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/orders\/list$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
  await page.goto('/questionnaire-template/list');
  await expect(page).toHaveURL(/\/orders\/list$/);
  await snap(page, 'reviewer-orders-shell-desktop');
});

test('[WRITER] is sent home from customer-only pages', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[CUSTOMER] notifications dropdown lists and clears entries', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  // The customer journey's writer uploads a second draft in parallel, which adds a draft
  // notification at the top: clear the one due-date entry, which nothing else adds.
  await expect(page.getByText('Your writer uploaded a new draft for review.').first()).toBeVisible();
  const dueDate = page.getByRole('link', { name: 'Your writer set a due date for your order.' });
  await expect(dueDate).toBeVisible();
  await snap(page, 'customer-notifications-dropdown');
  await dueDate.locator('xpath=ancestor::div[.//button][1]').getByRole('button', { name: 'Clear this notification' }).click();
  await expect(dueDate).toHaveCount(0);
  await expect(page.getByText('Your writer uploaded a new draft for review.').first()).toBeVisible();
});

test('unknown routes show Not Found', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/no/such/page');
  await expect(page.getByText('Not Found').first()).toBeVisible();
});

test('a second site on its own host has its own brand and accounts', async ({ page, baseURL }) => {
  await page.goto(`http://beta.localhost:${new URL(baseURL!).port}/login`);
  await expect(page).toHaveTitle(/Beta Careers/);
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('contentinfo')).toContainText('Beta Careers');
  // Beta hides invoices.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
});

test('the language switch translates the page and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('[REVIEWER] a language chosen in the top bar is saved on the account, for the e-mails', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.reviewer);
  await page.goto('/');
  const choose = async (button: RegExp, language: string, code: string) => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/language') && r.request().method() === 'PATCH');
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    await page.getByRole('menuitem', { name: language }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ language: code });
  };
  await choose(/Language/, 'Deutsch', 'de');
  await choose(/Sprache/, 'English', 'en');
});

// On Beta, whose reviewer no other test signs in as: the saved language would reach their sign-ins too.
test('[REVIEWER] the language saved on the account applies when they sign in on another browser', async ({ browser }) => {
  const signInWithForm = async () => {
    const page = await (await browser.newContext({ baseURL: BETA })).newPage();
    await page.goto('/login');
    await page.getByLabel(/^(Email|E-Mail)$/).fill(DEMO.reviewer);
    await page.getByLabel(/^(Password|Passwort)$/).fill(PASSWORD);
    await page.getByRole('button', { name: /^(Log In|Anmelden)$/ }).click();
    await expect(page).toHaveURL(/\/orders\/list$/);
    return page;
  };
  const choose = async (page: Page, button: RegExp, language: string) => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/language') && r.request().method() === 'PATCH');
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    await page.getByRole('menuitem', { name: language }).click();
    expect((await saved).status()).toBe(200);
  };

  const first = await signInWithForm();
  await expect(first.getByRole('banner').getByRole('button', { name: /Language/ })).toBeVisible();
  await choose(first, /Language/, 'Deutsch');

  // A browser that never chose a language: the account's choice applies at sign-in, and stays.
  const second = await signInWithForm();
  await expect(second.getByRole('banner').getByRole('button', { name: /Sprache/ })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'de');
  await second.reload();
  await expect(second.getByRole('banner').getByRole('button', { name: /Sprache/ })).toBeVisible();
  await snap(second, 'reviewer-orders-account-language-de');
  await choose(second, /Sprache/, 'English');
});

// On Beta, whose customer's notifications no other test clears (the writer specs may add more of them).
test('[CUSTOMER] the bell says each notification in the language chosen', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: BETA })).newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await signInOnBeta(page, DEMO.customer);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
  await expect(page.getByRole('link', { name: 'Ihr Autor hat ein Fälligkeitsdatum für Ihren Auftrag festgelegt.' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Eine neue Rechnung wartet auf Zahlung.' }).first()).toBeVisible();
  await expect(page.getByText('Your writer set a due date for your order.')).toHaveCount(0);
  await snap(page, 'customer-notifications-dropdown-de');
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });
  test('[CUSTOMER] shell and login fit a 390 px screen', async ({ page, baseURL }) => {
    await page.goto('/login');
    await snap(page, 'login-phone');
    await signIn(page.request, baseURL!, DEMO.customer);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await snap(page, 'customer-shell-phone-menu');
    await page.goto('/profile');
    await expect(page.getByLabel('First name')).toBeVisible();
    await snap(page, 'profile-phone');
  });
});

test('[CUSTOMER] profile saves name changes', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toBeVisible();
  await snap(page, 'profile-desktop');
  await page.getByLabel('First name').fill('Casey');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Sucessfully')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Please make sure both passwords match.')).toBeVisible();
});

/** Holds back the scripts that match until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("[WRITER] a press on the account menu opens it when the menu's code arrives between press and release", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  const release = await holdScripts(page, /\/assets\/UserMenu-[\w-]+\.js/);
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: /Account menu/ });
  // The stand-in is the button under the pointer; its code has not arrived.
  await button.hover();
  const standIn = await button.elementHandle();
  await page.mouse.down();
  release();
  await page.waitForFunction((element) => !element?.isConnected, standIn);
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'Writing Profile' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('[CUSTOMER] the bell opens for a click, and the language menu for a key, made before their code arrives', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  const release = await holdScripts(page, /\/assets\/(NotificationsPopover|LanguageSwitcher)-[\w-]+\.js/);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /Notifications/ });
  await bell.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);

  const stopAgain = await holdScripts(page, /\/assets\/LanguageSwitcher-[\w-]+\.js/);
  await page.reload();
  const language = page.getByRole('button', { name: /Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  stopAgain();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
});
