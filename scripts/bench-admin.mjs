// `npm run bench:admin`: the admin's order list (and the reports, when the server has them) on PostgreSQL with
// 100,000 orders across 10 sites (10,000 each, 1,000 customers and 5 writers per site), with autocannon on
// loopback at 20 connections; then the query plans of the list's queries (EXPLAIN ANALYZE), which must read
// the asking site's rows only, through an index. `--write` records both in docs/perf.md.
// Options: BENCH_SECONDS (default 10, per route), BENCH_CONNECTIONS (20), BENCH_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONNECTIONS, freshDatabase, root, start, stopAll } from './lib/bench-pg.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3214;
const SITES = 10;
const ORDERS_PER_SITE = 10_000;
const CUSTOMERS_PER_SITE = 1_000;
const PAGE_SIZE = 25;

/**
 * Eight more sites beside the two demo ones, then on each site 1,000 customers, 5 writers and 10,000 orders
 * (a quarter unassigned, open ones with due dates in the past and future, a few hidden), all made of the demo
 * order's package.
 */
async function generate(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    insert into sites (id, client_id, name, currency, settings)
    select 'benchsite' || i, 'bench' || i, 'Bench ' || i, 'usd', s.settings
    from generate_series(3, ${SITES}) i, (select settings from sites where client_id = 'acme') s`);
  await c.query(`insert into site_hosts (host, site_id) select 'bench' || i || '.test', 'benchsite' || i from generate_series(3, ${SITES}) i`);
  const { rows: sites } = await c.query('select id from sites order by id');
  const { rows: template } = await c.query(
    `select o.package, u.password_hash from orders o join users u on u.id = o.customer_id where u.email = 'customer@demo.test' limit 1`,
  );
  for (const [n, { id: siteId }] of sites.entries()) {
    await c.query(
      `insert into users (id, site_id, email, password_hash, first_name, last_name, role)
       select 'bu' || $2 || '-' || i, $1, 'bench-' || i || '@site' || $2 || '.test', $3, 'Customer', 'Number ' || i, 'user'
       from generate_series(1, ${CUSTOMERS_PER_SITE}) i`,
      [siteId, n, template[0].password_hash],
    );
    await c.query(
      `insert into users (id, site_id, email, password_hash, first_name, last_name, role)
       select 'bw' || $2 || '-' || i, $1, 'writer-' || i || '@site' || $2 || '.test', $3, 'Writer', 'Number ' || i, 'writer'
       from generate_series(1, 5) i`,
      [siteId, n, template[0].password_hash],
    );
    await c.query(
      `insert into orders (id, site_id, customer_id, writer_id, package, price, currency, status_percentage, hide_order, due_date, created_at)
       select 'bo' || $2 || '-' || i, $1, 'bu' || $2 || '-' || (1 + i % ${CUSTOMERS_PER_SITE}),
              case when i % 4 = 0 then null else 'bw' || $2 || '-' || (1 + i % 5) end,
              $3::jsonb, 14900, 'usd', (i * 7) % 101, i % 50 = 0,
              case when i % 3 = 0 then now() + ((i % 40) - 20) * interval '1 day' end,
              now() - (i % 365) * interval '1 day' - i * interval '1 second'
       from generate_series(1, ${ORDERS_PER_SITE}) i`,
      [siteId, n, JSON.stringify(template[0].package)],
    );
  }
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets counts read indexes alone.
  await c.query('vacuum analyze');
  const { rows: count } = await c.query('select count(*)::int as orders, count(distinct site_id)::int as sites from orders');
  await c.end();
  return count[0];
}

async function adminCookie(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(url, headers, connections = CONNECTIONS) {
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const COUNT_SQL = (where) => `select count(*)::int from orders o where o.site_id = $1 ${where}`;
/**
 * The statements of GET /api/admin/orders as apps/server/src/modules/orders/admin-repo.ts builds them (the page's
 * rows with the count as a subquery computed once; a search first finds the matching customers and package names),
 * written out so that their plans can be read.
 */
const LIST_SQL = (where) => `
  select (${COUNT_SQL(where)}) as total, r.* from (select 1) one left join (
    select o.id, o.order_number, o.package_name, c.first_name, c.last_name, c.email, o.writer_id, w.first_name, w.last_name,
           o.status_percentage, o.due_date, o.created_at, o.hide_order
    from (select o.id from orders o where o.site_id = $1 ${where} order by o.created_at desc, o.id desc limit ${PAGE_SIZE} offset 0) page
    join orders o on o.id = page.id join users c on c.id = o.customer_id left join users w on w.id = o.writer_id
  ) r on true
  order by r.created_at desc, r.id desc`;
/** A search's first step (one statement in the repo, its two halves here): the site's matching customers and, among its distinct package names (a loose index scan), the matching ones. */
const CUSTOMERS_SQL = `select u.id from users u where u.site_id = $1 and u.search_text like lower($2) limit 501`;
const NAMES_SQL = `with recursive names(name) as (
    (select package_name from orders where site_id = $1 and package_name is not null order by package_name limit 1)
    union all
    select (select o.package_name from orders o where o.site_id = $1 and o.package_name > names.name order by o.package_name limit 1)
    from names where names.name is not null)
  select name from names where name ilike $2`;
/** Its second: the orders of those customers or names, through orders_site_customer and orders_site_package. */
const SEARCH = `and o.status_percentage < 100 and (o.customer_id = any($2) or o.package_name = any($3))`;
/** The assign dialog's writers with their open orders, which the list sends along. */
const WRITERS_SQL = `select u.id, (select count(*)::int from orders o where o.site_id = u.site_id and o.writer_id = u.id and o.status_percentage < 100)
  from users u where u.site_id = $1 and u.role = 'writer' and u.deactivated_at is null`;

async function explain(url, siteId) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const plans = [];
  const customerIds = (await c.query(CUSTOMERS_SQL, [siteId, '%number 12%'])).rows.map((r) => r.id);
  const packageNames = (await c.query(NAMES_SQL, [siteId, '%number 12%'])).rows.map((r) => r.name);
  for (const [label, sql, params] of [
    ['first page, with its count', LIST_SQL(''), [siteId]],
    ['a search for "number 12": the matching customers', CUSTOMERS_SQL, [siteId, '%number 12%']],
    ['the matching package names', NAMES_SQL, [siteId, '%number 12%']],
    ['the open orders of those, with their count', LIST_SQL(SEARCH), [siteId, customerIds, packageNames]],
    ["the site's writers and their open orders", WRITERS_SQL, [siteId]],
  ]) {
    const { rows } = await c.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params);
    plans.push(`-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await c.end();
  return plans.join('\n\n');
}

