// `npm run bench:jobs`: the customers' job search (GET /customer/jobs, the embedded catalogue provider) over
// 100,000 postings on PostgreSQL (the O*NET catalogue and copies of it across its cities), with autocannon on
// loopback at 20 connections, for a few kinds of search; then the plans of the search's statements. The server keeps
// a search's counts and pages for minutes (modules/jobs/catalogue/search-cache.ts): the searches asked again and again
// measure that, and the "first searches" rows ask a new search every time (words from the postings' titles, alone or
// with a state), in a cycle longer than what the server keeps, so every one is counted and read.
// `--write` records the figures in docs/perf.md.
// Options: BENCH_SECONDS (default 10, per search), BENCH_CONNECTIONS (20), BENCH_DATABASE_URL, BENCH_KEEP_DB=1 (leave
// the database dd_bench_jobs in place, to study its plans).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS, adminSql, call, freshDatabase, login, measure as measureRoute, root, start, stopAll } from './lib/bench-pg.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3216;
const DB_NAME = 'dd_bench_jobs';
const POSTINGS = 100_000;

const measure = (opts, connections = CONNECTIONS) => measureRoute(opts, { connections, seconds: SECONDS });

let url;
try {
  console.log(`Jobs benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores`);
  url = await freshDatabase(DB_NAME);
  await start(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: String(PORT),
    DATABASE_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-jobs-')),
    JOBS_INTERVAL_SECONDS: '0',
    ADZUNA_APP_ID: '',
    ADZUNA_APP_KEY: '',
  });
  const base = `http://localhost:${PORT}`;
  await call(base, await login(base, 'admin@demo.test'), 'PATCH', '/api/admin/website/settings', { enable_customer_job_search: true });
  const customer = await login(base, 'customer@demo.test');
  // The server stored the O*NET catalogue as it started; copies of it, spread over the same cities and dates, make 100,000.
  // A first search before them, one none of the measured searches repeats: the server keeps a search's counts and
  // pages for minutes (modules/jobs/catalogue/search-cache.ts), and the copies are written behind its back.
  await call(base, customer, 'GET', '/customer/jobs?what=seed&where=&pageNumber=1&newSearch=true');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: have } = await db.query('select count(*)::int as n from job_postings');
  const copies = Math.ceil(POSTINGS / have[0].n) - 1;
  await db.query(
    `with places as (
       select city, state_code, state_name, zip, (row_number() over (order by city, state_code) - 1)::int as k
       from (select city, state_code, state_name, min(zip) as zip from job_postings group by 1, 2, 3) d),
     n as (select count(*)::int as n from places)
     insert into job_postings (id, title, occupation, company, city, state_code, state_name, zip, description, category_label, category_tag,
                               salary_min, salary_max, contract_type, contract_time, occupation_code, posted_at)
     select p.id || '-copy' || c, p.title, p.occupation, p.company || ' ' || c, q.city, q.state_code, q.state_name, q.zip, p.description,
            p.category_label, p.category_tag, p.salary_min, p.salary_max, p.contract_type, p.contract_time, p.occupation_code,
            p.posted_at - (c % 30) * interval '1 day'
     from job_postings p
     cross join generate_series(1, $1::int) c
     cross join n
     join places q on q.k = (abs(hashtext(p.id)) + c) % n.n
     limit $2`,
    [copies, POSTINGS - have[0].n],
  );
  await db.query('vacuum analyze job_postings, job_posting_terms');
  const { rows: count } = await db.query('select count(*)::int as n, count(distinct city)::int as cities from job_postings');
  console.log(`${count[0].n} postings in ${count[0].cities} cities`);

  const searches = [
    ['what=nurse (first page)', 'what=nurse&where=&pageNumber=1&newSearch=true'],
    ['what=software developer, where=TX', 'what=software%20developer&where=TX&pageNumber=1&newSearch=true'],
    ['what=manager, where=Austin, TX, page 3', 'what=manager&where=Austin%2C%20TX&pageNumber=3'],
    ['no words, where=78701', 'what=&where=78701&pageNumber=1&newSearch=true'],
    ['no words, nowhere, page 50 (every posting, newest first)', 'what=&where=&pageNumber=50'],
  ];
  const rows = [];
  for (const [label, query] of searches) {
    const probe = await call(base, customer, 'GET', `/customer/jobs?${query}`);
    const m = await measure({ url: `${base}/customer/jobs?${query}`, headers: { cookie: customer, origin: base } });
    const one = await measure({ url: `${base}/customer/jobs?${query}`, headers: { cookie: customer, origin: base } }, 1);
    rows.push(
      `| ${label}, asked again and again | ${probe.searchCount} | ${m.rps} | ${m.p50} | ${m.p99} | ${one.p50} | ${one.p99} | ${m.errors + one.errors} |`,
    );
    console.log(rows.at(-1));
  }

  // The demo customer and copies of them (the same password), as many as the connections.
  const { rows: columns } = await db.query(
    `select column_name as name from information_schema.columns where table_name = 'users' and is_generated = 'NEVER' order by ordinal_position`,
  );
  const copied = { id: `u.id || '-' || n`, email: `'bench-' || n || '@demo.test'` };
  await db.query(
    `insert into users (${columns.map((c) => `"${c.name}"`).join(', ')})
     select ${columns.map((c) => copied[c.name] ?? `u."${c.name}"`).join(', ')}
     from users u cross join generate_series(2, $1::int) n where u.email = 'customer@demo.test'`,
    [CONNECTIONS],
  );
  const customers = [customer];
  for (let n = 2; n <= CONNECTIONS; n++) customers.push(await login(base, `bench-${n}@demo.test`));

  // First searches: title words found in at least 20 postings, alone and with each state they are found in, in a
  // fixed shuffled order; each request asks the next one.
  const { rows: found } = await db.query(
    `with words as (
       select word from ts_stat('select to_tsvector(''simple''::regconfig, title) from job_postings')
       where length(word) >= 4 and word ~ '^[a-z]+$' and ndoc >= 20)
     select w.word, s.state_code, count(*)::int as n
     from words w join job_postings s on s.title_search @@ plainto_tsquery('english'::regconfig, w.word)
     group by grouping sets ((w.word), (w.word, s.state_code))`,
  );
  const shuffled = (list) =>
    list
      .map((v, i) => [(i * 2_654_435_761) % 4_294_967_291, v])
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
  for (const [label, keep] of [
    ['first searches: a title word', (r) => r.state_code === null],
    ['first searches: a title word and a state', (r) => r.state_code !== null],
  ]) {
    const queries = shuffled(found.filter(keep)).map(
      (r) => `/customer/jobs?${new URLSearchParams({ what: r.word, where: r.state_code ?? '', pageNumber: '1', newSearch: 'true' })}`,
    );
    // More searches than the server keeps counts for (1,000) and pages of (about 650), so none is kept when it comes again.
    if (queries.length <= 1_000) throw new Error(`only ${queries.length} first searches: too few to miss what the server keeps`);
    let next = 0;
    // Each request as the next of the customers in turn: twenty customers searching at once, not one customer's
    // twenty searches, which would wait on each other for the one row of their last search (it is written by the
    // statement that reads the page, and locked until that statement ends).
    const opts = () => ({
      url: base,
      headers: { origin: base },
      requests: [
        {
          setupRequest: (req) => {
            const n = next++;
            return { ...req, path: queries[n % queries.length], headers: { ...req.headers, cookie: customers[n % customers.length] } };
          },
        },
      ],
    });
    const m = await measure(opts());
    const one = await measure(opts(), 1);
    const median = found
      .filter(keep)
      .map((r) => r.n)
      .sort((a, b) => a - b)[Math.floor(queries.length / 2)];
    rows.push(
      `| ${label} (${queries.length} searches in turn) | ${median} by title (median) | ${m.rps} | ${m.p50} | ${m.p99} | ${one.p50} | ${one.p99} | ${m.errors + one.errors} |`,
    );
    console.log(rows.at(-1));
  }

  const plans = [];
  for (const [label, sql, params] of [
    [
      "'nurse': its counts, from the words' counts (apps/server/src/modules/jobs/repo.ts countMatches; kept for minutes)",
      `select coalesce(sum(n) filter (where not in_title), 0)::int as count, coalesce(sum(n) filter (where in_title), 0)::int as titled
       from job_posting_terms
       where term = (select case when numnode(q) = 1 and q::text ~ '^''[^''\\\\]+''$' then btrim(q::text, '''') end from websearch_to_tsquery('english'::regconfig, $1) q)`,
      ['nurse'],
    ],
    [
      "'registered nurse': the count of a search of two words, from the postings",
      `select count(*) from job_postings where search @@ websearch_to_tsquery('english'::regconfig, $1)`,
      ['registered nurse'],
    ],
    [
      "'nurse': the first page (the title matches, newest first)",
      `select id, title, company, posted_at from job_postings
       where title_search @@ websearch_to_tsquery('english'::regconfig, $1) and (position('!' in websearch_to_tsquery('english'::regconfig, $1)::text) = 0 or search @@ websearch_to_tsquery('english'::regconfig, $1))
       order by posted_at desc, id limit 10`,
      ['nurse'],
    ],
    [
      "'nurse': a page past the title matches (the rest by rank)",
      `select id, title, company, posted_at from job_postings where search @@ websearch_to_tsquery('english'::regconfig, $1) and not (title_search @@ websearch_to_tsquery('english'::regconfig, $1))
       order by ts_rank(search, websearch_to_tsquery('english'::regconfig, $1)) desc, posted_at desc, id offset 600 limit 10`,
      ['nurse'],
    ],
    [
      'no words, where=78701: page 1',
      `select id, title, company, posted_at from job_postings where zip like $1 order by posted_at desc, id limit 10`,
      ['78701%'],
    ],
    ['no words, nowhere: the count (kept for minutes)', `select count(*) from job_postings`, []],
    ['no words, nowhere: page 50', `select id, title, company, posted_at from job_postings order by posted_at desc, id offset 490 limit 10`, []],
  ]) {
    const { rows: plan } = await db.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params);
    plans.push(`-- ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await db.end();

  const table = [
    `| search (${count[0].n.toLocaleString('en')} postings) | found | req/s (${CONNECTIONS} conn.) | p50 ms | p99 ms | p50 ms, 1 conn. | p99 ms, 1 conn. | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n\n${plans.join('\n\n')}`);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const block = `<!-- bench-jobs:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:jobs\`, ${CONNECTIONS} connections, ${SECONDS} s per search, on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end: other work shared the machine), PostgreSQL, the catalogue provider. Target: p99 <= 30 ms.\n\n${table}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n<!-- bench-jobs:end -->`;
    const next = text.includes('<!-- bench-jobs:start -->')
      ? text.replace(/<!-- bench-jobs:start -->[\s\S]*<!-- bench-jobs:end -->/, block)
      : `${text.trimEnd()}\n\n## Job search over 100,000 postings\n\n${block}\n`;
    fs.writeFileSync(file, next);
    console.log('docs/perf.md updated');
  }
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 1000));
  if (url && !process.env.BENCH_KEEP_DB) await adminSql(`drop database if exists ${DB_NAME} with (force)`).catch(() => undefined);
}
