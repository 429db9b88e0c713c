import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO } from './fixtures.ts';
import { BETA, apiGet, signIn } from './writer-helpers.ts';

/**
 * Issue 18 item 5: a customer signs a contract and answers a questionnaire with the keyboard alone, on
 * Beta's demo order whose contract is unsigned (no other spec touches it). Every stop of the Tab key
 * shows where the focus is; the dialog of the bell traps focus and gives it back.
 */
test.use({ baseURL: BETA });

/** Whether the focused element shows a focus indicator: an outline, or the focus border of an input. */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Past the page's last stop the browser's own controls have the focus.
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    // Mantine inputs mark focus with the primary colour as their border.
    const border =
      ['INPUT', 'TEXTAREA'].includes(el.tagName) &&
      style.borderColor === getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim();
    const inputBorder = ['INPUT', 'TEXTAREA'].includes(el.tagName) && style.borderTopColor !== 'rgb(206, 212, 218)';
    return outline || ring || border || inputBorder
      ? null
      : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking that every stop shows it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const problem = await focusIsVisible(page);
    if (problem) invisible.push(problem);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      expect(invisible, 'every Tab stop shows the focus').toEqual([]);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('[CUSTOMER] signs the contract and answers the questionnaire with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer);
  const { orders } = await apiGet<{ orders: { _id: string; createdAt: string; statusPercentage: number }[] }>(page, '/api/customer/orders');
  // The demo order of 12 days ago: industries chosen, contract not yet signed (DESIGN §6).
  const order = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[1];

  await page.goto(`/contract/fill/${order._id}`);
  await expect(page.getByRole('link', { name: 'Finish' })).toBeVisible({ timeout: 30_000 });

  // The skip link comes first and takes the focus to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Finish leads to the signature; the typed name is the keyboard's way to sign.
  await tabTo(page, page.getByRole('link', { name: 'Finish' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#contract-signature')).toBeFocused();
  const submit = page.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please sign this contract in order to continue');
  await tabTo(page, page.getByLabel('Or type your full name to sign'), { back: true });
  await page.keyboard.type('Casey Customer');
  const inked = await page.getByTestId('signature-pad').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels.some((value, index) => index % 4 === 3 && value > 0);
  });
  expect(inked).toBe(true);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  // Announced: the success text arrives in a status region.
  await expect(page.getByRole('status').filter({ hasText: 'Contract Signed Successfully!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contract signed (keyboard)');

  // On to the order, which opens its first module: the questionnaire.
  await tabTo(page, page.getByRole('link', { name: 'Continue to your order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/questionnaire/${order._id}/`));
  await expect(page.getByText('Section 1 of 2')).toBeVisible();

  const jobTitle = page.getByLabel('What job title are you targeting?');
  await tabTo(page, jobTitle);
  await page.keyboard.type('Head of Sales');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Which e-mail should appear on your resume?')).toBeFocused();
  await page.keyboard.type('casey@example.com');
  await page.keyboard.press('Tab');
  const length = page.getByRole('textbox', { name: 'Preferred resume length' });
  await expect(length).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'One page' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(length).toHaveValue('Two pages');
  await expectNoSeriousA11yViolations(page, 'questionnaire section 1 (keyboard)');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Section 2 of 2')).toBeVisible();

  await tabTo(page, page.getByLabel('Describe your three proudest achievements.'));
  await page.keyboard.type('Opened three new markets.');
  // A radio group is one Tab stop; the arrows choose.
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Certifications' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Certifications' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/orders/view/${order._id}$`));
  await expect(page.getByRole('status').filter({ hasText: /completed/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order after the questionnaire (keyboard)');
});

test('[CUSTOMER] the bell opens a dialog that keeps the focus and gives it back on Escape', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.customer);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  // Tab goes round inside the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousA11yViolations(page, 'notifications dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bell).toBeFocused();
});
