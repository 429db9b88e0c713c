// `npm test`: unit and server integration tests (Vitest), the server suite again on
// PostgreSQL when TEST_DATABASE_URL_SECOND_RUN is set, then the browser tests
// (Playwright in Debian's Chromium) against the built app. Ends with one
// "Tests: N passed, N failed" line, after the time each step took.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;
const failedSteps = [];

const durations = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n== ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) {
    ok = false;
    failedSteps.push(`${label} (exit ${r.status ?? r.signal})`);
  }
  return r.status === 0;
}

function addVitest(file) {
  if (!fs.existsSync(file)) return;
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests;
  totals.failed += j.numFailedTests;
  totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(tmp, name)}`];

run('Vitest: contract, server (PGlite), web', 'npx', ['vitest', 'run', ...vitestJson('vitest.json')]);
addVitest(path.join(tmp, 'vitest.json'));

/**
 * The server's tests where the two engines can differ, run again on PostgreSQL: concurrency and row locks, several
 * instances heard through LISTEN/NOTIFY, the caches those notifications clear, the outbox and limits all instances
 * share, durable jobs (FOR UPDATE SKIP LOCKED), backups, restores and the move between engines, and the searches
 * whose plans matter. The rest runs the same SQL through the same dialect on PGlite. TEST_SECOND_RUN_ALL=1 runs the
 * whole server suite again instead (about ten minutes more on a two-core machine).
 */
const SECOND_RUN_FILES = [
  'admin-orders',
  'admin-refund-flutterwave',
  'admin-user-erasure',
  'admin-user-data',
  'backup',
  'boards',
  'chat-instances',
  'chat-notify',
  'checkout-refunds',
  'critique-restart',
  'customer-order-cache',
  'data-commands',
  'event-bus',
  'heard-caches',
  'job-digest-paging',
  'job-search-counts',
  'jobs',
  'limits-instances',
  'mail-outbox',
  'session-cache',
  'site-instances',
].map((name) => `apps/server/test/${name}`);
if (process.env.TEST_DATABASE_URL_SECOND_RUN) {
  const files = process.env.TEST_SECOND_RUN_ALL === '1' ? [] : SECOND_RUN_FILES;
  run('Vitest: server on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server', ...files, ...vitestJson('vitest-pg.json')], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL_SECOND_RUN,
  });
  addVitest(path.join(tmp, 'vitest-pg.json'));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const banner = '!'.repeat(72);
  console.error(
    `\n${banner}\n!! Chromium not found at ${chromium}: the browser tests were NOT run.\n!! Install it with: apt-get update && apt-get install -y chromium\n${banner}`,
  );
  if (process.env.E2E_REQUIRED === '1') {
    ok = false;
    totals.failed += 1;
  }
} else {
  const e2eJson = path.join(tmp, 'e2e.json');
  if (run('Build the web app', 'npm', ['run', 'build'])) {
    run('Playwright (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    });
  }
  if (fs.existsSync(e2eJson)) {
    const s = JSON.parse(fs.readFileSync(e2eJson, 'utf8')).stats;
    totals.passed += s.expected + (s.flaky ?? 0);
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } else if (!ok) totals.failed += 1;
}

console.log(`\nTime per step: ${durations.join('; ')}`);
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join('; ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
