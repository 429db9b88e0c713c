/**
 * A review survives its server being killed mid-way: the real server (as `npm start` runs it, embedded database) takes
 * a resume and is killed with SIGKILL while the review is claimed and unwritten; started again on the same data, it
 * finishes the review once the lease has run out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { critiques } from '../src/db/schema.ts';
import { onePagePdf } from './critique-fixtures.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-restart-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: path.join(dataDir, 'no-web'),
      JOBS_INTERVAL_SECONDS: '1',
      CRITIQUE_LEASE_SECONDS: '2',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start')), 60_000);
    child.stdout.on('data', (d: Buffer) => {
      if (String(d).includes('is serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return child;
}

it('finishes a review after its server was killed mid-way and started again', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const first = await startServer(port);
  const form = new FormData();
  form.append('firstName', 'Maria');
  form.append('lastName', 'Gonzalez');
  form.append('email', 'restart@example.test');
  form.append('file', new Blob([new Uint8Array(await onePagePdf())], { type: 'application/pdf' }), 'resume.pdf');
  const res = await fetch(`${base}/api/critiques`, { method: 'POST', body: form, headers: { origin: base } });
  expect(res.status).toBe(201);
  const { critiqueId } = (await res.json()) as { critiqueId: string };
  // Killed at once: its worker thread is still starting (its loader, pdf.js, the O*NET data), the review claimed.
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));

  const database = await openDatabase({ dir: path.join(dataDir, 'db') });
  const [killed] = await database.db.select().from(critiques).where(eq(critiques.id, critiqueId));
  await database.close();
  // Unwritten; claimed (a lease) as a rule, though a kill can also fall between writing and claiming: both must finish.
  expect(killed.processedAt).toBeNull();

  await startServer(port);
  let critique: { processedAt: string | null; ats_section?: { name_from_resume_last_name: string } } | undefined;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const review = await fetch(`${base}/review/${critiqueId}`, { headers: { accept: 'application/json' } });
    critique = ((await review.json()) as { data: { critique: typeof critique } }).data.critique;
    if (critique?.processedAt) break;
  }
  expect(critique?.processedAt).toBeTruthy();
  expect(critique?.ats_section?.name_from_resume_last_name).toBe('Gonzalez');
});
