// `npm run bench:startup`: how long the server takes from launch to a ready /ready, and its memory (RSS) then,
// run through tsx (development) and compiled (production, apps/server/dist/main.js; run `npm run build` first).
// Each way starts five times on a fresh embedded database, taking turns; the median is printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WAYS = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  compiled: ['apps/server/dist/main.js'],
};
const ROUNDS = 5;
const PORT = 3211;

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startOnce(args) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return { ms: performance.now() - started, rssMb: rssOf(child.pid) };
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
const results = Object.fromEntries(Object.keys(WAYS).map((way) => [way, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [way, args] of Object.entries(WAYS)) results[way].push(await startOnce(args));
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('| server | start-up to /ready (median of 5) | RSS at ready |');
console.log('|---|---|---|');
for (const [way, runs] of Object.entries(results)) {
  console.log(`| ${way} | ${Math.round(median(runs.map((r) => r.ms)))} ms | ${Math.round(median(runs.map((r) => r.rssMb)))} MB |`);
}
