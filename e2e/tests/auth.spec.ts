import { expect, test } from '@playwright/test';
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

  test('[REVIEWER] logs in and lands on the order list', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.reviewer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/orders\/list$/);
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
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a logged-in user opening /login goes to the dashboard', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO.writer);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('password reset', () => {
  // On Beta, whose admin no other spec signs in as: the new password cannot surprise a test running beside this one.
  test('forgot password e-mails a link that sets a new password once', async ({ page, baseURL }) => {
    const email = DEMO.admin;
    const beta = `http://beta.localhost:${new URL(baseURL!).port}`;
    await page.goto(`${beta}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Reset password email is sent.')).toBeVisible();

    const mail = await latestMailTo(email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/(\S+)/);
    expect(link, mail.text).not.toBeNull();
    await page.goto(`${beta}/reset-password/${link![1]}`);
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password Reset Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('new-password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    // Signed out first: the open page's socket closes with the session and the app goes to /login by itself.
    await page.goto(`${beta}/logout`);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`${beta}/forgot-password-2/${link![1]}`);
    await page.getByLabel('New password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm new password').fill('another-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  });
});
