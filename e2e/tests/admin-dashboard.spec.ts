import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PHONE, signIn, snap } from './fixtures.ts';

/**
 * The admin's reports at /admin (issue 12 item 7) on Acme's demo data: key figures, the revenue and order-state
 * charts with their tables, the Unassigned queue (item 5) leading to the order, a CSV download, and the empty and
 * error states. Other specs may buy meanwhile: the figures are checked for their shape and against each other,
 * not for exact totals (those are proven through HTTP in apps/server/test/admin-reports.test.ts).
 */
test.use({ viewport: { width: 1366, height: 900 } });

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

async function openReports(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-revenue-value')).toBeVisible();
}

test('[ADMIN] sees the business figures and charts, and downloads a table as CSV', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.admin);
  await openReports(page);

  // Acme's demo: two orders wait for a writer, the ledger has two paid invoices and a refund.
  expect(Number(await page.getByTestId('figure-unassigned-value').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('figure-revenue-value')).toContainText('$');
  await expect(page.getByTestId('revenue-chart')).toBeVisible();
  await expect(page.getByTestId('states-chart')).toBeVisible();
  const revenueTable = page.getByRole('table', { name: 'Revenue by month, newest first' });
  await expect(revenueTable.getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Orders by state' }).getByRole('rowheader')).toHaveText(['Not started', 'In progress', 'Completed']);
  await expect(page.getByRole('table', { name: 'Writer workload' }).getByRole('rowheader', { name: 'Wren Writer' })).toBeVisible();
  await snap(page, 'admin-reports-desktop');

  // The revenue table as a CSV file: 12 months up to this one, in USD, net = paid - refunded, the demo refund in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV: Revenue by month (USD)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^revenue-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFMonth,Currency,Paid,Refunded,Net\r\n')).toBe(true);
  const rows = csv
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
  expect(rows).toHaveLength(12);
  expect(rows.at(-1)![0]).toBe(monthKey(new Date()));
  for (const [, currency, paid, refunded, net] of rows) {
    expect(currency).toBe('USD');
    expect(Number(net)).toBeCloseTo(Number(paid) - Number(refunded), 2);
  }
  expect(rows.some(([, , , refunded]) => Number(refunded) > 0)).toBe(true);

  // The orders-by-state CSV says what the table says.
  const [states] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV: Orders by state' }).click()]);
  const stateLines = fs
    .readFileSync(await states.path(), 'utf8')
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  expect(stateLines[0]).toBe('State,Orders');
  expect(stateLines.slice(1).map((l) => l.split(',')[0])).toEqual(['Not started', 'In progress', 'Completed']);

  // The Unassigned queue: each order leads to the admin's order page, and 'Open in All orders' to the filtered list.
  const queue = page.getByTestId('section-unassigned-title');
  const first = queue.getByTestId('unassigned-order').first();
  await expect(first).toBeVisible();
  await queue.getByRole('link', { name: 'Open in All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?filter=unassigned$/);
  await page.goBack();
  await page.getByTestId('section-unassigned-title').getByTestId('unassigned-order').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/[\w-]+$/);
  await page.goBack();

  // A shorter period is kept in the address.
  await page.getByText('3 months', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?months=3$/);
  await expect(page.getByRole('table', { name: 'Revenue by month, newest first' }).getByRole('row')).toHaveCount(4);

  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  await expect(page.getByTestId('figure-revenue-value')).toBeVisible();
  await snap(page, 'admin-reports-phone');
});

test('[ADMIN] a month with only a refund draws its bar below the zero line, said in words', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.admin);
  // The demo's figures, with one month that had a refund and no payment: net revenue below zero.
  await page.route('**/api/admin/reports*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { revenue: { month: string; paid: number; refunded: number; net: number }[] };
    const month = body.revenue[body.revenue.length - 3];
    Object.assign(month, { paid: 0, refunded: 50, net: -50 });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/admin');
  const chart = page.getByTestId('revenue-chart');
  await expect(chart).toBeVisible();
  // The twelve bars, oldest first: the tenth is that month (the demo's own refund may make another month negative).
  const bars = chart.locator('[title]');
  await expect(bars).toHaveCount(12);
  await expect(bars.nth(9)).toHaveAttribute('data-negative', 'true');
  await expect(bars.nth(9)).toHaveAttribute('title', '-50');
  await expect(page.getByTestId('revenue-chart-zero')).toBeVisible();
  await expect(page.getByTestId('revenue-chart-legend')).toHaveText('Below the zero line: a month whose refunds were more than its payments.');
  // The table is as before: that month (the third row, newest first) paid $0, refunded $50, net −$50.
  const row = page.getByRole('table', { name: 'Revenue by month, newest first' }).getByRole('row').nth(3);
  await expect(row.getByRole('cell')).toHaveText(['$0', '−$50', '−$50']);
  await snap(page, 'admin-reports-refund-month-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'admin-reports-refund-month-phone');
});

test('[ADMIN] a site without orders sees an empty dashboard, and a failed load can be retried', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.admin);
  const empty = {
    status: true,
    currency: 'usd',
    months: 12,
    from: new Date().toISOString(),
    generatedAt: new Date().toISOString(),
    revenue: Array.from({ length: 12 }, (_, i) => ({ month: monthKey(new Date(Date.UTC(2026, i, 1))), paid: 0, refunded: 0, net: 0 })),
    revenueTotal: { paid: 0, refunded: 0, net: 0 },
    ordersByState: ['not-started', 'in-progress', 'completed'].map((state) => ({ state, count: 0 })),
    counts: { orders: 0, open: 0, unassigned: 0, overdue: 0, newInPeriod: 0 },
    unassigned: [],
    overdue: [],
    writers: [],
    rating: { average: null, responses: 0, ratings: 0 },
    funnel: { created: 0, viewed: 0, checkoutClicks: 0, purchases: 0 },
  };
  let fail = true;
  await page.route('**/api/admin/reports*', (route) =>
    fail ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong.' } }) : route.fulfill({ json: empty }),
  );
  await page.goto('/admin');
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  fail = false;
  await retry.click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('Every open order has a writer.')).toBeVisible();
  await expect(page.getByText('No free reviews in this period.')).toBeVisible();
  await snap(page, 'admin-reports-empty-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'admin-reports-empty-phone');
});

test('[WRITER] is kept out of the reports', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/reports')).status()).toBe(403);
});
