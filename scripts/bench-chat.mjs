// `npm run bench:chat`: the chat socket against a bare `ws` broadcast server, in one run.
// 1,000 receiving sockets (a child process) and 4 senders (this process) in one
// order's room; every message carries process.hrtime.bigint() from its sender and is
// timed at each receiver (CLOCK_MONOTONIC: one clock for all processes of the
// machine). Prints p50/p95/p99 send-to-deliver at a steady rate, messages/s at
// saturation (closed loop), delivered = sent x receivers, and RSS per idle socket
// with 5,000 idle sockets. `--write` records the figures in docs/perf.md.
// Options: BENCH_DATABASE_URL, BENCH_CHAT_SOCKETS (1000), BENCH_CHAT_IDLE (5000),
// BENCH_CHAT_RATE (messages/s in the latency phase, 40), BENCH_CHAT_MESSAGES (3000), BENCH_SERVER_FLAGS.
import { fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { serverFlags } from './lib/bench-pg.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECEIVERS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const IDLE = Number(process.env.BENCH_CHAT_IDLE ?? 5000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 40);
const LATENCY_SECONDS = 10;
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 3000);
const SENDERS = 4;
const WINDOW = 4;
const PAD = 'x'.repeat(80);
const children = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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

/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
/** CPU seconds of every PostgreSQL process on the machine (other databases' work included). */
const postgresCpu = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .reduce((sum, pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + cpuSeconds(pid) : sum;
      } catch {
        return sum;
      }
    }, 0);
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

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

/** Sessions made directly in the database: `count` reviewers, and 2 each for the demo customer and writer. */
async function benchSessions(url, count) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const {
    rows: [acme],
  } = await c.query(`select id from sites where client_id = 'acme'`);
  const { rows: people } = await c.query(`select id, email from users where site_id = $1 and email in ('customer@demo.test', 'writer@demo.test')`, [acme.id]);
  const {
    rows: [order],
  } = await c.query(
    `select o.id from orders o join users u on u.id = o.customer_id
     where o.site_id = $1 and u.email = 'customer@demo.test' and o.writer_id is not null and o.status_percentage < 100 limit 1`,
    [acme.id],
  );
  const ids = Array.from({ length: count }, (_, i) => `benchrev${String(i).padStart(16, '0')}`);
  await c.query(
    `insert into users (id, site_id, email, password_hash, first_name, last_name, role)
     select id, $2, id || '@bench.test', 'x', 'Bench', 'Reviewer', 'reviewer' from unnest($1::text[]) id`,
    [ids, acme.id],
  );
  const token = () => crypto.randomBytes(32).toString('base64url');
  const make = async (userIds) => {
    const tokens = userIds.map(() => token());
    const hashes = tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex'));
    await c.query(
      `insert into sessions (id_hash, user_id, site_id, remember, expires_at)
       select h, u, $3, true, now() + interval '1 day' from unnest($1::text[], $2::text[]) as x(h, u)`,
      [hashes, userIds, acme.id],
    );
    return tokens.map((t) => `sid=${t}`);
  };
  const customer = people.find((p) => p.email === 'customer@demo.test').id;
  const writer = people.find((p) => p.email === 'writer@demo.test').id;
  const result = { reviewers: await make(ids), senders: await make([customer, customer, writer, writer]), orderId: order.id };
  await c.end();
  return result;
}

/** The receivers' child process, driven by messages. */
function receivers() {
  const child = fork(path.join(root, 'scripts/bench/chat-receivers.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const waiting = [];
  child.on('message', (m) => {
    if (m.error) throw new Error(`receivers: ${m.error}`);
    const i = waiting.findIndex((w) => w.key in m);
    if (i !== -1) waiting.splice(i, 1)[0].resolve(m);
  });
  const wait = (key, timeoutMs = 300_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`receivers: no ${key} in ${timeoutMs} ms`)), timeoutMs);
      waiting.push({ key, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const call = (cmd, key, timeoutMs) => {
    const p = wait(key, timeoutMs);
    child.send(cmd);
    return p;
  };
  return { child, wait, call, up: wait('up') };
}

function openSender(url, cookie, subscribe, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {}, perMessageDeflate: false });
    const tag = Buffer.from(`|s${index}-`);
    const sender = { ws, sent: 0, echoes: 0, onEcho: null };
    ws.once('error', reject);
    ws.once('open', () => {
      if (subscribe) ws.send(JSON.stringify(subscribe));
      else resolve(sender);
    });
    ws.on('message', (buf) => {
      if (subscribe && String(buf).includes('"subscribed"')) return resolve(sender);
      if (buf.includes(tag)) {
        sender.echoes += 1;
        sender.onEcho?.();
      }
      if (String(buf).includes('"error"')) console.error(`sender ${index}: ${buf}`);
    });
  });
}

