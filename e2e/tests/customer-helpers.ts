import { expect, type Page } from '@playwright/test';

/**
 * Helpers of the customer specs on Acme's demo customer (DESIGN §6):
 * customer-new-order, customer-revisions and customer-completed-order. Each
 * of them changes one demo order of its own and reads no other's state, so
 * they may run side by side.
 */

export interface ListedOrder {
  _id: string;
  orderNumber: number;
  statusPercentage: number;
  package: { packageName: string };
  createdAt: string;
}

export async function demoOrders(page: Page): Promise<ListedOrder[]> {
  const response = await page.request.get('/api/customer/orders');
  expect(response.status()).toBe(200);
  return (await response.json()).orders;
}

/** Clicks the n-th star of a Mantine Rating, as a person would (its radio inputs are visually hidden). */
export async function rate(page: Page, stars: number) {
  const id = await page.getByRole('radio', { name: `${stars} of 5 stars` }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(page.getByRole('radio', { name: `${stars} of 5 stars` })).toBeChecked();
}
