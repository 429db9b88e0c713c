import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, signIn, snap, snapBoth } from './fixtures.ts';

/**
 * Site settings and branding (issue 12 item 1) on Acme: the admin renames the company and changes the top bar's
 * colour, sees it in the preview, saves, and the portal's own top bar shows it, after a reload too. Other specs rely
 * on the demo site's name, colours and flags, so the demo values are put back at the end, whatever happened.
 */
const NAME = 'Acme Resumes';
const NEW_NAME = 'Acme Resumes Studio';
const NEW_TOP_BAR = '#1864ab';
const NEW_TOP_BAR_RGB = 'rgb(24, 100, 171)';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function restoreDemo(request: APIRequestContext) {
  const current = (await (await request.get('/api/admin/website')).json()) as { data: { updatedAt: string } };
  const res = await request.patch('/api/admin/website', {
    data: { updatedAt: current.data.updatedAt, companyName: NAME, topBarBgColor: '#ffffff', welcomeImg: '', youtube: '' },
  });
  expect(res.status()).toBe(200);
}

const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('[ADMIN] changes the company name and a colour, sees the preview, saves, and the top bar shows it', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await signIn(page.request, baseURL!, DEMO.admin);
  try {
    // The page's own address is the features (flags); the other sections have addresses of their own.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Portal features' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Job boards' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Hide invoices' })).not.toBeChecked();

    await page.getByRole('tab', { name: 'Brand' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=brand$/);
    const name = page.getByRole('textbox', { name: 'Company name' });
    await expect(name).toHaveValue(NAME);
    await expect(page.getByRole('textbox', { name: 'Support e-mail' })).toHaveValue('support@acme-resumes.test');
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings: brand');
    await snapBoth(page, 'admin-settings-brand');
    await name.fill(NEW_NAME);
    // A picture goes up at once (its key is saved with the form); the field shows it.
    const welcome = page.getByTestId('image-welcomeImg');
    await welcome.locator('input[type=file]').setInputFiles({ name: 'welcome.png', mimeType: 'image/png', buffer: PNG });
    await expect(welcome.getByRole('img', { name: 'Current Welcome picture' })).toHaveAttribute('src', /^\/api\/file\//);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Colours: the preview follows while typing; the name typed on the other tab is kept.
    await page.getByRole('tab', { name: 'Colours' }).click();
    await expect(page).toHaveURL(/tab=colours$/);
    const preview = page.getByTestId('colour-preview');
    await expect(preview.getByTestId('preview-topbar').getByRole('img', { name: NEW_NAME })).toBeVisible();
    await expect(preview.getByTestId('preview-topbar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const topBar = page.getByRole('textbox', { name: 'Top bar background' });
    await topBar.fill(NEW_TOP_BAR);
    await topBar.press('Tab');
    await expect(preview.getByTestId('preview-topbar')).toHaveCSS('background-color', NEW_TOP_BAR_RGB);
    await expect(preview.getByTestId('preview-sidemenu')).toBeVisible();
    await expect(preview.getByTestId('preview-footer')).toContainText(NEW_NAME);
    expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
    await expectNoSeriousA11yViolations(page, 'settings: colours');
    await snapBoth(page, 'admin-settings-colours');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('website-saved')).toHaveText('Settings saved.');
    // The portal's own shell takes the new branding at once, and after a reload.
    await expect.poll(() => headerBackground(page)).toBe(NEW_TOP_BAR_RGB);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Top bar background' })).toHaveValue(NEW_TOP_BAR);
    expect(await headerBackground(page)).toBe(NEW_TOP_BAR_RGB);
    await expect(page.locator('header').getByRole('link', { name: new RegExp(NEW_NAME) })).toBeVisible();
    const site = (await (await page.request.get('/api/website')).json()) as { data: { companyName: string; topBarBgColor: string; welcomeImg: string } };
    expect(site.data).toMatchObject({ companyName: NEW_NAME, topBarBgColor: NEW_TOP_BAR });
    expect((await page.request.get(`/api/file/${site.data.welcomeImg}`)).status()).toBe(200);

    // Checkout: only GET is accepted (spec 01 §5); keys show as set / not set, never their value.
    await page.getByRole('tab', { name: 'Checkout & payments' }).click();
    await expect(page.getByRole('heading', { name: 'Payment providers' })).toBeVisible();
    await expect(page.getByText('Not set').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'POST' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The Custom Checkout Data is inconsistent!')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings: checkout');
    await snapBoth(page, 'admin-settings-checkout');
    await page.getByRole('textbox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'GET' }).click();

    // A save from a page loaded before someone else's save is refused (nothing written); Reload shows theirs.
    await page.getByRole('tab', { name: 'Brand' }).click();
    // The server's field error lands on its field.
    const email = page.getByRole('textbox', { name: 'Support e-mail' });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await email.fill('help@acme-resumes.test');
    const loaded = (await (await page.request.get('/api/admin/website')).json()) as { data: { updatedAt: string } };
    const theirs = await page.request.patch('/api/admin/website', { data: { updatedAt: loaded.data.updatedAt, youtube: 'https://youtube.com/@acme' } });
    expect(theirs.status()).toBe(200);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const refused = page.getByTestId('write-error');
    await expect(refused).toContainText('This item was changed by someone else. Reload to see the changes.');
    await refused.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('textbox', { name: 'Support e-mail' })).toHaveValue('support@acme-resumes.test');
    await expect(page.getByRole('textbox', { name: 'YouTube' })).toHaveValue('https://youtube.com/@acme');
    await expect(refused).toHaveCount(0);

    await page.getByRole('tab', { name: 'Login & domain' }).click();
    await expect(page.getByRole('textbox', { name: 'Login domain', exact: true })).toHaveValue('');
    await snap(page, 'admin-settings-login-desktop');
    await page.getByRole('tab', { name: 'Review page' }).click();
    await expect(page.getByRole('textbox', { name: 'Consultation link' })).toBeVisible();
    await snap(page, 'admin-settings-review-desktop');

    // Scripts: the warning is there before the fields.
    await page.getByRole('tab', { name: 'Scripts' }).click();
    await expect(page.getByTestId('scripts-warning')).toContainText('Code here runs on every page of your portal');
    await expectNoSeriousA11yViolations(page, 'settings: scripts');
    await snapBoth(page, 'admin-settings-scripts');

    // The save is in the site's history on the features section: who, what, when.
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const history = page.getByTestId('settings-history');
    await expect(history).toContainText('Settings changed');
    await expect(history).toContainText('Ada Admin');
    // Each field by the label its form shows, not by its name in the data.
    await expect(history).toContainText('Company name');
    await expect(history).toContainText('Top bar background');
    await expect(history).toContainText('Welcome picture');
    await expect(history).not.toContainText('companyName');
    await expect(history).not.toContainText('topBarBgColor');
    await snapBoth(page, 'admin-settings-history');
  } finally {
    await restoreDemo(page.request);
  }
  await page.reload();
  expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
});
