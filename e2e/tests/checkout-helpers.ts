import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { DEMO, latestMailTo, signIn, watchText } from './fixtures.ts';

/** Helpers of the checkout specs (checkout-visitor, checkout-customer) on the sandbox provider of Acme. */

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
} as const;

export interface DemoPackage {
  _id: string;
  packageName: string;
  packagePrice: number;
}

/** A unique address per run and test: the visitors register with it. */
export const newEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@visitors.test`;

let demoPackages: DemoPackage[] = [];

/** The site has no public package list: read the ids as the demo customer, in a context of its own. */
export async function packages(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<DemoPackage[]> {
  if (demoPackages.length) return demoPackages;
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, baseURL, DEMO.customer);
  const response = await api.get('/api/customer/orders_all_packages?purchasable=true');
  expect(response.status()).toBe(200);
  demoPackages = (await response.json()).packages;
  await api.dispose();
  return demoPackages;
}

export const byName = (list: DemoPackage[], name: string) => list.find((p) => p.packageName === name)!;

export async function fillCustomer(page: Page, email: string) {
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('E-mail').fill(email);
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });

export async function expectInitialQuestion(page: Page) {
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 15_000 });
  await expect(page.getByText('Order created successfully.')).toBeVisible();
}

export const PAID_TEXT = 'Payment Successful. Redirecting to Order';

/** Watches for the paid confirmation, which shows for 1.2 s before the order opens. Call before paying. */
export const watchPaidConfirmation = (page: Page) => watchText(page, PAID_TEXT);

/** A client address per test and attempt, so that the per-address limits see one visitor per test. */
export function visitorAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const c of `${testInfo.testId}:${testInfo.retry}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** `test.use(asOwnVisitor)`: every request of the test's browser comes from its own visitor's address. */
export const asOwnVisitor = {
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use: (headers: Record<string, string>) => Promise<void>, testInfo: TestInfo) => {
    await use({ 'x-forwarded-for': visitorAddress(testInfo) });
  },
};

/**
 * A package bought by a new visitor through the sandbox checkout's calls (the checkout screens have specs of their
 * own); the buyer then chooses a password from the welcome e-mail and is signed in, in `request`. `dataDir` is the
 * server's data folder when it is not the shared server's.
 */
export async function buyAsNewCustomer(
  request: APIRequestContext,
  baseURL: string,
  packageId: string,
  who: { firstName: string; lastName: string; dataDir?: string },
): Promise<{ orderId: string; email: string }> {
  const headers = { origin: baseURL };
  const email = newEmail(who.lastName.toLowerCase());
  const intent = await (await request.post('/api/getPaymentIntentPublic', { data: { item: packageId }, headers })).json();
  const registered = await request.post('/registerCustomer', {
    data: { firstName: who.firstName, lastName: who.lastName, email, item: packageId, intent: intent.intent_id },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await request.post(`/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    data: { client_secret: intent.client_secret, card_number: CARDS.succeeds },
    headers,
  });
  const paid = await request.post('/api/confirmAffirmPayment', { data: { paymentIntent: intent.intent_id, item: packageId }, headers });
  expect(paid.status(), await paid.text()).toBe(200);
  const welcome = await latestMailTo(email, 10_000, (mail) => /\/reset-password\//.test(mail.text), who.dataDir);
  const code = /\/reset-password\/(\S+)/.exec(welcome.text)![1];
  const reset = await request.post('/api/auth/reset-password-step-2', { data: { code, password: 'bought-1234' }, headers });
  expect(reset.status(), await reset.text()).toBe(200);
  await signIn(request, baseURL, email, 'bought-1234');
  return { orderId: (await paid.json())._id as string, email };
}
