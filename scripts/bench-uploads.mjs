// `npm run bench:uploads`: 40 concurrent 20 MB uploads to the real server (embedded PGlite, local disk), sampling the
// server's resident memory meanwhile. Streamed uploads must keep its growth within 150 MB (issue 17).
// Options: BENCH_UPLOADS (40), BENCH_UPLOAD_MB (20), BENCH_PORT (3290).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40);
const MB = Number(process.env.BENCH_UPLOAD_MB ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const LIMIT_MB = 150;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-bench-uploads-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_INTERVAL_SECONDS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the server did not start')), 180_000);
  server.stdout.on('data', (d) => /serving/.test(String(d)) && (clearTimeout(timer), resolve()));
  server.on('exit', (code) => reject(new Error(`the server exited ${code}`)));
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

function request(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`http://127.0.0.1:${PORT}${url}`, { method, headers: { host: 'localhost', origin: 'http://localhost', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const login = await request(
  'POST',
  '/api/auth/login',
  { 'content-type': 'application/json' },
  JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' }),
);
if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
const cookie = [login.headers['set-cookie']]
  .flat()
  .map((c) => c.split(';')[0])
  .join('; ');

// One PDF of MB megabytes in a multipart body, built once on the client side.
const boundary = '----draftdeskbench';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%bench\n'), Buffer.alloc(MB * 1024 * 1024 - 16, 32)]);
const body = (bytes) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const upload = (payload) =>
  request('POST', '/api/file/upload', { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length }, payload);

// Warm up (modules loaded, pools open), then settle.
await upload(body(pdf.subarray(0, 100_000)));
global.gc?.();
await new Promise((r) => setTimeout(r, 1000));
const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
const payload = body(pdf);
const started = performance.now();
const results = await Promise.all(Array.from({ length: UPLOADS }, () => upload(payload)));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, rssMb());

const failed = results.filter((r) => r.status !== 200);
const growth = peak - before;
const throughput = (UPLOADS * MB) / seconds;
console.log(
  `uploads: ${UPLOADS} × ${MB} MB concurrently, ${results.length - failed.length} answered 200${failed.length ? `, ${failed.length} failed (${failed[0].status} ${failed[0].body})` : ''}`,
);
console.log(`server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, growth ${growth.toFixed(0)} MB (limit ${LIMIT_MB} MB)`);
console.log(`time: ${seconds.toFixed(1)} s, throughput ${throughput.toFixed(0)} MB/s`);
const ok = failed.length === 0 && growth <= LIMIT_MB;
console.log(ok ? 'PASS' : 'FAIL');
process.exitCode = ok ? 0 : 1;
stop();
