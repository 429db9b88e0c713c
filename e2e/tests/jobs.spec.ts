import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, setSiteFlags, signIn, snapBoth } from './fixtures.ts';
import { BETA, signIn as signInOnBeta } from './writer-helpers.ts';

/**
 * Job search (spec 03 /jobs) on the embedded O*NET catalogue: Acme's admin has it on (set through the settings API
 * here, as the admin's switch does), its customer searches, pages through, reads a card and opens its link, which
 * is recorded. Beta leaves it off: its customer gets 'The page is not available' and no Jobs entry in the menu.
 */
test('[CUSTOMER] searches jobs, pages through the results and opens a posting', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page.request, baseURL!, DEMO.admin);
  const on = await page.request.patch('/api/admin/website/settings', { data: { enable_customer_job_search: true }, headers: { origin: baseURL! } });
  expect(on.status(), await on.text()).toBe(200);
  await page.request.post('/api/auth/logout', { headers: { origin: baseURL! } });

  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByTestId('jobs-found')).toHaveText(/^\d+ Jobs Found$/);

  await page.getByRole('textbox', { name: 'What' }).fill('nurse');
  await page.getByRole('textbox', { name: 'Where' }).fill('Texas');
  // The count is read from this search's answer: the first visit's results stay on screen until it comes.
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/customer/jobs' && url.searchParams.get('what') === 'nurse' && url.searchParams.get('where') === 'Texas';
  });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const count = ((await (await searched).json()) as { searchCount: number }).searchCount;
  await expect(page.getByTestId('jobs-page')).toHaveText('Page: 1');
  const found = page.getByTestId('jobs-found');
  await expect(found).toHaveText(`${count} Jobs Found`);
  expect(count).toBeGreaterThan(10);
  const pages = Math.ceil(count / 10);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'First' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByTestId('onet-attribution')).toContainText('O*NET 29.2 Database by the U.S. Department of Labor');
  await snapBoth(page, 'jobs-results');

  const firstTitle = await cards.first().getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('jobs-page')).toHaveText('Page: 2');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle!);
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByTestId('jobs-page')).toHaveText(`Page: ${pages}`);
  await expect(cards).toHaveCount(count - (pages - 1) * 10);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('jobs-page')).toHaveText(`Page: ${pages - 1}`);
  await page.getByRole('button', { name: 'First' }).click();
  await expect(page.getByTestId('jobs-page')).toHaveText('Page: 1');

  // A card: title, company, place in Texas, salary or terms, when, description and the link out.
  const card = cards.first();
  await expect(card).toContainText(/, TX/);
  await expect(card).toContainText(/ago/);
  const link = card.getByRole('link', { name: /^View job: .+ \(opens in a new tab\)$/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.onetonline\.org\/link\/summary\/\d{2}-\d{4}\.\d{2}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The posting opens outside: the new tab is stopped before it loads; the click is recorded.
  await page
    .context()
    .route('https://www.onetonline.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>O*NET</title>' }));
  const recorded = page.waitForResponse((res) => res.url().endsWith('/customer/save-search-click') && res.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await recorded).status()).toBe(200);
  await (await popup).close();

  // Back later, the last search is there again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'What' })).toHaveValue('nurse');
  await expect(page.getByRole('textbox', { name: 'Where' })).toHaveValue('Texas');
  await expect(found).toHaveText(`${count} Jobs Found`);

  // A search with no result says so.
  await page.getByRole('textbox', { name: 'What' }).fill('zzqx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(found).toHaveText('0 Jobs Found');
  await expect(page.getByText('No jobs match this search.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'jobs: no results');
});

test('[CUSTOMER] adds a posting to the Wishlist of the job search tracker, once', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await setSiteFlags(page.request, baseURL!, { enable_customer_job_search: true, enable_boards: true });

  await signIn(page.request, baseURL!, DEMO.customer);
  // The last search (another test's) answers only after the customer has typed: it must not replace their words.
  let releaseLastSearch = () => {};
  const lastSearchHeld = new Promise<void>((resolve) => (releaseLastSearch = resolve));
  await page.route(/\/customer\/jobs\?.*pageLoad=true/, async (route) => {
    await lastSearchHeld;
    await route.continue();
  });
  await page.goto('/jobs');
  await page.getByRole('textbox', { name: 'What' }).fill('accountant');
  await page.getByRole('textbox', { name: 'Where' }).fill('');
  const lastSearchAnswered = page.waitForResponse(/\/customer\/jobs\?.*pageLoad=true/);
  releaseLastSearch();
  await lastSearchAnswered;
  await expect(page.getByRole('textbox', { name: 'What' })).toHaveValue('accountant');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('jobs-page')).toHaveText('Page: 1');
  const card = page.getByTestId('job-card').nth(1);
  const title = (await card.getByRole('heading').textContent())!;
  const href = (await card.getByRole('link').getAttribute('href'))!;
  await card.getByRole('button', { name: `Add ${title} to your job search tracker` }).click();
  await expect(page.getByText(`${title} is in your tracker's Wishlist.`)).toBeVisible();
  await expect(card.getByTestId('job-tracked')).toHaveText('In your tracker');
  await expectNoSeriousA11yViolations(page, 'jobs: added to the tracker');

  // On the tracker: at the top of Wishlist, with the posting's fields.
  const board = (await (await page.request.get('/api/customer/board')).json()).data as {
    columns: { title: string; cards: { jobTitle: string; companyName: string; postURL: string; city: string }[] }[];
  };
  const wishlist = board.columns.find((c) => c.title === 'Wishlist')!;
  expect(wishlist.cards[0]).toMatchObject({ jobTitle: title, postURL: href });
  expect(wishlist.cards[0].companyName.length).toBeGreaterThanOrEqual(2);
  expect(wishlist.cards[0].city).not.toBe('');

  // Back later, the card says so and offers no second copy.
  await page.reload();
  await expect(page.getByTestId('job-card').nth(1).getByTestId('job-tracked')).toBeVisible();
  await expect(
    page
      .getByTestId('job-card')
      .nth(1)
      .getByRole('button', { name: /Add .* to your job search tracker/ }),
  ).toHaveCount(0);

  // The tracker shows it in Wishlist.
  await page.goto('/board');
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  // The search is saved for the daily e-mail, run again from the list, and deleted after a confirmation.
  await page.goto('/jobs');
  await expect(page.getByRole('textbox', { name: 'What' })).toHaveValue('accountant');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved. We will e-mail you new jobs for it once a day.')).toBeVisible();
  const saved = page.getByTestId('saved-searches');
  await expect(saved.getByText('accountant, anywhere')).toBeVisible();
  await page.getByRole('textbox', { name: 'What' }).fill('nurse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await saved.getByRole('button', { name: 'Run the saved search: accountant, anywhere' }).click();
  await expect(page.getByRole('textbox', { name: 'What' })).toHaveValue('accountant');
  await expectNoSeriousA11yViolations(page, 'jobs: a saved search');
  await saved.getByRole('button', { name: 'Delete the saved search: accountant, anywhere' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this saved search?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Saved search deleted.')).toBeVisible();
  await expect(page.getByTestId('saved-searches')).toHaveCount(0);
});

test.describe('on Beta', () => {
  test.use({ baseURL: BETA });

  test('[CUSTOMER] on a site without job search the page is not available', async ({ page }) => {
    await signInOnBeta(page, DEMO.customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs', exact: true })).toHaveCount(0);
    await page.goto('/jobs');
    await expect(page.getByText('The page is not available')).toBeVisible();
    const status = await page.evaluate(async () => (await fetch('/customer/jobs?pageLoad=true', { headers: { accept: 'application/json' } })).status);
    expect(status).toBe(403);
  });
});
