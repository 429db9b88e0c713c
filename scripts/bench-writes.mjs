// `npm run bench:writes`: what users write most, on the real server and PostgreSQL, with
// autocannon on loopback: chat messages (over the socket: the chat has no REST send
// route, docs/chat.md), questionnaire saves (POST /api/customer/orders/{id}/complete_task),
// due dates (PATCH /api/writer/orders/set-due-date) and notification reads
// (PATCH /api/clear-single-notifications). Prints requests/s, p50, p99 and errors per
// scenario; an error is a failed request, an answer other than 2xx, or a chat error frame.
// The writes are spread over 1,000 customers, 100 writers and 10,000 orders, so that one
// row's lock does not decide the figure.
// Options: BENCH_SECONDS (default 10, per scenario), BENCH_CONNECTIONS (50),
// BENCH_DATABASE_URL (a PostgreSQL where the bench may create and drop its database).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { serverFlags } from './lib/bench-pg.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP_SECONDS = 2;
const children = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function start(name, args, env) {
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

export async function freshDatabase(name) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(name) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

/**
 * The real server on a fresh PostgreSQL database, as `npm start` runs it (development: the demo data). With
 * `built`, the compiled server as production runs it (`npm run build -w apps/server` first), still with the demo data.
 */
export async function startServer(port, dbName, env = {}, { built = false } = {}) {
  const url = await freshDatabase(dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-writes-'));
  const args = [...serverFlags(), ...(built ? ['--enable-source-maps', 'apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'])];
  const child = await start(`server ${dbName}`, args, {
    ...(built ? { NODE_ENV: 'production', SEED_DEMO: 'true' } : {}),
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    // Flood control is per socket (10 messages per 5 s); the chat senders here are load generators.
    CHAT_RATE_MESSAGES: '1000000',
    ...env,
  });
  return { url, dataDir, child, base: `http://localhost:${port}`, port };
}

export const CUSTOMERS = 1000;
export const WRITERS = 100;
export const ORDERS = 10_000;
export const NOTIFICATIONS_EACH = 20;
const pad = (prefix, n, width = 24) => prefix + String(n).padStart(width - prefix.length, '0');
/** Order j (0-based) belongs to customer 1 + (j mod 1,000) and is assigned to writer 1 + (j mod 100). */
export const benchOrder = (j) => pad('bo', j);
export const customerOf = (j) => 1 + (j % CUSTOMERS);
export const writerOf = (j) => 1 + (j % WRITERS);
/** Notification k (0-based) is customer 1 + (k mod 1,000)'s, about one of their orders. */
export const benchNotification = (k) => pad('bn', k);
export const customerCookie = (i) => `sid=bench-session-${i}`;
export const writerCookie = (i) => `sid=bench-writer-session-${i}`;

/**
 * 1,000 customers and 100 writers on the Acme site, each with a live session (written here: logins would
 * measure the password hash), 10,000 in-progress orders of the demo package with the most questionnaires
 * (no task done yet), and 20 unread notifications per customer. Returns the questionnaire tasks of the
 * package with valid answers for each.
 */
export async function generateWriteLoad(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const {
    rows: [acme],
  } = await c.query(`
    select s.id as site_id, u.password_hash,
           (select o.package from orders o where o.site_id = s.id order by jsonb_array_length(o.package->'packageServices') desc, o.id limit 1) as pkg
    from sites s join users u on u.site_id = s.id and u.email = 'customer@demo.test' where s.client_id = 'acme'`);
  await c.query(
    `insert into users (id, site_id, email, password_hash, first_name, last_name, role)
     select 'bench' || lpad(i::text, 19, '0'), $1, 'bench-' || i || '@bench.test', $2, 'Bench', 'Customer ' || i, 'user'
     from generate_series(1, ${CUSTOMERS}) i
     union all
     select 'benchw' || lpad(i::text, 18, '0'), $1, 'bench-writer-' || i || '@bench.test', $2, 'Bench', 'Writer ' || i, 'writer'
     from generate_series(1, ${WRITERS}) i`,
    [acme.site_id, acme.password_hash],
  );
  await c.query(
    `insert into orders (id, site_id, customer_id, writer_id, package, price, currency, status_percentage, customer_industries, contract_signed, created_at)
     select 'bo' || lpad(j::text, 22, '0'), $1, 'bench' || lpad((1 + j % ${CUSTOMERS})::text, 19, '0'), 'benchw' || lpad((1 + j % ${WRITERS})::text, 18, '0'),
            $2::jsonb, 14900, 'usd', 0, '["Finance"]'::jsonb, true, now() - (j % 180) * interval '1 day'
     from generate_series(0, ${ORDERS - 1}) j`,
    [acme.site_id, JSON.stringify(acme.pkg)],
  );
  await c.query(
    `insert into sessions (id_hash, user_id, site_id, remember, expires_at)
     select encode(sha256(convert_to('bench-session-' || i, 'UTF8')), 'hex'), 'bench' || lpad(i::text, 19, '0'), $1, true, now() + interval '1 day'
     from generate_series(1, ${CUSTOMERS}) i
     union all
     select encode(sha256(convert_to('bench-writer-session-' || i, 'UTF8')), 'hex'), 'benchw' || lpad(i::text, 18, '0'), $1, true, now() + interval '1 day'
     from generate_series(1, ${WRITERS}) i`,
    [acme.site_id],
  );
  await c.query(
    `insert into notifications (id, site_id, user_id, order_id, contant, data, created_at)
     select 'bn' || lpad(k::text, 22, '0'), $1, 'bench' || lpad((1 + k % ${CUSTOMERS})::text, 19, '0'),
            'bo' || lpad((k % ${ORDERS})::text, 22, '0'), 'Your writer sent you a message.',
            jsonb_build_object('senderImg', '', 'senderName', 'Bench Writer', 'senderPrefName', 'Bench', 'action', 'new_message', 'params', jsonb_build_object('name', 'Bench Writer')),
            now() - k * interval '1 second'
     from generate_series(0, ${CUSTOMERS * NOTIFICATIONS_EACH - 1}) k`,
    [acme.site_id],
  );
  const { rows: definitions } = await c.query(`select id, items from questionnaires where site_id = $1`, [acme.site_id]);
  await c.query('analyze');
  await c.end();
  const items = new Map(definitions.map((d) => [d.id, d.items]));
  const tasks = acme.pkg.packageServices.flatMap((s) =>
    s.serviceModules
      .filter((m) => items.has(m.id))
      .map((m) => ({ serviceId: s._id, serviceType: s.serviceName, taskId: m.id, data: answersFor(items.get(m.id)) })),
  );
  if (tasks.length === 0) throw new Error('the demo package has no questionnaire');
  return { tasks };
}

/** Valid answers to every answerable item of a questionnaire (packages/contract questionnaires/rules.ts). */
function answersFor(items) {
  const data = {};
  items.forEach((item, i) => {
    const o = item.options ?? [];
    const v = {
      text: 'Product Manager',
      textarea: 'Shipped a billing system used by 2,000 customers; led a team of five; cut support tickets by a third.',
      email: 'bench@example.com',
      date: '2030-01-15',
      select: o[0],
      radio: o[0],
      checkbox: o.length ? [o[0]] : true,
    }[item.type];
    if (v !== undefined) data[String(i)] = v;
  });
  return data;
}

/**
 * Puts the rows a scenario writes back as they were before it ran, so every run does the same work: the
 * questionnaires unanswered, the bench notifications unread and only those (due dates and chat messages add
 * notifications), and waits until the e-mails the previous run queued are sent (that work would weigh on this run).
 */
export async function resetWrites(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`delete from questionnaire_answers where order_id like 'bo%'`);
  await c.query(
    `update orders set completed_tasks = '[]'::jsonb, status_percentage = 0, completed_at = null where id like 'bo%' and completed_tasks <> '[]'::jsonb`,
  );
  await c.query(`update notifications set cleared_at = null where id like 'bn%' and cleared_at is not null`);
  for (let waited = 0; waited < 120_000; waited += 250) {
    const {
      rows: [due],
    } = await c.query(`select (select count(*) from notifications where email_kind is not null and emailed_at is null)
                            + (select count(*) from mail_outbox where status = 'queued') as n`);
    if (Number(due.n) === 0) break;
    await sleep(250);
  }
  await c.query(`delete from notifications where user_id like 'bench%' and id not like 'bn%'`);
  await c.end();
}

/** One autocannon run; `next(n)` turns the run's n-th request into a request (path, method, headers, body). */
async function cannon(base, next, duration) {
  let n = 0;
  let sample = null;
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...next(n++) }),
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !sample) sample = `${status} ${String(body).slice(0, 300)}`;
        },
      },
    ],
  });
  if (r.errors) sample = `${sample ?? ''} ${r.errors} failed requests (${r.timeouts} timeouts)`.trim();
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, requests: r.requests.total, sample };
}