try {
  console.log(`Admin benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores`);
  const url = await freshDatabase('dd_bench_admin');
  await start(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: String(PORT),
    DATABASE_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-admin-')),
  });
  const counted = await generate(url);
  console.log(`${counted.orders} orders across ${counted.sites} sites`);
  const base = `http://localhost:${PORT}`;
  const cookie = await adminCookie(base);
  const { rows: acme } = await (async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c.query(`select id from sites where client_id = 'acme'`);
    await c.end();
    return r;
  })();

  const routes = [
    ['GET /api/admin/orders (first page)', '/api/admin/orders'],
    ['GET /api/admin/orders?filter=open&q=number 12', '/api/admin/orders?filter=open&q=number%2012'],
    ['GET /api/admin/orders?filter=overdue&page=40', '/api/admin/orders?filter=overdue&page=40'],
  ];
  const reports = await fetch(`${base}/api/admin/reports`, { headers: { cookie } });
  // The reports at 20 connections, and one at a time (how long an admin waits for the page's figures).
  if (reports.ok) routes.push(['GET /api/admin/reports', '/api/admin/reports'], ['GET /api/admin/reports, one at a time', '/api/admin/reports', 1]);
  else console.log(`GET /api/admin/reports answered ${reports.status}: not measured`);

  const rows = [];
  for (const [label, route, connections] of routes) {
    const probe = await fetch(`${base}${route}`, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${label} answered ${probe.status}`);
    const m = await measure(`${base}${route}`, { cookie }, connections);
    rows.push(`| ${label} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} |`);
    console.log(rows.at(-1));
  }
  const table = [
    `| route (100,000 orders, 10 sites; ${CONNECTIONS} connections unless said) | req/s | p50 ms | p99 ms | errors |`,
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  const plans = await explain(url, acme[0].id);
  console.log(`\n${table}\n\n${plans}`);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const block = `<!-- bench-admin:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:admin\`, ${CONNECTIONS} connections, ${SECONDS} s per route, on ${os.cpus().length} cores, PostgreSQL.\n\n${table}\n\nThe plans (EXPLAIN ANALYZE of the list's queries for one site):\n\n\`\`\`\n${plans}\n\`\`\`\n<!-- bench-admin:end -->`;
    const next = text.includes('<!-- bench-admin:start -->')
      ? text.replace(/<!-- bench-admin:start -->[\s\S]*<!-- bench-admin:end -->/, block)
      : `${text.trimEnd()}\n\n## The admin's order list and reports at 100,000 orders\n\n${block}\n`;
    fs.writeFileSync(file, next);
    console.log('docs/perf.md updated');
  }
} finally {
  stopAll();
}
