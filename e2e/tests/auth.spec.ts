import { expect, test } from '@playwright/test';
import { newEmail, packages } from './checkout-helpers.ts';
import { DEMO, PASSWORD, latestMailTo, signIn, snap } from './fixtures.ts';

test.describe('login', () => {
  test('[CUSTOMER] logs in with the form and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await snap(page, 'login-desktop');
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Three incomplete demo orders: spec 01 §2 sends the customer to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[WRITER] logs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.writer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ADMIN] logs in and lands on the Reports page, where "/" and /login lead too', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
    // The writer's portal is still theirs to open.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('[REVIEWER] logs in and lands on the order list', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.reviewer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/orders\/list$/);
  });

  test("/login's first load is the sign-in form alone: the app's code loads once the visitor is signed in", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // Its links open the app's own pages.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true);
    scripts.length = 0;
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(scripts.filter((path) => /\/assets\/(login|index)-/.test(path))).toEqual([expect.stringMatching(/\/assets\/login-/)]);
    // Once the visitor starts to sign in, the app's entry is prefetched for the page they will land on.
    const prefetched = page.waitForRequest((request) => /\/assets\/index-[^/]*\.js$/.test(request.url()) && request.resourceType() !== 'script');
    await page.getByLabel('Email').fill(DEMO.customer);
    await prefetched;
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true);
  });

  test('a wrong password shows the server error and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Email or Password Incorrect');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password in German shows the German text, found by the error code, not the English text', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('draftdesk.language', 'de'));
    // The server's English text is reworded on the way: the app still shows its German translation of the code.
    let body: { code?: string; message?: string } = {};
    await page.route('**/api/auth/login', async (route) => {
      const response = await route.fetch();
      body = (await response.json()) as typeof body;
      await route.fulfill({ response, json: { ...body, message: 'Reworded English text' } });
    });
    await page.goto('/login');
    await page.locator('input[type="email"], input[name="email"]').first().fill('nobody@demo.test');
    await page.locator('input[type="password"]').first().fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort falsch');
    await expect(page.getByRole('alert')).not.toContainText('Reworded');
    expect(body).toMatchObject({ code: 'emailOrPasswordIncorrect', message: 'Email or Password Incorrect' });
    await snap(page, 'login-wrong-password-de');
  });

  test('a protected page sends a logged-out visitor to login, then back to it', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a session ended on the server sends the user to login (401)', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO.customer);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    // End the session behind the page's back: its next API call answers 401.
    await page.request.get('/api/auth/logout');
    // Open a signed-in page again. The open page may already have heard the socket close and be leaving for
    // /login on its own, which aborts or interrupts this navigation: either way the user must end on the login page.
    await page.goto('/orders/list').catch((error: Error) => {
      if (!/ERR_ABORTED|interrupted by another navigation to "[^"]*\/login"/.test(error.message)) throw error;
    });
    await expect(page).toHaveURL(/\/login/);
  });

  test('a logged-in user opening /login goes to the dashboard', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO.writer);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('password reset', () => {
  // A buyer of its own (registered through the public checkout, never paid): no other spec signs in as them.
  test('forgot password e-mails a link that sets a new password once', async ({ page, request, playwright, baseURL }) => {
    const email = newEmail('reset');
    const [item] = await packages(playwright, baseURL!);
    const registered = await request.post('/registerCustomer', {
      data: { firstName: 'Rita', lastName: 'Reset', email, item: item._id },
      headers: { origin: baseURL! },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Reset password email is sent.')).toBeVisible();

    const mail = await latestMailTo(email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/(\S+)/);
    expect(link, mail.text).not.toBeNull();
    await page.goto(`/reset-password/${link![1]}`);
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password Reset Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('new-password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    // Signed in: where a buyer without orders lands (dashboard or the purchase they began) is the login tests' concern.
    await expect(page).not.toHaveURL(/\/login/);

    // The link works once.
    // Signed out first: the open page's socket closes with the session and the app goes to /login by itself.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    // A used link says so when its page opens, and offers a new one: no form to fill in vain.
    await page.goto(`/forgot-password-2/${link![1]}`);
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