const json = (cookie) => ({ 'content-type': 'application/json', cookie });

/** The HTTP scenarios: each spreads its requests over the orders, customers and writers (request n, order n mod 10,000). */
export function httpScenarios({ tasks }) {
  return {
    // Each (order, questionnaire) pair is answered once per run (a second answer is refused): 10,000 orders x tasks.
    questionnaire: (n) => {
      const j = n % ORDERS;
      const task = tasks[Math.floor(n / ORDERS) % tasks.length];
      return {
        method: 'POST',
        path: `/api/customer/orders/${benchOrder(j)}/complete_task`,
        headers: json(customerCookie(customerOf(j))),
        body: JSON.stringify({ ...task, DefaultQuestionSubmitted: true }),
      };
    },
    dueDate: (n) => {
      const j = (n * 7) % ORDERS;
      const day = new Date(Date.UTC(2030, 0, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10);
      return {
        method: 'PATCH',
        path: '/api/writer/orders/set-due-date',
        headers: json(writerCookie(writerOf(j))),
        body: JSON.stringify({ orderId: benchOrder(j), dueDate: day }),
      };
    },
    notificationRead: (n) => {
      const k = n % (CUSTOMERS * NOTIFICATIONS_EACH);
      return {
        method: 'PATCH',
        path: '/api/clear-single-notifications',
        headers: json(customerCookie(customerOf(k))),
        body: JSON.stringify({ notificationsId: benchNotification(k) }),
      };
    },
  };
}

/** One subscribed chat socket of customer i, on their order i - 1 (its writer is not connected, so is notified). */
function openChat(base, i) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: customerCookie(i) }, perMessageDeflate: false });
    const conn = { ws, i, sent: 0, errors: 0, onEcho: null, tag: `|c${i}-` };
    const timer = setTimeout(() => reject(new Error(`chat socket ${i}: not subscribed`)), 20_000);
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', order_id: benchOrder(i - 1), chatType: 'writerToCustomer' })));
    ws.on('message', (buf) => {
      const text = String(buf);
      if (text.includes('"type":"subscribed"')) {
        clearTimeout(timer);
        resolve(conn);
      } else if (text.includes('"type":"error"')) {
        conn.errors += 1;
        if (!conn.sample) conn.sample = text.slice(0, 300);
        conn.onEcho?.(false);
      } else if (text.includes('"type":"new_message"') && text.includes(conn.tag)) conn.onEcho?.(true);
    });
    ws.on('close', () => conn.onEcho?.(false));
  });
}

