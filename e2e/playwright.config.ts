import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server's data folder: tests read the e-mail outbox from it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `draftdesk-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys take many steps, each page checked by axe, on a machine that also runs the server.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The server as production runs it: compiled to JavaScript by `npm run build` (apps/server/scripts/build.mjs).
    command: `rm -rf "${E2E_DATA_DIR}" && node --enable-source-maps apps/server/dist/main.js`,
    cwd: root,
    url: `http://localhost:${PORT}/api/website`,
    reuseExistingServer: false,
    timeout: 90_000,
    // One proxy hop trusted: the visitor specs give each test a client address of its own (X-Forwarded-For), as
    // visitors behind a proxy have, so the per-address limits (10 registrations a minute) meet one visitor each.
    env: { PORT: String(PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: '1' },
  },
});
