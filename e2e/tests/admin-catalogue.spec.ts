import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, snap, snapBoth, watchText } from './fixtures.ts';

/**
 * The catalogue of Acme as its admin edits it (no spec screens: docs/decisions.md): a contract, a questionnaire,
 * and a package with two services that use them; the package is edited, refused a stale save, sold in the public
 * checkout and, once a checkout of it has started, refused a delete and taken off sale; its contract cannot be
 * deleted while the package carries it. The package's editor lists its recent changes and asks before unsaved
 * changes are left behind. A package nobody bought is deleted. Every name is this run's own (the package taken off
 * sale stays, with its contract and questionnaire), and the demo catalogue is never touched.
 */

// Desktop screenshots at a common laptop width (snapBoth adds the 390 px phone).
test.use({ viewport: { width: 1366, height: 900 } });

/** Picks an option of a Mantine Select (a combobox) by its text. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Accepts the confirmation dialog titled `title` by its red button. */
async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
}

test('[ADMIN] builds a package from a new contract and questionnaire, edits it and sells it, then takes it off sale', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const contractTitle = `Service agreement ${stamp}`;
  const questionnaireName = `Career goals ${stamp}`;
  const packageName = `Career boost ${stamp}`;
  await signIn(page.request, baseURL!, DEMO.admin);

  // The catalogue from the menu: the packages tab is the catalogue's own address.
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('package-row').filter({ hasText: 'Professional Resume' })).toBeVisible();
  await snapBoth(page, 'admin-catalogue-packages');

  // A contract: required fields first, then the rich text.
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/contracts$/);
  await snapBoth(page, 'admin-catalogue-contracts');
  await page.getByRole('link', { name: 'New contract' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/contracts\/new$/);
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('The contract text is required')).toBeVisible();
  await page.getByLabel('Title').fill(contractTitle);
  const text = page.getByRole('textbox', { name: 'Contract text' });
  await text.click();
  await page.keyboard.type('The writer delivers the documents of the package. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Two rounds of revisions are included.');
  await expect(text.locator('strong')).toHaveText('Two rounds of revisions are included.');
  await snapBoth(page, 'admin-catalogue-contract-new');
  const contractSaved = await watchText(page, 'Contract saved.');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/contracts$/);
  await expect.poll(contractSaved).toBe(true);
  const contractRow = page.getByTestId('contract-row').filter({ hasText: contractTitle });
  await expect(contractRow).toBeVisible();
  const contractPath = await contractRow.getByRole('link', { name: contractTitle }).getAttribute('href');

  // A questionnaire, with the writers' items editor.
  await page.getByRole('tab', { name: 'Questionnaires' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/questionnaires$/);
  await snapBoth(page, 'admin-catalogue-questionnaires');
  await page.getByRole('link', { name: 'New questionnaire' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(questionnaireName);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByTestId('question-item').getByRole('textbox', { name: 'Question', exact: true }).fill('Which role do you want next?');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('items-preview')).toContainText('Which role do you want next?');
  await page.getByRole('tab', { name: 'Edit' }).click();
  await snapBoth(page, 'admin-catalogue-questionnaire-new');
  const questionnaireSaved = await watchText(page, 'Questionnaire saved.');
  await page.getByRole('button', { name: 'Create questionnaire' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/questionnaires$/);
  await expect.poll(questionnaireSaved).toBe(true);
  const questionnaireRow = page.getByTestId('questionnaire-row').filter({ hasText: questionnaireName });
  await expect(questionnaireRow).toBeVisible();
  const questionnairePath = await questionnaireRow.getByRole('link', { name: questionnaireName }).getAttribute('href');

  // A package with two services: the questionnaire and a task in the first, a final document in the second.
  await page.getByRole('tab', { name: 'Packages' }).click();
  await page.getByRole('link', { name: 'New package' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/packages\/new$/);
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package name is required')).toBeVisible();
  await expect(page.getByText('Enter a price')).toBeVisible();
  await page.getByLabel('Package name').fill(packageName);
  await page.getByLabel('Price (USD)').fill('199.5');
  await choose(page, page.getByRole('textbox', { name: 'Contract', exact: true }), contractTitle);
  await page.getByLabel('HTML description').fill('<p>Everything for your <strong>next step</strong>.</p><script>alert(1)</script>');
  await expect(page.getByTestId('description-preview').locator('strong')).toHaveText('next step');
  await expect(page.getByTestId('description-preview').locator('script')).toHaveCount(0);
  const first = page.getByTestId('service-card').nth(0);
  await first.getByLabel('Service name').fill('Resume');
  await choose(page, first.getByRole('textbox', { name: 'Module 1', exact: true }), questionnaireName);
  // Picking a module titles it by its name until the admin writes a title of their own.
  await expect(first.getByLabel('Title of module 1')).toHaveValue(questionnaireName);
  await first.getByRole('button', { name: 'Add a module to service 1' }).click();
  await choose(page, first.getByRole('textbox', { name: 'Module 2', exact: true }), 'Review drafts');
  await page.getByRole('button', { name: 'Add service' }).click();
  const second = page.getByTestId('service-card').nth(1);
  await second.getByLabel('Service name').fill('Cover letter');
  await choose(page, second.getByRole('textbox', { name: 'Module 1', exact: true }), 'Final document');
  await second.getByLabel('Title of module 1').fill('Your final cover letter');
  await snapBoth(page, 'admin-catalogue-package-new');
  const packageSaved = await watchText(page, 'Package saved.');
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect.poll(packageSaved).toBe(true);
  const packageRow = page.getByTestId('package-row').filter({ hasText: packageName });
  await expect(packageRow).toContainText('$199.50');
  await expect(packageRow).toContainText('Resume, Cover letter');
  await expect(packageRow.getByTestId('package-purchasable')).toHaveText('Purchasable');

  // Edited: a new price, the cover letter first.
  await packageRow.getByRole('link', { name: packageName }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/packages\/[^/]+$/);
  const packageId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('keep it as it was bought', { exact: false })).toBeVisible();
  await page.getByLabel('Price (USD)').fill('210');
  await page.getByRole('button', { name: 'Move service 2 up' }).click();
  await expect(page.getByTestId('service-card').nth(0).getByLabel('Service name')).toHaveValue('Cover letter');
  await snapBoth(page, 'admin-catalogue-package-edit');
  const edited = await watchText(page, 'Package saved.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(edited).toBe(true);
  const saved = (await (await page.request.get(`/api/admin/packages/${packageId}`)).json()).package;
  expect(saved.price).toBe(210);
  expect(saved.services.map((s: { serviceName: string }) => s.serviceName)).toEqual(['Cover letter', 'Resume']);
  expect(saved.services[1].serviceModules).toEqual([
    { id: expect.any(String), title: questionnaireName },
    { id: 'revision_process', title: 'Review drafts' },
  ]);

  // Someone else saves in between: this save is refused, what was typed stays until the admin reloads.
  const other = await page.request.patch(`/api/admin/packages/${packageId}`, {
    data: { description: 'Changed by another admin', updatedAt: saved.updatedAt },
    headers: { origin: baseURL! },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByLabel('Package name').fill(`${packageName} (renamed)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const stale = page.getByTestId('stale-write');
  await expect(stale).toContainText('This item was changed by someone else. Reload to see the changes.');
  await expect(page.getByLabel('Package name')).toHaveValue(`${packageName} (renamed)`);
  await snap(page, 'admin-catalogue-package-stale');
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toHaveCount(0);
  await expect(page.getByLabel('Package name')).toHaveValue(packageName);
  await expect(page.getByLabel('Plain description')).toHaveValue('Changed by another admin');

  // Recent changes below the editor: who created and edited it, and when.
  const history = page.getByTestId('catalogue-history');
  await expect(history.getByText('Created', { exact: true })).toHaveCount(1);
  await expect(history.getByText('Edited', { exact: true })).toHaveCount(2);
  await expect(history).toContainText('Ada Admin');

  // Leaving with unsaved changes asks first: staying keeps what was typed; discarding leaves without saving.
  await page.getByLabel('Package name').fill(`${packageName} (unsaved)`);
  await page.getByRole('link', { name: 'All packages' }).click();
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(leave).toContainText('Leaving this page without saving will result in the loss of all changes');
  await snapBoth(page, 'admin-catalogue-unsaved-prompt');
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/catalogue/packages/${packageId}$`));
  await expect(page.getByLabel('Package name')).toHaveValue(`${packageName} (unsaved)`);
  await page.getByRole('link', { name: 'All packages' }).click();
  await leave.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  expect((await (await page.request.get(`/api/admin/packages/${packageId}`)).json()).package.name).toBe(packageName);

  // The contract is carried by the package: its delete is refused with the reason.
  await page.goto(contractPath!);
  await expect(page.getByRole('heading', { name: contractTitle, level: 1 })).toBeVisible();
  await snapBoth(page, 'admin-catalogue-contract-edit');
  await page.getByRole('button', { name: 'Delete contract' }).click();
  await confirm(page, `Delete the contract “${contractTitle}”?`);
  await expect(page.getByRole('alert')).toContainText('This contract is still used by a package or an order, so it cannot be deleted.');
  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
  await page.goto(questionnairePath!);
  await expect(page.getByTestId('catalogue-history')).toContainText('Created');
  await snapBoth(page, 'admin-catalogue-questionnaire-edit');
  // Nothing changed: leaving does not ask.
  await page.getByRole('link', { name: 'All questionnaires' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/questionnaires$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // On sale: a visitor finds it in the public checkout at its new price.
  const visitor = await browser.newContext({ baseURL });
  const shop = await visitor.newPage();
  await shop.goto(`/checkout?item=${packageId}`);
  await expect(shop.getByRole('heading', { name: packageName })).toBeVisible();
  await expect(shop.getByTestId('total')).toHaveText('$210');

  // A checkout of it has started, so it cannot be deleted; switched off, it is no longer sold.
  await page.goto(`/admin/catalogue/packages/${packageId}`);
  await page.getByRole('button', { name: 'Delete package' }).click();
  await confirm(page, `Delete the package “${packageName}”?`);
  await expect(page.getByRole('alert')).toContainText('This package has orders, so it cannot be deleted. Switch off "Purchasable" to stop selling it.');
  await page.getByRole('switch', { name: 'Purchasable' }).uncheck({ force: true });
  const offSale = await watchText(page, 'Package saved.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(offSale).toBe(true);
  await page.getByRole('link', { name: 'All packages' }).click();
  await expect(page.getByTestId('package-row').filter({ hasText: packageName }).getByTestId('package-purchasable')).toHaveText('Not for sale');
  await shop.goto(`/checkout?item=${packageId}`);
  await expect(shop.getByRole('alert')).toBeVisible();
  await expect(shop.getByRole('heading', { name: packageName })).toHaveCount(0);
  await visitor.close();
});

test('[ADMIN] deletes a package nobody bought', async ({ page, baseURL }) => {
  const packageName = `Quick final ${Date.now().toString(36)}`;
  await signIn(page.request, baseURL!, DEMO.admin);
  await page.goto('/admin/catalogue/packages/new');
  await page.getByLabel('Package name').fill(packageName);
  await page.getByLabel('Price (USD)').fill('49');
  await page.getByRole('switch', { name: 'Purchasable' }).uncheck({ force: true });
  const service = page.getByTestId('service-card').first();
  await service.getByLabel('Service name').fill('Resume');
  await choose(page, service.getByRole('textbox', { name: 'Module 1', exact: true }), 'Final document');
  // A second service, moved first with the keyboard alone: Space picks its handle up, an arrow moves it, Space drops it.
  await page.getByRole('button', { name: 'Add service' }).click();
  const added = page.getByTestId('service-card').nth(1);
  await added.getByLabel('Service name').fill('LinkedIn profile');
  await choose(page, added.getByRole('textbox', { name: 'Module 1', exact: true }), 'Final LinkedIn profile');
  await page.getByRole('button', { name: 'Drag service 2' }).focus();
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up service 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Service 2 is over position 1 of 2.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Service 2 was dropped at position 1 of 2.');
  await expect(page.getByTestId('service-card').nth(0).getByLabel('Service name')).toHaveValue('LinkedIn profile');
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  const row = page.getByTestId('package-row').filter({ hasText: packageName });
  await expect(row.getByTestId('package-purchasable')).toHaveText('Not for sale');
  await row.getByRole('link', { name: packageName }).click();
  await page.getByRole('button', { name: 'Delete package' }).click();
  const deleted = await watchText(page, 'Package deleted.');
  await confirm(page, `Delete the package “${packageName}”?`);
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect.poll(deleted).toBe(true);
  await expect(page.getByTestId('package-row').filter({ hasText: packageName })).toHaveCount(0);
});

test('[WRITER] is kept out of the catalogue', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.writer);
  await page.goto('/admin/catalogue/contracts');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/packages')).status()).toBe(403);
});
