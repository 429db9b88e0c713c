// `npm run lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling) in Debian's Chromium on /login,
// the customer's dashboard and an order page; prints the median of LH_RUNS (3) runs per page. It builds nothing:
// with LH_URL it measures that server, otherwise it starts the server on the built app (WEB_DIST or apps/web/dist)
// with a fresh data folder on LH_PORT (3300), over HTTPS as a phone meets a deployed portal: HTTP/2, with a
// certificate for localhost made for the run (TLS_CERT_FILE, TLS_KEY_FILE; Chromium told to accept it).
// LH_PROTOCOL=http measures plain HTTP/1.1 instead. The customer pages are measured signed in, with the sign-in's cookies in
// the browser's own cookie jar as a returning customer has them (the app reads its signed-in hint cookie to ask for
// the session at once). LH_ONLY=dashboard measures the pages whose name has that text. Timings depend on the
// machine's load: compare runs, do not assert on them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import selfsigned from 'selfsigned';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.LH_PORT ?? 3300);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TLS = !process.env.LH_URL && process.env.LH_PROTOCOL !== 'http';
const CHROME_FLAGS = [
  ...(TLS || process.env.LH_URL?.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let server;
/** The run's certificate, trusted by this script's own requests (`call`). */
let ca;

/** One request to the server under test (HTTP or HTTPS): its status, Set-Cookie headers and JSON body. */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  const { request } = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, ca }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, setCookie: res.headers['set-cookie'] ?? [], json: () => JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-lighthouse-'));
  const tlsEnv = {};
  if (TLS) {
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', notAfterDate: new Date(Date.now() + 86_400_000) });
    fs.writeFileSync(path.join(dataDir, 'cert.pem'), pems.cert);
    fs.writeFileSync(path.join(dataDir, 'key.pem'), pems.private);
    Object.assign(tlsEnv, { TLS_CERT_FILE: path.join(dataDir, 'cert.pem'), TLS_KEY_FILE: path.join(dataDir, 'key.pem') });
    ca = pems.cert;
  }
  const base = `${TLS ? 'https' : 'http'}://localhost:${PORT}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...tlsEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.on('exit', (code) => code && console.error(`lighthouse: the server exited with ${code}`));
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await call(`${base}/api/website`)).status === 200) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('lighthouse: the server did not start within 120 s');
}

/** Signs the demo customer in through the API and returns the session cookie and one of their orders. */
async function signInCustomer(base) {
  const res = await call(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' }),
  });
  if (res.status !== 200) throw new Error(`lighthouse: sign-in failed with ${res.status}`);
  const pairs = res.setCookie.map((c) => c.split(';')[0]);
  const cookie = pairs.join('; ');
  const list = (await call(`${base}/api/customer/orders`, { headers: { cookie } })).json();
  const order = list.orders.find((o) => o.statusPercentage > 0 && o.statusPercentage < 100) ?? list.orders[0];
  const cookies = res.setCookie.map((c) => {
    const [pair, ...attributes] = c.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base, httpOnly: attributes.some((a) => /^httponly$/i.test(a)) };
  });
  return { cookies, orderId: order._id };
}

const ms = (v) => `${(v / 1000).toFixed(1)} s`;
const kb = (v) => `${Math.round(v / 1000).toLocaleString('en')} KB`;

async function measurePage(url, cookies) {
  const lhrs = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      if (cookies) await browser.setCookie(...cookies);
      const page = await browser.newPage();
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        undefined,
        page,
      );
      if (result.lhr.runtimeError) process.stderr.write(`lighthouse: a run of ${url} failed: ${result.lhr.runtimeError.message}\n`);
      lhrs.push(result.lhr);
    } finally {
      await browser.disconnect();
      await chrome.kill();
    }
  }
  // A run without a first paint (a timeout on a loaded machine) has no metrics: the median is of the others.
  const valid = filterToValidRuns(lhrs);
  if (valid.length === 0) return { error: `no valid run of ${RUNS}` };
  const lhr = computeMedianRun(valid);
  // LH_REPORT_DIR keeps the median run's full report, to see what the figures are made of.
  if (process.env.LH_REPORT_DIR) {
    await fs.promises.mkdir(process.env.LH_REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await fs.promises.writeFile(path.join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    error: valid.length < RUNS ? `median of ${valid.length} valid runs` : undefined,
  };
}

try {
  const base = process.env.LH_URL?.replace(/\/$/, '') ?? (await startServer());
  const { cookies, orderId } = await signInCustomer(base);
  const pages = [
    ['/login (visitor)', '/login', undefined],
    ['/dashboard (customer)', '/dashboard', cookies],
    ['/orders/view/:id (customer)', `/orders/view/${orderId}`, cookies],
  ].filter(([name]) => !process.env.LH_ONLY || name.includes(process.env.LH_ONLY));
  const rows = [];
  for (const [name, pathname, pageCookies] of pages) {
    process.stderr.write(`lighthouse: ${name}, ${RUNS} run(s)...\n`);
    const r = await measurePage(`${base}${pathname}`, pageCookies);
    if (r.performance === undefined) {
      rows.push(`| ${name} | — | — | — | — | — | — | ${r.error}`);
      continue;
    }
    rows.push(
      `| ${name} | ${r.performance} | ${r.accessibility} | ${ms(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} |${r.error ? ` ${r.error}` : ''}`,
    );
  }
  const protocol = base.startsWith('https:') ? 'HTTPS (HTTP/2)' : 'HTTP/1.1';
  console.log(`\nLighthouse 12, mobile preset, ${protocol}, median of ${RUNS} run(s), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| page | performance | accessibility | LCP | TBT | CLS | bytes sent |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  server?.kill();
}
