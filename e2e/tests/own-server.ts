import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * A server of the spec's own (the compiled one, as the shared server; a fresh PGlite with the demo seed in a data
 * folder of its own), for specs whose changes the other specs must not see on the shared demo server. Started before
 * the file's tests and stopped after them; `label` names it in failures. Returns the server's address and its data
 * folder (its e-mails are in `outbox/` there).
 */
export function useOwnServer(port: number, label: string): { base: string; dataDir: () => string } {
  const base = `http://localhost:${port}`;
  let server: ChildProcess | null = null;
  let dataDir = '';
  let serverLog = '';

  async function waitForServer(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server?.exitCode !== null) throw new Error(`the ${label} spec's server exited (${server?.exitCode}):\n${serverLog}`);
      try {
        const res = await fetch(`${base}/api/website`);
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the ${label} spec's server did not answer on ${base} within ${timeoutMs} ms:\n${serverLog}`);
  }

  test.beforeAll(async () => {
    // Starting a server (a fresh PGlite, the demo seed) takes a while.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `draftdesk-e2e-${label}-`));
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: root,
      // WEB_DIST is inherited; DATABASE_URL is cleared so the server keeps its own PGlite in dataDir.
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Should the worker end without running afterAll (it can after a failure), the server goes with it.
    process.once('exit', () => {
      if (server?.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const keep = (chunk: Buffer) => void (serverLog = (serverLog + chunk.toString()).slice(-4000));
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await waitForServer(90_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return { base, dataDir: () => dataDir };
}
