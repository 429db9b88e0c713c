// What the PostgreSQL benchmarks (bench-admin, bench-boards, bench-jobs) share: the built server started as a child
// process, a fresh database per run, signing in, one checked call, and an autocannon measurement after a warm-up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const children = [];

/** BENCH_SERVER_FLAGS: extra node flags for the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
export const serverFlags = () => (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/** Starts `node ...args` from the repository root (after BENCH_SERVER_FLAGS); resolves once it says it is ready or serving. */
export function start(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serverFlags(), ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const timer = setTimeout(() => reject(new Error('the server did not start')), 120_000);
    child.stdout.on('data', (d) => {
      if (/ready|serving/.test(String(d))) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => code && reject(new Error(`the server exited ${code}`)));
  });
}

/** Stops every process `start` made. */
export function stopAll() {
  for (const c of children) c.kill('SIGTERM');
}

/** Runs one statement on the server's maintenance database. */
export async function adminSql(sql) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** An empty database of that name (dropped first if it exists); its URL. */
export async function freshDatabase(name) {
  await adminSql(`drop database if exists ${name} with (force)`);
  await adminSql(`create database ${name}`);
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Signs a demo user in; their cookie header. */
export async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`${email} login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One request that must succeed; its JSON. */
export async function call(base, cookie, method, route, body) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** autocannon for `seconds` after a 2 s warm-up: req/s, p50, p99 and errors (non-2xx included). */
export async function measure(opts, { connections = CONNECTIONS, seconds }) {
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration: seconds });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
