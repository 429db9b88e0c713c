import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, snap } from './fixtures.ts';

/** The app's own font faces that the page has downloaded, e.g. 'Noto Sans Thai 400'. */
async function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`);
  });
}

async function useLanguage(page: Page, language: string) {
  await page.addInitScript((lang) => localStorage.setItem('draftdesk.language', lang), language);
}

test.describe('self-hosted fonts (issue 15 item 9)', () => {
  test('[VISITOR] /login in Thai renders with Noto Sans Thai, served by the app', async ({ page }) => {
    await useLanguage(page, 'th');
    const fontRequests: string[] = [];
    page.on('response', (res) => {
      if (/\.woff2$/.test(new URL(res.url()).pathname)) fontRequests.push(new URL(res.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('button').first()).toBeVisible();
    await expect.poll(() => loadedFaces(page)).toContain('Noto Sans Thai 400');
    // Only the Thai subset of the Thai family and the Latin subset of Noto Sans are fetched (unicode-range).
    expect(fontRequests.some((p) => /noto-sans-thai-thai-400/.test(p))).toBe(true);
    expect(fontRequests.every((p) => p.startsWith('/assets/'))).toBe(true);
    expect(fontRequests.some((p) => /cyrillic|devanagari|greek|vietnamese/.test(p))).toBe(false);
    await snap(page, 'fonts-login-th');
  });

  test('[CUSTOMER] the dashboard in Russian renders with Noto Sans Cyrillic', async ({ page, baseURL }) => {
    await useLanguage(page, 'ru');
    await signIn(page.request, baseURL!, DEMO.customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect.poll(() => loadedFaces(page)).toContain('Noto Sans 400');
    const family = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family.startsWith('"Noto Sans"')).toBe(true);
    await snap(page, 'fonts-dashboard-ru');
  });

  test('[CUSTOMER] the dashboard in Thai', async ({ page, baseURL }) => {
    await useLanguage(page, 'th');
    await signIn(page.request, baseURL!, DEMO.customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect.poll(() => loadedFaces(page)).toContain('Noto Sans Thai 600');
    await snap(page, 'fonts-dashboard-th');
  });
});
