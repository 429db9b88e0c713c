import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, SCREENSHOTS, signIn } from './fixtures.ts';

/**
 * Issue 14: the resume builder (spec 03 "Resume builder screen") for a visitor: build a resume from empty, use the
 * writing assistant (the built-in generator, offline), switch font, colour and size, save a `.save`, load it back,
 * refuse a damaged file, warn on leaving; the same at 390 px; a screenshot per font.
 */

const FONTS = ['Poppins', 'Nunito', 'Merriweather', 'Space Mono', 'Karla', 'Fira Sans', 'Syne', 'Work Sans', 'Josefin Sans'];
const shots = path.join(SCREENSHOTS, 'builder');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function openBuilder(page: Page) {
  await page.goto('/resume-builder');
  await expect(page.getByTestId('resume-page')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('draftdesk.resumeDraft'));
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function pickRole(page: Page, search: string, option: string, label = 'Role') {
  const input = page.getByRole('dialog').getByRole('textbox', { name: label });
  // The list opens with an animation while the dialog settles: a click that did not choose the option is given again,
  // and the choice is what the field then shows.
  await expect(async () => {
    if ((await input.inputValue()) !== option) {
      await input.fill(search);
      await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
    }
    await expect(input).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function saveFile(page: Page, dir: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save progress' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my_cv.save');
  const target = path.join(dir, file.suggestedFilename());
  await file.saveAs(target);
  return target;
}

test('[VISITOR] builds a resume from empty, uses the assistant, saves it and loads it back', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBuilder(page);
  await expectNoSeriousA11yViolations(page, 'builder (empty)');

  await field(page, 'Your name').fill('Ada Lovelace');
  await field(page, 'Your role').fill('Software Engineer');
  await field(page, 'E-mail').fill('ada@example.com');
  await field(page, 'Phone').fill('+44 20 7946 0000');
  await field(page, 'Position 1').fill('Analyst');
  await field(page, 'Employer 1').fill('Babbage & Co');
  await field(page, 'Dates of employment 1').fill('01/1842 - 12/1843');
  await field(page, 'Description 1').fill('Wrote the first published algorithm.');

  // Entries: removable only while more than one exists; the last list entry stays.
  const removeWork1 = page.getByRole('button', { name: 'Remove Work experience entry 1' });
  await expect(removeWork1).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Work experience' }).click();
  await expect(field(page, 'Position 2')).toBeVisible();
  await expect(removeWork1).toBeEnabled();
  await page.getByRole('button', { name: 'Remove Work experience entry 2' }).click();
  await expect(field(page, 'Position 2')).toHaveCount(0);
  await expect(removeWork1).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Education entry 1' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Languages entry 1' })).toBeDisabled();
  await field(page, 'Languages 1').fill('English');
  await page.getByRole('button', { name: 'Add to Languages' }).click();
  await field(page, 'Languages 2').fill('French');
  await page.getByRole('button', { name: 'Remove Languages entry 1' }).click();
  await expect(field(page, 'Languages 1')).toHaveValue('French');
  await expect(page.getByRole('button', { name: 'Remove Languages entry 1' })).toBeDisabled();

  // The assistant: hard skills generate once a role is chosen (a typo still finds it: fuzzy search).
  await page.getByRole('button', { name: 'Writing assistant for Hard skills' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Choose a role to get suggestions.')).toBeVisible();
  await pickRole(page, 'sofware enginer', 'Software Engineer');
  const suggestions = dialog.getByTestId('assistant-suggestions').getByRole('checkbox');
  await expect(suggestions.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'builder assistant');
  const firstSkill = (await dialog.getByTestId('assistant-suggestions').locator('label').first().textContent())!.trim();
  await suggestions.first().check();
  await dialog.getByRole('button', { name: 'Insert selected (1)' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(page, 'Hard skills 1')).toHaveValue(firstSkill);

  // The summary needs a role and an experience level.
  await page.getByRole('button', { name: 'Writing assistant for Summary' }).click();
  await pickRole(page, 'Software', 'Software Engineer');
  await expect(dialog.getByText('Choose a role and your experience to get suggestions.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Experience' }).click();
  await page.getByRole('option', { name: 'Some experience' }).click();
  await expect(suggestions.first()).toBeVisible();
  await suggestions.first().check();
  await dialog.getByRole('button', { name: 'Insert selected (1)' }).click();
  await expect(field(page, 'Summary text')).not.toHaveValue('');

  // Hobbies need nothing: suggestions come at once.
  await page.getByRole('button', { name: 'Writing assistant for Hobbies' }).click();
  await expect(suggestions.first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Font, colour and size.
  await page.getByTestId('font-select').click();
  await page.getByRole('option', { name: 'Merriweather' }).click();
  await expect(page.getByTestId('resume-page')).toHaveAttribute('data-font', 'Merriweather');
  expect(await field(page, 'Your name').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Merriweather');
  await page.getByRole('radio', { name: 'Red' }).click();
  await expect(page.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
  const before = await field(page, 'Your name').evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByTestId('size-control').getByText('Large').click();
  await expect.poll(() => field(page, 'Your name').evaluate((el) => getComputedStyle(el).fontSize)).not.toBe(before);
  await expectNoSeriousA11yViolations(page, 'builder (filled)');
  await shot(page, 'desktop');

  // Save progress: a .save file; the unsaved flag clears, so leaving no longer asks.
  const saved = await saveFile(page, info.outputPath());
  const json = JSON.parse(fs.readFileSync(saved, 'utf8'));
  expect(json.version).toBe(1);
  expect(json.name.text).toBe('Ada Lovelace');
  expect(json.settings).toEqual({ color: 'red', font: 'Merriweather', textSize: 'large' });

  // A fresh start (the draft forgotten), then load the file back.
  await page.evaluate(() => localStorage.removeItem('draftdesk.resumeDraft'));
  await page.reload();
  await expect(field(page, 'Your name')).toHaveValue('');
  const input = page.locator('input[type="file"][accept=".save"]');
  await input.setInputFiles(saved);
  await expect(field(page, 'Your name')).toHaveValue('Ada Lovelace');
  await expect(field(page, 'Your role')).toHaveValue('Software Engineer');
  await expect(field(page, 'E-mail')).toHaveValue('ada@example.com');
  await expect(field(page, 'Phone')).toHaveValue('+44 20 7946 0000');
  await expect(field(page, 'Position 1')).toHaveValue('Analyst');
  await expect(field(page, 'Employer 1')).toHaveValue('Babbage & Co');
  await expect(field(page, 'Hard skills 1')).toHaveValue(firstSkill);
  await expect(field(page, 'Languages 1')).toHaveValue('French');
  await expect(page.getByTestId('resume-page')).toHaveAttribute('data-font', 'Merriweather');
  await expect(page.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');

  // A damaged file and a file of another kind are refused with a clear error, and nothing changes.
  await input.setInputFiles({ name: 'broken.save', mimeType: 'application/octet-stream', buffer: Buffer.from('{"version":1,"name":') });
  await expect(page.getByTestId('file-problem')).toHaveText('This file is damaged: it is not a saved resume.');
  await expect(field(page, 'Your name')).toHaveValue('Ada Lovelace');
  await input.setInputFiles({
    name: 'tampered.save',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(JSON.stringify({ ...json, name: { text: 1 } })),
  });
  await expect(page.getByTestId('file-problem')).toHaveText('This file is damaged or incomplete, so nothing was loaded.');
  await input.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: fs.readFileSync(saved) });
  await expect(page.getByTestId('file-problem')).toHaveText('Only .save files made by this builder can be loaded.');
  await expect(field(page, 'Your name')).toHaveValue('Ada Lovelace');
  await expectNoSeriousA11yViolations(page, 'builder (file error)');
});

test('[VISITOR] the writing assistant writes in the language the page is in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('draftdesk.language', 'de'));
  await openBuilder(page);
  const asked: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/customer/generate-content')) asked.push(request.headers()['accept-language']);
  });
  await page.getByRole('button', { name: 'Schreibassistent für Soziale Kompetenzen' }).click();
  const dialog = page.getByRole('dialog');
  await pickRole(page, 'Pflege', 'Pflegefachkraft', 'Beruf');
  const labels = dialog.getByTestId('assistant-suggestions').locator('label');
  await expect(labels.first()).toBeVisible();
  expect(asked).toEqual(['de']);
  // What the page shows is the server's German answer, not its English one.
  const body = { key: 'softSkills', role: 'registeredNurse' };
  const answer = async (language: string) =>
    (
      (await (await page.request.post('/customer/generate-content', { data: body, headers: { 'accept-language': language } })).json()) as {
        data: { content: string[] };
      }
    ).data.content;
  const german = await answer('de');
  expect(german).not.toEqual(await answer('en'));
  await expect(labels).toHaveText(german);
  await expectNoSeriousA11yViolations(page, 'builder assistant in German');
  await shot(page, 'assistant-german-suggestions');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Auswahl einfügen (1)' }).click();
  await expect(field(page, 'Soziale Kompetenzen 1')).toHaveValue(german[0]);
  await shot(page, 'assistant-german');
});

test('[VISITOR] leaving with unsaved changes warns, inside the app and on closing the tab', async ({ page }) => {
  await openBuilder(page);
  await field(page, 'Your name').fill('Grace Hopper');
  // Inside the app: the router's blocker asks with the spec's text; staying keeps the page as it was.
  await page.locator('a[href="/"]').first().click();
  await expect(page.getByText('Leaving this page without saving will result in the loss of all changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'builder leaving warning');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(field(page, 'Your name')).toHaveValue('Grace Hopper');
  // Closing the tab or reloading: the browser's own beforeunload prompt.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('[VISITOR] builds, saves and loads at 390 px (form first, a preview tab, the toolbar in a menu)', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuilder(page);
  await field(page, 'Your name').fill('Katherine Johnson');
  await field(page, 'Your role').fill('Mathematician');
  await field(page, 'E-mail').fill('kj@example.com');
  await field(page, 'Position 1').fill('Research mathematician');
  await page.getByRole('button', { name: 'Add to Hard skills' }).click();
  await field(page, 'Hard skills 2').fill('Orbital mechanics');
  await expectNoSeriousA11yViolations(page, 'builder at 390 px (form)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'phone-form');

  await page.getByRole('button', { name: 'Design and files' }).click();
  const drawer = page.getByRole('dialog', { name: 'Design and files' });
  await drawer.getByRole('radio', { name: 'Green' }).click();
  await drawer.getByRole('textbox', { name: 'Font' }).click();
  await page.getByRole('option', { name: 'Karla' }).click();
  await expectNoSeriousA11yViolations(page, 'builder at 390 px (menu)');
  const saved = await saveFile(page, info.outputPath());
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('resume-page').getByText('Katherine Johnson')).toBeVisible();
  await expect(page.getByTestId('resume-page')).toHaveAttribute('data-font', 'Karla');
  await expectNoSeriousA11yViolations(page, 'builder at 390 px (preview)');
  await shot(page, 'phone-preview');

  await page.evaluate(() => localStorage.removeItem('draftdesk.resumeDraft'));
  await page.reload();
  await expect(field(page, 'Your name')).toHaveValue('');
  await page.getByRole('button', { name: 'Design and files' }).click();
  await page.locator('input[type="file"][accept=".save"]').setInputFiles(saved);
  await page.keyboard.press('Escape');
  await expect(field(page, 'Your name')).toHaveValue('Katherine Johnson');
  await expect(field(page, 'Hard skills 2')).toHaveValue('Orbital mechanics');

  // Past one A4 page, the warning shows where the user types too (the Edit tab), not only on the preview.
  await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('overflow-warning')).toHaveCount(0);
  // The phone measures the page as the PDF draws it (empty entries left out), so it takes a longer summary.
  await field(page, 'Summary text').fill('Built and shipped things people use every day. '.repeat(100));
  const warning = page.getByTestId('overflow-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Your resume is longer than one page.');
  await expect(field(page, 'Summary text')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  // What the phone shows (not the whole page): the warning above the tabs, the form under it.
  await page.screenshot({ path: path.join(shots, 'phone-overflow-edit.png') });
  await expectNoSeriousA11yViolations(page, 'builder at 390 px (overflow warning)');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(warning).toBeVisible();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await field(page, 'Summary text').fill('Short again.');
  await expect(warning).toHaveCount(0);
});

test('[VISITOR] every font is self-hosted and draws the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(woff2?|ttf)(\?|$)/.test(request.url()) || /fonts\.(googleapis|gstatic)/.test(request.url())) fontRequests.push(request.url());
  });
  await openBuilder(page);
  await field(page, 'Your name').fill('Ada Lovelace');
  await field(page, 'Your role').fill('Software Engineer');
  await field(page, 'Summary text').fill('Analytical engine programmer with a taste for poetry and numbers.');
  for (const font of FONTS) {
    await page.getByTestId('font-select').click();
    await page.getByRole('option', { name: font, exact: true }).click();
    await expect(page.getByTestId('resume-page')).toHaveAttribute('data-font', font);
    await expect
      .poll(() => page.evaluate(async (f) => (await document.fonts.load(`700 20px "${f}"`)).length > 0 && document.fonts.check(`700 20px "${f}"`), font))
      .toBe(true);
    fs.mkdirSync(shots, { recursive: true });
    await page.mouse.move(0, 0);
    await page.getByTestId('resume-page').screenshot({ path: path.join(shots, `font-${font.replace(/ /g, '-').toLowerCase()}.png`) });
  }
  const origin = new URL(page.url()).origin;
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url.startsWith(origin), url).toBe(true);
});

