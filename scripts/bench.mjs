// `npm run bench`: the real server against bare baselines, with autocannon on
// loopback. Prints requests/s, p99 and errors for each measured route and its
// ratio to the baseline, on PostgreSQL and on PGlite; each route and its baseline
// take turns (see `compare`). `--write` records the table in docs/perf.md.
// Options: BENCH_SECONDS (default 10, per route), BENCH_CONNECTIONS (50).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const children = [];

function start(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 120_000);
    child.stdout.on('data', (d) => {
      if (/ready|serving/.test(String(d))) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => code && reject(new Error(`${name} exited ${code}`)));
  });
}

/** `setupRequest`: changes each request (autocannon), e.g. to spread them over many customers. */
async function measure(url, headers = {}, duration = SECONDS, setupRequest = undefined) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers, ...(setupRequest ? { requests: [{ setupRequest }] } : {}) });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const mean = (list) => ({
  rps: list.reduce((a, m) => a + m.rps, 0) / list.length,
  p99: Math.max(...list.map((m) => m.p99)),
  errors: list.reduce((a, m) => a + m.errors, 0),
});

/**
 * A route and its baseline, taking turns: a warm-up of each, then two rounds of half the time each.
 * Other work shares the machine, and its load moves from minute to minute; alternating makes a
 * change weigh on both alike, so the ratio holds better than when the baselines run once at the start.
 */
async function compare(url, headers, baselineUrl, setupRequest) {
  await measure(baselineUrl, {}, 2);
  await measure(url, headers, 2, setupRequest);
  const route = [];
  const baseline = [];
  for (let round = 0; round < 2; round++) {
    baseline.push(await measure(baselineUrl, {}, SECONDS / 2));
    route.push(await measure(url, headers, SECONDS / 2, setupRequest));
  }
  return { route: mean(route), baseline: mean(baseline) };
}

async function freshDatabase(name) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

async function loginCookie(base, email = 'customer@demo.test') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const BENCH_CUSTOMERS = 1000;
const BENCH_ORDERS = 10_000;
const benchOrder = (j) => 'bo' + String(j).padStart(22, '0');
/** Order j belongs to customer 1 + (j mod 1000); customer i signs in with the session cookie `sid=bench-session-i`. */
const ownerOf = (j) => 1 + (j % BENCH_CUSTOMERS);

/**
 * 1,000 customers with 10 orders each on the Acme site, all with the demo password, each with a live
 * session (written here: 1,000 logins would measure the password hash).
 */
