// `npm run bench:generate`: the resume builder's writing assistant, POST /customer/generate-content, with the
// built-in generator (no AI_* set), on the real server (development build under tsx) and a fresh PostgreSQL database,
// so both rate limits count in the shared table as in production. autocannon on loopback, BENCH_CONNECTIONS (20)
// connections for BENCH_SECONDS (10) per scenario, after a 2 s warm-up; the bodies cycle through every key, role and
// experience. Scenarios: a visitor (the per-address limit), and a signed-in customer (both limits: one session).
// The limits are raised for the run (GENERATE_RATE_PER_IP / _PER_USER): one address and one user send everything.
// Target (issue 14): p99 <= 20 ms. Also prints the generator's own cost per call, in this process, and first a
// baseline (GET /api/website, the cheapest call) that shows what the machine allows at that moment.
// Options: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (3475), BENCH_DATABASE_URL (see bench-writes.mjs).
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { dropDatabase, startServer, stopChildren } from './bench-writes.mjs';

register();
const { builtinSuggestions } = await import('../apps/server/src/modules/builder/generator.ts');
const { ASSISTANT_EXPERIENCE, ASSISTANT_KEYS, ASSISTANT_ROLES } = await import('../packages/contract/src/index.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3475);
const TARGET_P99_MS = 20;

const bodies = ASSISTANT_KEYS.flatMap((key) => ASSISTANT_ROLES.flatMap((role) => ASSISTANT_EXPERIENCE.map((experience) => ({ key, role, experience }))));

function generatorCost() {
  const started = process.hrtime.bigint();
  const rounds = 20;
  for (let i = 0; i < rounds; i++) for (const b of bodies) builtinSuggestions(b);
  return Number(process.hrtime.bigint() - started) / 1000 / (rounds * bodies.length);
}

/** The server process's CPU time so far in ms (Linux /proc; utime + stime in clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function run(pid, base, title, headers, requests = bodies.map((b) => ({ method: 'POST', path: '/customer/generate-content', body: JSON.stringify(b) }))) {
  const options = {
    url: base,
    connections: CONNECTIONS,
    headers: { host: new URL(base).host, origin: base, 'content-type': 'application/json', ...headers },
    requests,
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMs(pid);
  const statuses = {};
  const r = await autocannon({
    ...options,
    duration: SECONDS,
    setupClient: (client) => client.on('response', (status) => (statuses[status] = (statuses[status] ?? 0) + 1)),
  });
  if (r.non2xx) console.log(`${title}: answers by status`, statuses);
  // CPU per request holds however busy the machine is (latency does not): the server's own cost, PostgreSQL's aside.
  const cpuPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / r.requests.total;
  return {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpu: Math.round(cpuPerRequest),
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

async function main() {
  console.log(`generator alone: ${generatorCost().toFixed(1)} µs per call (${bodies.length} inputs)`);
  const dbName = 'dd_bench_generate';
  const load = os.loadavg()[0];
  const server = await startServer(PORT, dbName, { GENERATE_RATE_PER_IP: '100000000', GENERATE_RATE_PER_USER: '100000000' });
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const rows = [
      // The floor on this machine at this moment: the cheapest call there is (the site's settings, from memory).
      await run(server.child.pid, server.base, 'baseline: GET /api/website', {}, [{ method: 'GET', path: '/api/website' }]),
      await run(server.child.pid, server.base, 'visitor', {}),
      await run(server.child.pid, server.base, 'signed-in customer', { cookie }),
    ];
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, built-in generator, PostgreSQL\n`);
    console.log(`load average at the start: ${load.toFixed(1)} on ${os.availableParallelism()} cores\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | errors |\n|---|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpu} | ${r.errors} |`);
    const worst = Math.max(...rows.slice(1).map((r) => r.p99));
    console.log(`\ntarget p99 <= ${TARGET_P99_MS} ms: ${worst <= TARGET_P99_MS ? 'met' : 'NOT met'} (worst ${worst} ms)`);
  } finally {
    await stopChildren();
    await dropDatabase(dbName);
  }
}

await main();
