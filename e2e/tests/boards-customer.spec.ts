import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, PHONE, signIn, snapBoth } from './fixtures.ts';

/**
 * The customer's job-search tracker (spec 03 /board, issue 13) on Acme, whose settings have boards on: lists made
 * and renamed in place, cards added at the top and edited in their dialog, cards dragged by mouse, keyboard and a
 * finger at 390 px, the order the same after a reload, and a list with cards deleted without losing them. The spec
 * works in lists of its own (other specs may add cards to the default ones).
 */
const stamp = Date.now().toString(36).slice(-4);
const LEADS = `Leads ${stamp}`;
const CALLS = `Calls ${stamp}`;
const JOBS = [
  { company: 'Acme Corp', title: 'Alpha Engineer' },
  { company: 'Beta Inc', title: 'Bravo Analyst' },
  { company: 'Gamma LLC', title: 'Charlie Designer' },
];

const list = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cardTitles = (column: Locator) => column.getByTestId('card-open').allTextContents();
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const moved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/customer/card/position/update') && r.request().method() === 'POST');

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** "Add list": a list titled 'Title', renamed in place (with the spec's texts for a bad title on the way). */
async function addList(page: Page, title: string, checkValidation = false) {
  await page.getByRole('button', { name: 'Add list', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'List title' });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Title');
  if (checkValidation) {
    await input.fill('');
    await input.press('Enter');
    await expect(page.getByText('Enter Column Title', { exact: true })).toBeVisible();
    await input.fill('A');
    await input.press('Enter');
    await expect(page.getByText('Min 2 chars.', { exact: true })).toBeVisible();
  }
  const renamed = page.waitForResponse((r) => r.url().endsWith('/api/customer/list/update/title'));
  await input.fill(title);
  await input.press('Enter');
  expect((await renamed).status()).toBe(200);
  await expect(list(page, title)).toBeVisible();
}

async function addCard(page: Page, column: string, company: string, title: string) {
  const region = list(page, column);
  await region.getByRole('button', { name: `Add a card to ${column}` }).click();
  const form = page.getByRole('form', { name: `Add a card to ${column}` });
  await form.getByRole('textbox', { name: 'Company name' }).fill(company);
  await form.getByRole('textbox', { name: 'Job title' }).fill(title);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(form).toHaveCount(0);
  await expect(region.getByTestId('card-open').first()).toHaveText(title);
}

test('[CUSTOMER] runs the job hunt on the tracker: lists, cards, dialog, mouse and keyboard drags, delete', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Job Search Tracker' }).click();
  await expect(page).toHaveURL(/\/board$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Search Tracker' })).toBeVisible();
  for (const title of ['Wishlist', 'Applied', 'Interview', 'Offer', 'Rejected']) await expect(list(page, title)).toBeVisible();
  await expect(page.getByTestId('tracker-funnel')).toBeVisible();

  await addList(page, LEADS, true);
  await addList(page, CALLS);
  await expect(list(page, CALLS).getByText('No cards yet. Add one, or drop a card here.')).toBeVisible();

  // A card needs a company and a job title of two characters or more.
  const leads = list(page, LEADS);
  await leads.getByRole('button', { name: `Add a card to ${LEADS}` }).click();
  const form = page.getByRole('form', { name: `Add a card to ${LEADS}` });
  await form.getByRole('textbox', { name: 'Company name' }).fill('A');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(form.getByText('The company name must have at least 2 characters.')).toBeVisible();
  await expect(form.getByText('The job title must have at least 2 characters.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  // Each new card goes on top.
  for (const job of JOBS) await addCard(page, LEADS, job.company, job.title);
  expect(await cardTitles(leads)).toEqual(['Charlie Designer', 'Bravo Analyst', 'Alpha Engineer']);
  await snapBoth(page, 'boards-tracker');

  // The card dialog: every field, saved and read back.
  await leads.getByRole('button', { name: 'Alpha Engineer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Job' });
  await expect(dialog.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Corp');
  await dialog.getByRole('textbox', { name: 'Job posting URL' }).fill('https://jobs.example/alpha');
  await dialog.getByRole('textbox', { name: 'Salary' }).fill('$90,000');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Austin');
  await dialog.getByRole('textbox', { name: 'State' }).fill('TX');
  await dialog.getByRole('textbox', { name: 'ZIP' }).fill('73301');
  await dialog.getByRole('textbox', { name: 'Notes' }).click();
  await page.keyboard.type('Referral from Dana');
  await dialog.getByTestId('card-deadline').click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('table button:not([data-outside])', { hasText: /^15$/ }).first().click();
  await expect(dialog.getByTestId('card-deadline')).not.toHaveText('No deadline');
  await snapBoth(page, 'boards-card-dialog');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/customer/card/update'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  const alpha = leads.getByTestId('board-card').filter({ hasText: 'Alpha Engineer' });
  await expect(alpha).toContainText('Due ');
  await alpha.getByRole('button', { name: 'Alpha Engineer', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Salary' })).toHaveValue('$90,000');
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await expect(dialog.getByTestId('card-content')).toContainText('Referral from Dana');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Mouse: the last card of Leads into the empty Calls list.
  const calls = list(page, CALLS);
  await calls.scrollIntoViewIfNeeded();
  const from = await centre(alpha);
  const to = await centre(calls.getByTestId('list-cards'));
  const mouseMove = moved(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 25; step += 1) await page.mouse.move(from.x + ((to.x - from.x) * step) / 25, from.y + ((to.y - from.y) * step) / 25);
  await page.mouse.up();
  expect((await mouseMove).status()).toBe(200);
  expect(await cardTitles(calls)).toEqual(['Alpha Engineer']);
  expect(await cardTitles(leads)).toEqual(['Charlie Designer', 'Bravo Analyst']);

  // Keyboard: Space on the handle, an arrow down, Space; the screen reader hears each step.
  const handle = leads.getByRole('button', { name: `Move card Charlie Designer (in ${LEADS})` });
  await expect(handle).toHaveAttribute('aria-roledescription', 'draggable card');
  await handle.focus();
  const keyMove = moved(page);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`Picked up card Charlie Designer. It is in list ${LEADS}, position 1 of 2.`);
  await page.keyboard.press('ArrowDown');
  // As a screen reader's user would: hear where the card is, then drop it.
  await expect(liveRegion(page)).toHaveText(`Card Charlie Designer is over list ${LEADS}, position 2 of 2.`);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`Card Charlie Designer was dropped in list ${LEADS}, position 2 of 2.`);
  expect((await keyMove).status()).toBe(200);
  expect(await cardTitles(leads)).toEqual(['Bravo Analyst', 'Charlie Designer']);

  // Escape puts a picked-up card back.
  await leads.getByRole('button', { name: `Move card Bravo Analyst (in ${LEADS})` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText('Moving card Bravo Analyst was cancelled. It is back where it was.');
  expect(await cardTitles(leads)).toEqual(['Bravo Analyst', 'Charlie Designer']);

  await page.reload();
  await expect(list(page, LEADS).getByTestId('card-open')).toHaveText(['Bravo Analyst', 'Charlie Designer']);
  expect(await cardTitles(list(page, CALLS))).toEqual(['Alpha Engineer']);
  await expectNoSeriousA11yViolations(page, 'tracker after moves');
});

test('[CUSTOMER] drags a card with a long press at 390 px, then deletes lists with cards', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await signIn(page.request, baseURL!, DEMO.customer);
    const lists = [`Touch ${stamp}`, `Spare ${stamp}`];
    await page.goto('/board');
    await expect(list(page, 'Wishlist')).toBeVisible();
    for (const title of lists) await addList(page, title);
    for (const job of JOBS.slice(0, 2)) await addCard(page, lists[0], job.company, job.title);
    const touchList = list(page, lists[0]);
    expect(await cardTitles(touchList)).toEqual(['Bravo Analyst', 'Alpha Engineer']);

    // The list fills the phone's width, columns snap into place as they scroll sideways.
    await touchList.scrollIntoViewIfNeeded();
    const box = (await touchList.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByTestId('board')).toHaveCSS('scroll-snap-type', 'x mandatory');

    const cards = touchList.getByTestId('board-card');
    const first = await centre(cards.nth(0));
    const second = await centre(cards.nth(1));
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: first.x, y }] });
    const touchMove = moved(page);
    await touch('touchStart', first.y);
    // Held still past the long press (250 ms), then moved below the second card.
    await page.waitForTimeout(400);
    const target = second.y + (second.y - first.y) / 2;
    for (let step = 1; step <= 20; step += 1) await touch('touchMove', first.y + ((target - first.y) * step) / 20);
    await expect(cards.nth(0)).toHaveAttribute('data-dragging', 'true');
    await touch('touchEnd', target);
    expect((await touchMove).status()).toBe(200);
    await expect(liveRegion(page)).toHaveText(`Card Bravo Analyst was dropped in list ${lists[0]}, position 2 of 2.`);
    await page.reload();
    await expect(list(page, lists[0]).getByTestId('card-open')).toHaveText(['Alpha Engineer', 'Bravo Analyst']);
    await snapBoth(page, 'boards-tracker-touch');

    // Deleting a list with cards asks: here its cards move to the spare list.
    await list(page, lists[0])
      .getByRole('button', { name: `Delete list ${lists[0]}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete list ${lists[0]}?` });
    await expect(dialog).toContainText('This list still has cards (2). What should happen to them?');
    await expect(dialog.getByRole('radio', { name: 'Move them to another list' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Move the cards to' }).click();
    await page.getByRole('option', { name: lists[1], exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'delete list dialog');
    const deleted = page.waitForResponse((r) => r.url().includes('/list/') && r.url().includes('/delete?moveTo='));
    await dialog.getByRole('button', { name: 'Delete list' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(list(page, lists[0])).toHaveCount(0);
    await expect(list(page, lists[1]).getByTestId('card-open')).toHaveText(['Alpha Engineer', 'Bravo Analyst']);

    // ...and the spare list goes with its cards, once the customer says so.
    await list(page, lists[1])
      .getByRole('button', { name: `Delete list ${lists[1]}` })
      .click();
    const second2 = page.getByRole('dialog', { name: `Delete list ${lists[1]}?` });
    await second2.getByRole('radio', { name: 'Delete them with the list (2)' }).check();
    const gone = page.waitForResponse((r) => r.url().includes('/delete?confirm=true'));
    await second2.getByRole('button', { name: 'Delete list' }).click();
    expect((await gone).status()).toBe(200);
    await expect(list(page, lists[1])).toHaveCount(0);
  } finally {
    await context.close();
  }
});
