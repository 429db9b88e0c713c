// `npm run bench:critique`: the free resume review's engine and its effect on the server.
// 1. The engine (read + judge, in this thread, as one worker thread runs it) on generated resumes of 1, 2 and 3 dense
//    pages, BENCH_RUNS times each after a warm-up: p50 and p95 per document.
// 2. The real server on a fresh PostgreSQL database: GET /api/website's p99 at BENCH_CONNECTIONS connections while idle,
//    then while 20 three-page reviews are processed at once (targets: 2-page p50 <= 300 ms, p95 <= 800 ms; the site
//    call's p99 no more than twice its idle p99).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { dropDatabase, startServer, stopChildren } from './bench-writes.mjs';

register();
const { readResume } = await import('../apps/server/src/modules/critiques/engine/read.ts');
const { analyse } = await import('../apps/server/src/modules/critiques/engine/index.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REVIEWS = 20;

/** A dense resume of `pages` A4 pages: name, contact, summary, then jobs of five bullets until the pages are full. */
function resumePdf(pages) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font('Helvetica-Bold').fontSize(22).text('Maria Gonzalez');
    doc.font('Helvetica').fontSize(10).text('maria.gonzalez@example.com | +82 10-9030-1843 | linkedin.com/in/maria-gonzalez');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Professional Summary');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Sales leader with 9 years in B2B software sales, building teams that grow revenue with Salesforce, SQL and Python.');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Work Experience');
    let job = 0;
    const bullets = [
      'Increased sales by 35% in two years across the EMEA region',
      'Responsible for managing the team of account executives',
      'Reports were prepared by me for the board every quarter',
      'Cut churn from 18% to 9% by launching a customer success program',
      'Helped with various marketing campaigns and events',
    ];
    for (let page = 1; page <= pages; page += 1) {
      // A job takes about 90 pt; the last page keeps room for education and skills.
      while (doc.y < (page === pages ? 560 : 680)) {
        job += 1;
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(`Sales Manager ${job}, Northwind Traders ${job}`);
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(`Mar ${2000 + job} – Feb ${2001 + job}`);
        for (const b of bullets) doc.text(`• ${b} (${job})`, { indent: 10 });
      }
      if (page < pages) doc.addPage();
    }
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Education');
    doc.font('Helvetica').fontSize(10).text('BBA in Marketing, University of Barcelona, 2012 – 2016');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Skills');
    doc.font('Helvetica').fontSize(10).text('Python, SQL, Microsoft Excel, Salesforce, Tableau, HubSpot');
    doc.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function engineRuns(pages) {
  const bytes = await resumePdf(pages);
  const once = async () => analyse(await readResume(new Uint8Array(bytes), 'pdf', { maxPages: 10 }), { defaultCountry: 'US', language: 'en' });
  const first = await once();
  if (first.pages !== pages) throw new Error(`the ${pages}-page resume read as ${first.pages} pages`);
  for (let i = 0; i < 3; i += 1) await once();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await once();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { pages, bytes: bytes.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function siteCalls(base, seconds) {
  const r = await autocannon({ url: `${base}/api/website`, connections: CONNECTIONS, duration: seconds, headers: { host: 'localhost' } });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function postReview(base, bytes, i) {
  const form = new FormData();
  form.append('firstName', 'Maria');
  form.append('lastName', 'Gonzalez');
  form.append('email', `bench-${i}@example.test`);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
  const res = await fetch(`${base}/api/critiques`, { method: 'POST', body: form, headers: { origin: base } });
  if (res.status !== 201) throw new Error(`POST /api/critiques answered ${res.status}: ${await res.text()}`);
  return (await res.json()).critiqueId;
}

/** Waits until the server has processed every review (read from its database: the review page has a per-address limit). */
async function allProcessed(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query('select count(*)::int as n from critiques where processed_at is not null');
      if (rows[0].n >= count) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // A review the engine could not read (its worker failed to start, ran out of time or memory) is processed too,
    // in no time: the run counts only if every one was read.
    const { rows } = await client.query("select count(*)::int as n from critiques where report->>'unreadable' is not null");
    if (rows[0].n > 0) throw new Error(`${rows[0].n} of the ${count} reviews came out unreadable`);
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(`Engine: ${RUNS} runs per document after a warm-up, ${os.availableParallelism()} cores, one thread`);
  const engine = [];
  for (const pages of [1, 2, 3]) engine.push(await engineRuns(pages));
  console.log(
    [
      '',
      '| document | bytes | p50 ms | p95 ms |',
      '|---|---:|---:|---:|',
      ...engine.map((e) => `| ${e.pages} page${e.pages > 1 ? 's' : ''} | ${e.bytes} | ${e.p50.toFixed(1)} | ${e.p95.toFixed(1)} |`),
    ].join('\n'),
  );

  // The server as production runs it: compiled, so its worker threads start from plain JavaScript, where under tsx
  // each new thread first compiles the engine's TypeScript (seconds of CPU, at normal priority, in the loader).
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/server'], { stdio: 'inherit' });
  const dbName = 'dd_bench_critique';
  const server = await startServer(
    3471,
    dbName,
    {
      CRITIQUE_RATE_PER_IP: '100000',
      CRITIQUE_RATE_PER_EMAIL: '100000',
      ...(process.env.CRITIQUE_THREADS ? { CRITIQUE_THREADS: process.env.CRITIQUE_THREADS } : {}),
    },
    { built: true },
  );
  try {
    const idle = await siteCalls(server.base, 5);
    const bytes = await resumePdf(3);
    const started = Date.now();
    const ids = await Promise.all(Array.from({ length: REVIEWS }, (_, i) => postReview(server.base, bytes, i)));
    const [busy, seconds] = await Promise.all([siteCalls(server.base, 5), allProcessed(server.url, ids.length).then(() => (Date.now() - started) / 1000)]);
    console.log(
      [
        '',
        `GET /api/website at ${CONNECTIONS} connections, 5 s each; ${REVIEWS} three-page reviews posted at once, all processed in ${seconds.toFixed(1)} s`,
        '',
        '| state | req/s | p99 ms | errors |',
        '|---|---:|---:|---:|',
        `| idle | ${Math.round(idle.rps)} | ${idle.p99} | ${idle.errors} |`,
        `| ${REVIEWS} reviews processing | ${Math.round(busy.rps)} | ${busy.p99} | ${busy.errors} |`,
      ].join('\n'),
    );
  } finally {
    await stopChildren();
    await dropDatabase(dbName).catch((err) => console.error(`could not drop ${dbName}: ${err.message}`));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