/**
 * Chat messages, closed loop: one socket per connection, each a customer following their own order's chat, sends
 * a message and the next one as soon as its own comes back to it (stored, then sent to the conversation's sockets).
 * Latency runs from the send to that echo.
 */
export async function chatScenario(base, duration) {
  const conns = await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => openChat(base, c + 1)));
  const latencies = [];
  let stopped = false;
  const stopper = setTimeout(() => (stopped = true), duration * 1000);
  const t0 = performance.now();
  await Promise.all(
    conns.map(
      (conn) =>
        new Promise((resolve) => {
          let sentAt = 0n;
          let closed = false;
          const send = () => {
            if (stopped || closed || conn.ws.readyState !== WebSocket.OPEN) return resolve();
            conn.sent += 1;
            sentAt = process.hrtime.bigint();
            conn.ws.send(JSON.stringify({ type: 'new_message', message_type: 'text', content: `Bench message ${conn.tag}${conn.sent}| about the draft` }));
          };
          conn.onEcho = (ok) => {
            if (ok) latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
            else if (conn.ws.readyState !== WebSocket.OPEN) {
              closed = true;
              conn.errors += 1;
            }
            send();
          };
          send();
        }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearTimeout(stopper);
  for (const conn of conns) conn.ws.close();
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]) : NaN);
  return {
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    errors: conns.reduce((a, c) => a + c.errors, 0),
    requests: latencies.length,
    sample: conns.find((c) => c.sample)?.sample ?? null,
  };
}

export const SCENARIOS = [
  { key: 'chat', label: 'chat message (socket, new_message to its echo)' },
  { key: 'questionnaire', label: 'POST /api/customer/orders/{id}/complete_task (questionnaire)' },
  { key: 'dueDate', label: 'PATCH /api/writer/orders/set-due-date' },
  { key: 'notificationRead', label: 'PATCH /api/clear-single-notifications' },
];

/** Readies a server for the next run: what the previous one left in flight has finished, its rows are reset. */
export async function prepareRun(server) {
  // Requests the previous run left in flight are still answered after it stops.
  await sleep(1000);
  await resetWrites(server.url);
}

/** One run of a scenario against a server seeded by `generateWriteLoad`. */
export function measureRun(server, load, key, duration) {
  return key === 'chat' ? chatScenario(server.base, duration) : cannon(server.base, httpScenarios(load)[key], duration);
}

/** One measured run of a scenario, reset before it. */
export async function runScenario(server, load, key, duration) {
  await prepareRun(server);
  return measureRun(server, load, key, duration);
}

async function main() {
  console.log(`Write benchmark: ${CONNECTIONS} connections, ${SECONDS} s per scenario (after a ${WARMUP_SECONDS} s warm-up), ${os.cpus().length} cores\n`);
  const dbName = 'dd_bench_writes';
  const server = await startServer(3214, dbName);
  try {
    const load = await generateWriteLoad(server.url);
    const rows = [];
    for (const s of SCENARIOS) {
      await runScenario(server, load, s.key, WARMUP_SECONDS);
      const m = await runScenario(server, load, s.key, SECONDS);
      rows.push({ ...s, ...m });
      if (m.sample) console.error(`${s.label}: first error: ${m.sample}`);
    }
    const table = [
      '| scenario | req/s | p50 ms | p99 ms | requests | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} |`),
    ].join('\n');
    console.log(table);
    const errors = rows.reduce((a, r) => a + r.errors, 0);
    if (errors) {
      console.error(`\n${errors} errors`);
      process.exitCode = 1;
    }
  } finally {
    await stopChildren();
    await dropDatabase(dbName).catch((err) => console.error(`could not drop ${dbName}: ${err.message}`));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export function stopChildren() {
  for (const c of children) c.kill('SIGTERM');
  return Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