test('[CUSTOMER] the resume is saved on the server as it is edited, and opens again', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO.customer);
  await page.goto('/resume-builder');
  await expect(page.getByTestId('resume-page')).toBeVisible();
  await expect(page.getByText('Your draft is kept in this browser.', { exact: false })).toHaveCount(0);
  await field(page, 'Your name').fill('Casey Customer');
  await field(page, 'Your role').fill('Project Manager');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Your saved resumes' })).toHaveValue(/Casey Customer/);
  await expectNoSeriousA11yViolations(page, 'builder (customer)');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(field(page, 'Your name')).toHaveValue('Casey Customer');
  await expect(field(page, 'Your role')).toHaveValue('Project Manager');
});

test('[VISITOR] adds a profile picture, cropped round or square; a file that is not an image is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBuilder(page);
  await page.getByRole('button', { name: 'Sections' }).click();
  await page.getByRole('switch', { name: 'Profile picture' }).check();
  await page.keyboard.press('Escape');
  const picker = page.getByTestId('resume-page').locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PNG, JPEG or WebP image.' })).toBeVisible();
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8590c';
    context.fillRect(0, 0, 240, 180);
    context.fillStyle = '#1d4f91';
    context.fillRect(80, 40, 80, 100);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Square').click();
  await expectNoSeriousA11yViolations(page, 'builder picture crop');
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  const picture = page.getByTestId('resume-page').getByRole('img', { name: 'Profile picture' });
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  await expectNoSeriousA11yViolations(page, 'builder with a picture');

  // Past one page, the editor warns before the PDF is downloaded.
  await expect(page.getByTestId('overflow-warning')).toHaveCount(0);
  await field(page, 'Summary text').fill('Built and shipped things people use every day. '.repeat(60));
  await expect(page.getByTestId('overflow-warning')).toBeVisible();
  await field(page, 'Summary text').fill('Short again.');
  await expect(page.getByTestId('overflow-warning')).toHaveCount(0);
});
