import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, snapBoth, watchText } from './fixtures.ts';
import { createReview, waitForReview } from './review-helpers.ts';

/**
 * The catalogue's surveys and external products as Acme's admin edits them: a survey is written, reordered and
 * carried by a new package; an external product is offered by the free review, then deleted. Every name is this
 * run's own; the demo survey and packages are never touched.
 */

test.use({ viewport: { width: 1366, height: 900 } });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[ADMIN] writes a survey, reorders its questions and gives it to a new package', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `After delivery ${stamp}`;
  await signIn(page.request, baseURL!, DEMO.admin);

  await page.goto('/admin/catalogue/surveys');
  await expect(page.getByRole('tab', { name: 'Surveys' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('survey-row').filter({ hasText: 'How did we do?' })).toBeVisible();
  await snapBoth(page, 'admin-catalogue-surveys');

  await page.getByRole('link', { name: 'New survey' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/surveys\/new$/);
  // Nothing typed: each required field says so.
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Question text is required')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  const questions = page.getByTestId('survey-question');
  await questions.nth(0).getByRole('textbox', { name: 'Question' }).fill('How would you rate your new resume?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(questions).toHaveCount(2);
  await questions.nth(1).getByRole('textbox', { name: 'Question' }).fill('What should we improve?');
  await choose(page, questions.nth(1).getByRole('textbox', { name: 'Answer' }), 'Long text');
  await expect(questions.nth(1).getByLabel('Number of stars')).toHaveCount(0);
  await questions.nth(1).getByLabel('An answer is required').uncheck({ force: true });
  await questions.nth(0).getByLabel('Number of stars').fill('10');
  // The comment first.
  await page.getByRole('button', { name: 'Move question 2 up' }).click();
  await expect(questions.nth(0).getByRole('textbox', { name: 'Question' })).toHaveValue('What should we improve?');
  await snapBoth(page, 'admin-catalogue-survey-new');
  const saved = await watchText(page, 'Survey saved.');
  await page.getByRole('button', { name: 'Create survey' }).click();

  await expect(page).toHaveURL(/\/admin\/catalogue\/surveys$/);
  await expect.poll(saved).toBe(true);
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await expect(row).toContainText('2');

  // Saved as typed: the order and the scale come back.
  await row.getByRole('link', { name: title }).click();
  await expect(questions.nth(0).getByRole('textbox', { name: 'Question' })).toHaveValue('What should we improve?');
  await expect(questions.nth(1).getByLabel('Number of stars')).toHaveValue('10');

  // A new package (off sale) carries it.
  await page.goto('/admin/catalogue/packages/new');
  await page.getByLabel('Package name').fill(`Surveyed ${stamp}`);
  await page.getByLabel('Price (USD)').fill('59');
  await choose(page, page.getByRole('textbox', { name: 'Feedback survey' }), title);
  const service = page.getByTestId('service-card').first();
  await service.getByLabel('Service name').fill('Resume');
  await choose(page, service.getByRole('textbox', { name: 'Module 1', exact: true }), 'Final document');
  await page.getByRole('switch', { name: 'Purchasable' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);

  // The survey now counts it, and cannot be deleted while it does.
  await page.goto('/admin/catalogue/surveys');
  await expect(page.getByTestId('survey-row').filter({ hasText: title })).toContainText('1');
  await page.getByTestId('survey-row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Delete survey' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the survey “${title}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This survey is still carried by a package, so it cannot be deleted.' })).toBeVisible();
});

test('[ADMIN] sells an external product that the free review offers, then deletes it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Coaching ${Date.now().toString(36)}`;
  await signIn(page.request, baseURL!, DEMO.admin);

  await page.goto('/admin/catalogue/external-products');
  await expect(page.getByRole('tab', { name: 'External products' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'New product' }).first().click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('90');
  await choose(page, page.getByRole('textbox', { name: 'Billed every' }), 'Three months');
  await page.getByLabel('Product link').fill('mailto:coach@example.com');
  await page.getByLabel('Button text').fill('Book a coach');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter a full link (https://…)')).toBeVisible();
  await page.getByLabel('Product link').fill('https://coach.example/plan');
  await snapBoth(page, 'admin-catalogue-product-new');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/external-products$/);
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toContainText('$90 / Three months');
  await snapBoth(page, 'admin-catalogue-products');

  // A visitor's free review offers it by its monthly price (90 every three months: 30 a month).
  const { critiqueId } = await createReview(request, baseURL!, { firstName: 'Pia', lastName: 'Product', email: `pia.${Date.now()}@visitors.test` });
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${baseURL}/review/${critiqueId}`);
  await waitForReview(visitor);
  const expert = visitor.getByTestId('expert-rewrite');
  await expect(expert.getByText('From $30 a month')).toBeVisible();
  await expect(expert.getByRole('link', { name: /Book a coach/ })).toHaveAttribute('href', 'https://coach.example/plan');
  await visitor.close();

  // Deleted after a confirmation: gone from the list.
  await page.getByTestId('product-row').filter({ hasText: name }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page
    .getByRole('dialog', { name: `Delete the product “${name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/external-products$/);
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toHaveCount(0);
});
