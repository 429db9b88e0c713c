// `npm run compare:pages -- <runs> <page> <base> [<base>...]`: loads a page on two (or more) running servers in turn,
// `runs` times each, with Chromium's CPU slowed 4x as Lighthouse's mobile preset assumes, and prints per server the
// median of the blocking time (the long tasks' time past 50 ms, from the browser's own long-task entries: Lighthouse's
// TBT) and of the largest contentful paint. Interleaved runs compare two builds fairly on a busy machine, where
// Lighthouse's figures vary by half from one run to the next. <page> is a path, `order` (one of the demo customer's
// orders in progress) or `login` (signed out); the other pages are opened signed in as the demo customer.
// Start the servers first, e.g. `WEB_DIST=/path/to/build PORT=3461 DATA_DIR=$(mktemp -d) npm start`.
import puppeteer from 'puppeteer-core';

const [runs = '7', target = '/dashboard', ...bases] = process.argv.slice(2);
if (bases.length === 0) {
  console.error('usage: compare-pages.mjs <runs> <page> <base> [<base>...]');
  process.exit(2);
}
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--ignore-certificate-errors'],
});

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`compare-pages: sign-in on ${base} failed with ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

async function pathOf(base, cookies) {
  if (target === 'login') return '/login';
  if (target !== 'order') return target;
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const { orders } = await (await fetch(`${base}/api/customer/orders`, { headers: { cookie } })).json();
  const order = orders.find((o) => o.statusPercentage > 0 && o.statusPercentage < 100) ?? orders[0];
  return `/orders/view/${order._id}`;
}

async function load(base) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cookies = await signIn(base);
  const path = await pathOf(base, cookies);
  if (target !== 'login') await context.setCookie(...cookies);
  await page.evaluateOnNewDocument(() => {
    globalThis.__measured = { long: [], lcp: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => globalThis.__measured.long.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (globalThis.__measured.lcp = e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 800));
  const { long, lcp } = await page.evaluate(() => globalThis.__measured);
  await context.close();
  return { blocking: long.reduce((sum, d) => sum + Math.max(0, d - 50), 0), lcp };
}

const results = new Map(bases.map((base) => [base, []]));
for (let run = 0; run < Number(runs); run++) for (const base of bases) results.get(base).push(await load(base));
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [base, loads] of results) {
  const blocking = loads.map((l) => Math.round(l.blocking));
  console.log(`${base} ${target}: blocking ${median(blocking)} ms, LCP ${Math.round(median(loads.map((l) => l.lcp)))} ms (runs: ${blocking.join(' ')})`);
}
