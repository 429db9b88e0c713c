import { expect, test } from '@playwright/test';
import { demoOrders, rate } from './customer-helpers.ts';
import { DEMO, signIn, snapBoth } from './fixtures.ts';

/**
 * The completed demo order: ORDER COMPLETED, the final documents, the survey
 * and the tip (DESIGN §6). The tip needs the ORDER COMPLETED checks done
 * first, so the tests run in order in one worker; no other customer spec
 * changes this order.
 */
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
});

test('[CUSTOMER] the completed order: ORDER COMPLETED, final downloads and the survey', async ({ page }) => {
  const completed = (await demoOrders(page)).find((o) => o.statusPercentage === 100)!;
  await page.goto(`/orders/view/${completed._id}`);
  const modal = page.getByRole('dialog', { name: 'ORDER COMPLETED' });
  await expect(modal).toBeVisible();
  await snapBoth(page, 'customer-order-completed-modal');
  // LEAVE A TIP opens the tip: 10 % of the $149 order first. The tip itself is paid in the last test.
  await modal.getByRole('button', { name: 'LEAVE A TIP' }).click();
  const tip = page.getByRole('dialog', { name: 'LEAVE A TIP' });
  await expect(tip.getByTestId('tip-amount')).toHaveText('$14.90');
  await tip.getByRole('button', { name: 'Cancel' }).click();
  await expect(tip).toHaveCount(0);

  await page.reload();
  await page.getByRole('dialog', { name: 'ORDER COMPLETED' }).getByRole('button', { name: 'No Thanks' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('service-svc-resume')).toContainText('Completed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snapBoth(page, 'customer-order-view-completed');

  // Finals: Word and PDF, and the writer's notes (Acme enables them).
  // Every service is completed, so the first one is open.
  await page.getByRole('link', { name: 'Download: Final Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/final-document/svc-resume/${completed._id}$`));
  await expect(page.getByText('Good luck with your search!')).toBeVisible();
  const word = page.getByRole('link', { name: /Word document: download/ });
  const pdf = page.getByRole('link', { name: /PDF document: download/ });
  for (const link of [word, pdf]) {
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
  await snapBoth(page, 'customer-final-documents');

  // The survey, answered once.
  await page.goto(`/orders/view/${completed._id}`);
  await page.getByRole('link', { name: 'Take the survey' }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await rate(page, 5);
  await page.getByLabel('Anything we could do better?').fill('Nothing, thank you!');
  await snapBoth(page, 'customer-survey');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for sharing your feedback with our team!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Thank you for sharing your feedback with our team!')).toBeVisible();
  await snapBoth(page, 'customer-survey-thanks');
});

test('[CUSTOMER] tips the writer', async ({ page }) => {
  const completed = (await demoOrders(page)).find((o) => o.statusPercentage === 100)!;
  await page.goto(`/orders/view/${completed._id}`);
  // No Thanks closed the ORDER COMPLETED modal for good: the order page offers the tip itself.
  await expect(page.getByRole('heading', { name: 'Thank your writer' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave a tip', exact: true }).click();
  const tip = page.getByRole('dialog', { name: 'LEAVE A TIP' });
  await expect(tip.getByTestId('tip-amount')).toHaveText('$14.90');
  await tip.getByText('15%', { exact: true }).click();
  await expect(tip.getByTestId('tip-amount')).toHaveText('$22.35');
  // The custom slider runs 0-100 %; a tip of 1 or less becomes the minimum, 2.
  await tip.getByText('Custom', { exact: true }).click();
  await expect(tip.getByTestId('tip-amount')).toHaveText('$29.80');
  await tip.getByRole('slider').focus();
  await page.keyboard.press('Home');
  await expect(tip.getByTestId('tip-amount')).toHaveText('$2');
  // The text above the slider says the value; no floating label covers it while the thumb has the focus.
  await expect(tip.getByText('Custom tip: 0% of your order')).toBeVisible();
  await expect(tip.locator('.mantine-Slider-label')).toHaveCount(0);
  await snapBoth(page, 'customer-tip-modal');

  await tip.getByText('15%', { exact: true }).click();
  await tip.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(tip.getByTestId('test-mode').first()).toBeVisible();
  await tip.getByLabel('Card number').fill('4242 4242 4242 4242');
  await snapBoth(page, 'customer-tip-payment');
  await tip.getByRole('button', { name: 'Pay $22.35' }).click();
  await expect(tip.getByText('Payment Successful')).toBeVisible();
  // The confirmation closes itself after a moment.
  await expect(tip).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByText('You tipped $22.35. Thank you!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You tipped $22.35. Thank you!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave a tip', exact: true })).toHaveCount(0);
});