async function generateOrders(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    with acme as (select s.id as site_id, u.password_hash, (select package from orders o where o.customer_id = u.id limit 1) as pkg
                  from sites s join users u on u.site_id = s.id and u.email = 'customer@demo.test' where s.client_id = 'acme')
    insert into users (id, site_id, email, password_hash, first_name, last_name, role)
    select 'bench' || lpad(i::text, 19, '0'), acme.site_id, 'bench-' || i || '@bench.test', acme.password_hash, 'Bench', 'Customer ' || i, 'user'
    from acme, generate_series(1, 1000) i`);
  await c.query(`
    with acme as (select s.id as site_id, (select package from orders o join users u on u.id = o.customer_id and u.email = 'customer@demo.test' where o.site_id = s.id limit 1) as pkg
                  from sites s where s.client_id = 'acme'),
         w as (select u.id from users u join sites s on s.id = u.site_id and s.client_id = 'acme' where u.email = 'writer@demo.test')
    insert into orders (id, site_id, customer_id, writer_id, package, price, currency, status_percentage, customer_industries, contract_signed, created_at)
    select 'bo' || lpad(i::text, 22, '0'), acme.site_id, 'bench' || lpad((1 + (i % 1000))::text, 19, '0'), (select id from w),
           acme.pkg, 14900, 'usd', (i * 7) % 101, '["Finance"]'::jsonb, true, now() - (i % 180) * interval '1 day'
    from acme, generate_series(1, 10000) i`);
  await c.query(`
    insert into sessions (id_hash, user_id, site_id, remember, expires_at)
    select encode(sha256(convert_to('bench-session-' || i, 'UTF8')), 'hex'), 'bench' || lpad(i::text, 19, '0'), u.site_id, true, now() + interval '1 day'
    from generate_series(1, 1000) i join users u on u.id = 'bench' || lpad(i::text, 19, '0')`);
  await c.query('analyze');
  const { rows } = await c.query(`select o.id from orders o join users u on u.id = o.customer_id where u.email = 'bench-1@bench.test' limit 1`);
  await c.end();
  return rows[0].id;
}

const rows = [];
const baselineRuns = { constant: [], selectPg: [], selectLite: [] };
async function row(db, route, url, headers, baselineKind, baselineUrl, setupRequest) {
  const { route: m, baseline: base } = await compare(url, headers, baselineUrl, setupRequest);
  baselineRuns[baselineKind].push(base);
  rows.push({ db, route, rps: Math.round(m.rps), p99: m.p99, errors: m.errors, baseline: Math.round(base.rps), ratio: m.rps / base.rps });
}

try {
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} cores\n`);
  const pgUrl = await freshDatabase('dd_bench_baseline');
  await start('bare select (PostgreSQL)', ['scripts/bench/bare-select.mjs'], { PORT: '3202', DATABASE_URL: pgUrl });
  await start('bare select (PGlite)', ['scripts/bench/bare-select.mjs'], { PORT: '3203', DATABASE_URL: '' });
  const serverPg = await freshDatabase('dd_bench_server');
  await start('server (PostgreSQL)', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: '3204',
    DATABASE_URL: serverPg,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-pg-')),
  });
  await start('server (PGlite)', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: '3205',
    DATABASE_URL: '',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-lite-')),
  });

  const websiteBytes = (await (await fetch('http://localhost:3204/api/website')).text()).length;
  await start('bare constant', ['scripts/bench/bare-constant.mjs'], { PORT: '3201', BODY_BYTES: String(websiteBytes) });
  const urls = { constant: 'http://127.0.0.1:3201/', selectPg: 'http://127.0.0.1:3202/', selectLite: 'http://127.0.0.1:3203/' };
  for (const [db, port, select] of [
    ['PostgreSQL', 3204, 'selectPg'],
    ['PGlite', 3205, 'selectLite'],
  ]) {
    const base = `http://localhost:${port}`;
    await row(db, 'GET /api/website', `${base}/api/website`, {}, 'constant', urls.constant);
    const cookie = await loginCookie(base);
    await row(db, 'GET /api/auth/user', `${base}/api/auth/user`, { cookie }, select, urls[select]);
  }
  // Issue 3: the customer's order list and one order, with 10,000 orders across 1,000 customers.
  const benchOrderId = await generateOrders(serverPg);
  const benchCookie = await loginCookie('http://localhost:3204', 'bench-1@bench.test');
  await row(
    'PostgreSQL',
    'GET /api/customer/orders (10k orders)',
    'http://localhost:3204/api/customer/orders',
    { cookie: benchCookie },
    'selectPg',
    urls.selectPg,
  );
  await row(
    'PostgreSQL',
    'GET /api/customer/orders/{id} (10k orders)',
    `http://localhost:3204/api/customer/orders/${benchOrderId}`,
    { cookie: benchCookie },
    'selectPg',
    urls.selectPg,
  );
  // The same two, each request from one of the 1,000 customers at random, for one of their own orders: every
  // customer's list and pages are read, so the caches hold them all (and the first round reads them cold).
  const random = (n) => 1 + Math.floor(Math.random() * n);
  const asCustomer = (req, i) => ({ ...req, headers: { ...req.headers, cookie: `sid=bench-session-${i}` } });
  const anyList = (req) => ({ ...asCustomer(req, random(BENCH_CUSTOMERS)), path: '/api/customer/orders' });
  const anyPage = (req) => {
    const j = random(BENCH_ORDERS);
    return { ...asCustomer(req, ownerOf(j)), path: `/api/customer/orders/${benchOrder(j)}` };
  };
  await row(
    'PostgreSQL',
    'GET /api/customer/orders, 1,000 customers at random',
    'http://localhost:3204/api/customer/orders',
    {},
    'selectPg',
    urls.selectPg,
    anyList,
  );
  await row(
    'PostgreSQL',
    'GET /api/customer/orders/{id}, 10,000 orders at random',
    'http://localhost:3204/api/customer/orders/x',
    {},
    'selectPg',
    urls.selectPg,
    anyPage,
  );

  const baseline = (kind) => {
    const m = mean(baselineRuns[kind]);
    return `${Math.round(m.rps)} req/s (p99 ${m.p99} ms)`;
  };
  const baselines = [
    `bare constant of the same size (${websiteBytes} bytes) ${baseline('constant')}`,
    `bare prepared select on PostgreSQL ${baseline('selectPg')}`,
    `bare select on PGlite ${baseline('selectLite')}`,
  ];
  const table = [
    '| database | route | req/s | p99 ms | errors | baseline req/s | ratio |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.db} | ${r.route} | ${r.rps} | ${r.p99} | ${r.errors} | ${r.baseline} | ${(r.ratio * 100).toFixed(0)}% |`),
  ].join('\n');
  const report = `Baselines (each measured in turns with the routes compared with it; mean, worst p99): ${baselines.join('; ')}.\n\n${table}\n`;
  console.log(report);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const stamp = `<!-- bench:start -->\nMeasured ${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} connections, ${SECONDS} s per run, on ${os.cpus().length} cores.\n\n${report}<!-- bench:end -->`;
    fs.writeFileSync(file, text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, stamp));
    console.log('docs/perf.md updated');
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
}
