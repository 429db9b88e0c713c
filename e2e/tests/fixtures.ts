import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

export const PASSWORD = 'demo1234';
export const DEMO = {
  customer: 'customer@demo.test',
  writer: 'writer@demo.test',
  reviewer: 'reviewer@demo.test',
  admin: 'admin@demo.test',
} as const;

/** Signs in through the API: the page's context shares the session cookie. */
export async function signIn(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The demo admin turns site flags on or off through the admin API, then signs out of `request`. */
export async function setSiteFlags(request: APIRequestContext, baseURL: string, flags: Record<string, boolean>) {
  await signIn(request, baseURL, DEMO.admin);
  const res = await request.patch('/api/admin/website/settings', { data: flags, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/api/auth/logout', { headers: { origin: baseURL } });
}

export const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/**
 * Saves a full-page screenshot under e2e/screenshots for people to look at, and checks the page as it is
 * with axe (no critical or serious violation): every page a spec looks at is checked.
 */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // Wait for the page's data, and for the 1500 ms preloader that covers the first load.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 5000 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page, name);
}

/** A screenshot at desktop size, then at 390 px wide, each from the top of the page. */
export async function snapBoth(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await snap(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

/**
 * Starts watching the page for a text that shows only briefly (a success alert closes itself after 3 s, the
 * paid confirmation after 1.2 s): on a busy machine a poll may come after it is gone, so the page itself
 * records that it was shown. Call before the action; `await expect.poll(shown).toBe(true)` after it.
 */
export async function watchText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `__shown_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ text, key }) => {
      const w = window as unknown as Record<string, boolean>;
      const seen = () => document.body.innerText.includes(text);
      w[key] = seen();
      new MutationObserver((_, observer) => {
        if (seen()) {
          w[key] = true;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { text, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}

/** The newest outbox e-mail to an address, written by the server's default mail transport. */
export async function latestMailTo(
  address: string,
  timeoutMs = 10_000,
  match: (mail: { subject: string; text: string }) => boolean = () => true,
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<{ to: string; subject: string; text: string }> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const mails = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      const mail = mails.find((m) => m.to === address && match(m));
      if (mail) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${address} in ${dir}`);
}

export const PHONE = { width: 390, height: 844 };
