import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PHONE, SCREENSHOTS, snap } from './fixtures.ts';
import { BETA, apiGet, signIn } from './writer-helpers.ts';

/**
 * Dragging the items of a questionnaire into a new order (the writer's
 * template editor, which is also the follow-up questions editor), on a
 * template of its own on Beta so the serial writer specs are not disturbed.
 */
// Tall enough for the whole editor: a drag near the window's edge scrolls the page.
test.use({ baseURL: BETA, viewport: { width: 1280, height: 1400 } });

const QUESTIONS = ['Alpha: what is your current role?', 'Bravo: which achievement are you proudest of?', 'Charlie: where do you want to be in five years?'];

interface TemplateResponse {
  template: { _id: string; draft_data: { text: string }[] };
}

/** A new template with three short-answer questions, made through Beta's API with the page's session. */
async function createTemplate(page: Page): Promise<string> {
  return page.evaluate(
    async ([name, questions]) => {
      const post = async (url: string, body: unknown) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const created = await post('/api/writer/questionnaire-template/create', { name });
      const key: string = created.template._id;
      await post('/api/writer/questionnaire-template/template', { key, data: questions.map((text) => ({ type: 'text', text, required: false })) });
      return key;
    },
    [`Reorder ${Date.now()}`, QUESTIONS] as const,
  );
}

/** The questions in the order the editor shows them; `label` is the question field's label. */
const shownOrder = (page: Page, label = 'Question') =>
  page
    .getByTestId('question-item')
    .getByRole('textbox', { name: label, exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The questions in the order the server holds the draft. */
async function savedOrder(page: Page, key: string) {
  const response = await apiGet<TemplateResponse>(page, `/api/writer/questionnaire-template/get/${key}`);
  return response.template.draft_data.map((item) => item.text);
}

/** The viewport only: a full-page screenshot resizes the window, which cancels a drag. */
const snapViewport = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height };
}

async function saveAndReload(page: Page) {
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('question-item')).toHaveCount(3);
}

test('[WRITER] drags template items into a new order with the mouse and the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.writer);
  const key = await createTemplate(page);
  await page.goto(`/questionnaire-template/template?key=${key}`);
  const items = page.getByTestId('question-item');
  await expect(items).toHaveCount(3);
  expect(await shownOrder(page)).toEqual(QUESTIONS);
  // The first load's preloader covers the page for a moment: the mouse would press on it.
  await expect(page.getByTestId('preloader')).toHaveCount(0);

  // Each item has a labelled handle, described by the instructions for the keyboard.
  const firstHandle = page.getByRole('button', { name: 'Drag item 1' });
  await expect(firstHandle).toHaveAttribute('aria-roledescription', 'movable item');
  const instructionsId = await firstHandle.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${instructionsId}"]`)).toHaveText(/To pick up an item, press Space or Enter\./);

  // Mouse: press on the first item's handle, move past the activation distance, then below the third item.
  const from = await centre(firstHandle);
  const to = await centre(items.nth(2));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 12, { steps: 4 });
  await page.mouse.move(from.x, to.y + to.height / 4, { steps: 25 });
  await expect(items.nth(0)).toHaveAttribute('data-dragging', 'true');
  await snapViewport(page, 'template-reorder-dragging-desktop');
  await page.mouse.up();
  await expect(items.nth(0)).not.toHaveAttribute('data-dragging');
  const afterDrop = [QUESTIONS[1], QUESTIONS[2], QUESTIONS[0]];
  expect(await shownOrder(page)).toEqual(afterDrop);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Item 1 was dropped at position 3 of 3.');

  // What was dropped is what is saved.
  await saveAndReload(page);
  expect(await shownOrder(page)).toEqual(afterDrop);
  expect(await savedOrder(page, key)).toEqual(afterDrop);
  await snap(page, 'template-reorder-after-desktop');

  // Keyboard at 390 px: focus the third item's handle, Space picks it up, ArrowUp moves it, Space drops it.
  await page.setViewportSize(PHONE);
  const thirdHandle = page.getByRole('button', { name: 'Drag item 3' });
  await thirdHandle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Picked up item 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Item 3 is over position 2 of 3.');
  // Let the items slide into their places before the picture.
  await page.waitForTimeout(400);
  await snapViewport(page, 'template-reorder-dragging-phone');
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Item 3 was dropped at position 2 of 3.');
  const afterKeys = [QUESTIONS[1], QUESTIONS[0], QUESTIONS[2]];
  expect(await shownOrder(page)).toEqual(afterKeys);
  // The handle that was used keeps the focus, now on item 2.
  await expect(page.getByRole('button', { name: 'Drag item 2' })).toBeFocused();

  // Escape puts a picked-up item back where it was.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Moving was cancelled. Item 2 stays where it was.');
  expect(await shownOrder(page)).toEqual(afterKeys);

  await saveAndReload(page);
  expect(await shownOrder(page)).toEqual(afterKeys);
  expect(await savedOrder(page, key)).toEqual(afterKeys);
  await snap(page, 'template-reorder-after-phone');

  // The up and down buttons still move items too.
  await page.getByRole('button', { name: 'Move item 1 down' }).click();
  expect(await shownOrder(page)).toEqual([QUESTIONS[0], QUESTIONS[1], QUESTIONS[2]]);
});

test('[WRITER] drags a template item with a finger, in German', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BETA, viewport: PHONE, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.writer);
    const key = await createTemplate(page);
    await page.evaluate(() => localStorage.setItem('draftdesk.language', 'de'));
    await page.goto(`/questionnaire-template/template?key=${key}`);
    const items = page.getByTestId('question-item');
    const handle = page.getByRole('button', { name: 'Element 1 ziehen' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'verschiebbares Element');
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    // The first item at the top of the window, below the header, so the second is in view.
    await items.nth(0).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));

    const from = await centre(handle);
    const first = await centre(items.nth(0));
    const second = await centre(items.nth(1));
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: from.x, y }] });
    await touch('touchStart', from.y);
    // Hold the finger still past the touch sensor's delay, then move it.
    await page.waitForTimeout(300);
    // Until the first item's middle is over the second's: its place.
    const target = from.y + (second.y - first.y);
    for (let step = 1; step <= 20; step += 1) await touch('touchMove', from.y + ((target - from.y) * step) / 20);
    await expect(items.nth(0)).toHaveAttribute('data-dragging', 'true');
    await touch('touchEnd', target);
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Element 1 wurde an Position 2 von 3 abgelegt.');
    expect(await shownOrder(page, 'Frage')).toEqual([QUESTIONS[1], QUESTIONS[0], QUESTIONS[2]]);
  } finally {
    await context.close();
  }
});
