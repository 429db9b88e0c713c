import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from './fixtures.ts';

// The upload samples live in samples.ts; re-exported for the specs that take their helpers from here.
export { DOCX_TYPE, MINIMAL_PDF, minimalDocx } from './samples.ts';

/**
 * Helpers of the writer and reviewer specs, which run on the demo data of the
 * second site, Beta Careers (beta.localhost). Node cannot resolve
 * beta.localhost (Chromium can), so sign-in and API reads run in the page.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BETA = `http://beta.localhost:${PORT}`;

/** Signs in on Beta through its API, from a Beta page (the session cookie belongs to beta.localhost). */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  const status = await page.evaluate(
    async ([user, password]) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: user, password }),
      });
      return res.status;
    },
    [email, PASSWORD] as const,
  );
  expect(status).toBe(200);
}

/** GET on Beta's API with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path);
}

/** Runs `run` in a fresh context signed in as Beta's demo customer. */
export async function asCustomer<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: BETA });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.customer);
    return await run(page);
  } finally {
    await context.close();
  }
}