const send = (s, index) => {
  s.sent += 1;
  s.ws.send(JSON.stringify({ type: 'new_message', message_type: 'text', content: `t=${process.hrtime.bigint()}|s${index}-${s.sent}|${PAD}` }));
};

async function measureServer(label, url, { reviewerCookies, senderCookies, subscribe, pid }) {
  // RSS per idle socket, on the fresh process: warm up, then 5,000 idle sockets (subscribed where the server has rooms).
  const idle = receivers();
  await idle.up;
  await idle.call({ cmd: 'open', url, cookies: reviewerCookies, count: 200, subscribe }, 'opened');
  await idle.call({ cmd: 'close' }, 'closed');
  await sleep(2000);
  const before = rssKb(pid);
  await idle.call({ cmd: 'open', url, cookies: reviewerCookies, count: IDLE, subscribe }, 'opened');
  await sleep(3000);
  const after = rssKb(pid);
  await idle.call({ cmd: 'close' }, 'closed');
  idle.child.kill();
  await sleep(1000);

  const rx = receivers();
  await rx.up;
  await rx.call({ cmd: 'open', url, cookies: reviewerCookies, count: RECEIVERS, subscribe }, 'opened');
  const senders = await Promise.all(senderCookies.map((c, i) => openSender(url, c, subscribe, i)));
  const skew = (await rx.call({ cmd: 'clock', at: String(process.hrtime.bigint()) }, 'clockSkewMs')).clockSkewMs;

  // Latency at a steady RATE messages/s, spread over the 4 senders.
  const latencyMessages = RATE * LATENCY_SECONDS;
  await rx.call({ cmd: 'measure', expected: latencyMessages * RECEIVERS }, 'measuring');
  const done1 = rx.wait('done', 120_000);
  const t0 = performance.now();
  for (let k = 0; k < latencyMessages; k++) {
    const due = t0 + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    send(senders[k % SENDERS], k % SENDERS);
  }
  await done1.catch((err) => console.error(String(err)));
  const latency = (await rx.call({ cmd: 'report' }, 'report')).report;

  // Saturation: each sender keeps WINDOW messages in flight, the next one leaves when its own comes back.
  const perSender = Math.ceil(MESSAGES / SENDERS);
  await rx.call({ cmd: 'measure', expected: perSender * SENDERS * RECEIVERS }, 'measuring');
  const done2 = rx.wait('done', 300_000);
  const cpu0 = { server: cpuSeconds(pid), receivers: cpuSeconds(rx.child.pid), senders: process.cpuUsage(), postgres: postgresCpu() };
  const start = process.hrtime.bigint();
  senders.forEach((s, i) => {
    const quota = s.sent + perSender;
    s.onEcho = () => s.sent < quota && send(s, i);
    for (let w = 0; w < WINDOW; w++) send(s, i);
  });
  await done2.catch((err) => console.error(String(err)));
  const load = (await rx.call({ cmd: 'report' }, 'report')).report;
  const seconds = Number(BigInt(load.lastAt) - start) / 1e9;
  const senderCpu = process.cpuUsage(cpu0.senders);
  const cpu = {
    server: (cpuSeconds(pid) - cpu0.server) / seconds,
    receivers: (cpuSeconds(rx.child.pid) - cpu0.receivers) / seconds,
    senders: (senderCpu.user + senderCpu.system) / 1e6 / seconds,
    postgres: (postgresCpu() - cpu0.postgres) / seconds,
  };
  for (const s of senders) s.ws.close();
  rx.child.kill();
  return {
    label,
    skew,
    latency: { ...latency, messages: latencyMessages, expected: latencyMessages * RECEIVERS },
    load: { ...load, messages: perSender * SENDERS, expected: perSender * SENDERS * RECEIVERS, rate: (perSender * SENDERS) / seconds, cpu },
    idleKb: (after - before) / IDLE,
  };
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : String(n));
try {
  console.log(`Chat benchmark: ${RECEIVERS} receiving sockets + ${SENDERS} senders in one room, ${os.cpus().length} cores\n`);
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const bare = await start('bare ws', ['scripts/bench/bare-ws.mjs'], { PORT: '3302' });
  const dbUrl = await freshDatabase('dd_bench_chat');
  const server = await start('server (PostgreSQL)', [...serverFlags(), '--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: '3301',
    DATABASE_URL: dbUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-chat-')),
    // Flood control is per socket (10 per 5 s); the senders here are load generators.
    CHAT_RATE_MESSAGES: '1000000',
    JOBS_INTERVAL_SECONDS: '0',
  });
  const s = await benchSessions(dbUrl, RECEIVERS);
  const subscribe = { type: 'subscribe', order_id: s.orderId, chatType: 'writerToCustomer' };

  const results = [];
  results.push(
    await measureServer('bare ws broadcast', 'ws://127.0.0.1:3302/', {
      reviewerCookies: [null],
      senderCookies: [null, null, null, null],
      subscribe: null,
      pid: bare.pid,
    }),
  );
  results.push(
    await measureServer('Draftdesk /ws (PostgreSQL)', 'ws://127.0.0.1:3301/ws', {
      reviewerCookies: s.reviewers,
      senderCookies: s.senders,
      subscribe,
      pid: server.pid,
    }),
  );

  const [b, d] = results;
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${fmt(r.latency.p50)} | ${fmt(r.latency.p95)} | ${fmt(r.latency.p99)} | ${r.latency.delivered} / ${r.latency.expected} | ${Math.round(r.load.rate)} | ${fmt(r.load.p50)} / ${fmt(r.load.p99)} | ${r.load.delivered} / ${r.load.expected} | ${fmt(r.idleKb)} |`,
  );
  const table = [
    `| server | p50 ms | p95 ms | p99 ms | delivered (steady ${RATE}/s) | messages/s (saturated) | p50 / p99 ms saturated | delivered (saturated) | KB RSS per idle socket |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  const ok = {
    p95: d.latency.p95 <= 75,
    p99: d.latency.p99 <= 150,
    zeroLoss: d.latency.delivered === d.latency.expected && d.load.delivered === d.load.expected,
    rate: d.load.rate >= 0.5 * b.load.rate,
    idle: d.idleKb <= 50,
  };
  const verdict =
    `Targets: p95 <= 75 ms ${ok.p95 ? 'met' : 'MISSED'}; p99 <= 150 ms ${ok.p99 ? 'met' : 'MISSED'}; zero loss ${ok.zeroLoss ? 'met' : 'MISSED'}; ` +
    `>= 50% of the bare rate ${ok.rate ? 'met' : 'MISSED'} (${Math.round((100 * d.load.rate) / b.load.rate)}%); <= 50 KB per idle socket ${ok.idle ? 'met' : 'MISSED'}.`;
  const cpuLine = results
    .map(
      (r) =>
        `${r.label}: server ${Math.round(r.load.cpu.server * 100)}%, receivers ${Math.round(r.load.cpu.receivers * 100)}%, senders ${Math.round(r.load.cpu.senders * 100)}%, PostgreSQL ${Math.round(r.load.cpu.postgres * 100)}%`,
    )
    .join('; ');
  const report =
    `${table}\n\n${verdict}\n\nCPU while saturated (100% = one core): ${cpuLine}. ` +
    `Clock check: a stamp sent over IPC read ${fmt(b.skew)} ms later in the receivers' process. Load average before the run: ${loadBefore}.\n`;
  console.log(report);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const stamp =
      `<!-- bench-chat:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores: ${RECEIVERS} receiving sockets + ${SENDERS} senders, ` +
      `${RATE} messages/s for ${LATENCY_SECONDS} s, then ${MESSAGES} messages closed-loop (${WINDOW} in flight per sender), ${IDLE} idle sockets.\n\n${report}<!-- bench-chat:end -->`;
    fs.writeFileSync(
      file,
      /<!-- bench-chat:start -->[\s\S]*<!-- bench-chat:end -->/.test(text)
        ? text.replace(/<!-- bench-chat:start -->[\s\S]*<!-- bench-chat:end -->/, stamp)
        : `${text.trimEnd()}\n\n${stamp}\n`,
    );
    console.log('docs/perf.md updated');
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
}
