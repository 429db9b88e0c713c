import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO, PASSWORD, PHONE } from './fixtures.ts';

/**
 * Issue 18: no critical or serious axe violation on any page of any role, on both demo sites, at desktop
 * size and at 390 px. Each role's pages are found as a user finds them: the side menu, the account menu
 * and every link on the pages reached (one page per route pattern), read only: nothing is clicked.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITES = { Acme: `http://localhost:${PORT}`, Beta: `http://beta.localhost:${PORT}` } as const;
const DESKTOP = { width: 1366, height: 800 };
const MAX_PAGES = 25;

type Role = keyof typeof DEMO;

/** Pages not reached through a link: the account menu's entries. */
const START_PAGES: Record<Role, string[]> = {
  customer: ['/dashboard', '/profile', '/notifications', '/orders/new'],
  writer: ['/dashboard', '/profile', '/onboarding', '/notifications'],
  reviewer: ['/orders/list', '/profile'],
  admin: ['/dashboard', '/profile', '/notifications', '/admin/settings', '/admin/approvals'],
};

/** Never followed: they sign out, sign in, or are files. */
const SKIP = /^\/(logout|autologin|api\/|login)|\.(pdf|docx?|png|jpe?g|svg)$/i;

/** /orders/view/6650c… and /orders/view/6651d… are one page to check. */
function routePattern(path: string): string {
  return path
    .split('/')
    .map((part) => (/\d/.test(part) && part.length >= 8 ? ':id' : part))
    .join('/');
}

async function signInOn(page: Page, site: string, email: string) {
  await page.goto(`${site}/login`);
  const status = await page.evaluate(
    async ([user, password]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: user, password }),
        })
      ).status,
    [email, PASSWORD] as const,
  );
  expect(status).toBe(200);
}

/** The page as a user meets it: its data loaded, the preloader gone. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // At most 1500 ms of the page's own time; a machine running many browsers may take longer.
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 20_000 });
}

async function sameSiteLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !SKIP.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

/** Both sizes of one page: desktop, then 390 px (the layout follows the width, DESIGN decisions "Shell"). */
async function checkBothSizes(page: Page, url: string, label: string) {
  await page.setViewportSize(DESKTOP);
  await open(page, url);
  await expectNoSeriousA11yViolations(page, `${label} ${url} desktop`);
  const links = await sameSiteLinks(page, new URL(url).origin);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${label} ${url} 390px`);
  return links;
}

async function walk(page: Page, site: string, start: string[], label: string) {
  const seen = new Set<string>();
  const queue = start.map((path) => site + path);
  let checked = 0;
  while (queue.length && checked < MAX_PAGES) {
    const url = queue.shift()!;
    const pattern = routePattern(new URL(url).pathname);
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    const links = await checkBothSizes(page, url, label);
    checked++;
    // The page may have sent the user on (guards): count where it landed too.
    seen.add(routePattern(new URL(page.url()).pathname));
    for (const link of links) if (!seen.has(routePattern(link.split('?')[0]))) queue.push(site + link);
  }
  return [...seen];
}

async function firstPackageId(browser: Browser, site: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOn(page, site, DEMO.customer);
  const body = await page.evaluate(async () => (await fetch('/api/customer/orders_all_packages?purchasable=true')).json());
  await context.close();
  return body.packages[0]._id;
}

for (const [siteName, site] of Object.entries(SITES)) {
  test.describe(`${siteName}: every page`, () => {
    test.describe.configure({ mode: 'parallel', timeout: 600_000 });

    test(`[VISITOR] public pages on ${siteName} have no serious axe violations`, async ({ page, browser }) => {
      const item = await firstPackageId(browser, site);
      await walk(page, site, ['/login', '/forgot-password', '/reset-password/no-such-code', `/checkout?item=${item}`, '/no/such/page'], `${siteName} visitor`);
    });

    for (const role of Object.keys(START_PAGES) as Role[]) {
      test(`[${role.toUpperCase()}] pages on ${siteName} have no serious axe violations`, async ({ page }) => {
        await signInOn(page, site, DEMO[role]);
        const visited = await walk(page, site, START_PAGES[role], `${siteName} ${role}`);
        test.info().annotations.push({ type: 'pages', description: visited.join(' ') });
      });
    }
  });
}
