// `npm run bench:boards`: a writer's board of 1,000 cards (5 lists of 200) on PostgreSQL, with autocannon on
// loopback at 20 connections: GET /api/writer/board/{id} (its cards read by one query, checked here from
// PostgreSQL's own scan counts) and POST /api/writer/card/position/update (random cards to random places; every
// move of one board holds the board FOR SHARE, so this is the worst case: all 20 connections on one board).
// Then the plans of the GET's card query and of the move's statement. `--write` records the figures in docs/perf.md.
// Options: BENCH_SECONDS (default 10, per route), BENCH_CONNECTIONS (20), BENCH_DATABASE_URL, BENCH_KEEP_DB=1 (leave
// its database for EXPLAIN).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateNKeysBetween } from 'fractional-indexing';
import pg from 'pg';
import { CONNECTIONS, adminSql, call, freshDatabase, login, measure as measureRoute, root, start, stopAll } from './lib/bench-pg.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3215;
const DB_NAME = 'dd_bench_boards';
const LISTS = 5;
const CARDS_PER_LIST = 200;

const measure = (opts, connections = CONNECTIONS) => measureRoute(opts, { connections, seconds: SECONDS });

/** How many times PostgreSQL scanned board_cards (sequential and index scans), as its statistics say. */
async function cardScans(c) {
  const { rows } = await c.query(`select seq_scan + coalesce(idx_scan, 0) as n from pg_stat_user_tables where relname = 'board_cards'`);
  return Number(rows[0].n);
}

let url;
try {
  console.log(`Boards benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores`);
  url = await freshDatabase(DB_NAME);
  await start(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: String(PORT),
    DATABASE_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-boards-')),
    JOBS_INTERVAL_SECONDS: '0',
  });
  const base = `http://localhost:${PORT}`;
  await call(base, await login(base, 'admin@demo.test'), 'PATCH', '/api/admin/website/settings', { enable_boards: true });
  const writer = await login(base, 'writer@demo.test');
  const boardId = (await call(base, writer, 'POST', '/api/writer/board/new', { boardTitle: 'Bench' })).data._id;
  const lists = [];
  for (let i = 0; i < LISTS; i++) lists.push((await call(base, writer, 'GET', `/api/writer/list/new/${boardId}`)).data._id);

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  for (const list of lists) {
    const keys = generateNKeysBetween(null, null, CARDS_PER_LIST);
    await db.query(
      `insert into board_cards (id, board_id, column_id, position, title, description, priority, deadline)
       select 'bc-' || $2 || '-' || i, $1, $2, k, 'Task ' || i, 'Write the section ' || i, (array['Highest','High','Medium','Low','Lowest'])[1 + i % 5], ''
       from unnest($3::text[]) with ordinality as t(k, i)`,
      [boardId, list, keys],
    );
  }
  await db.query('vacuum analyze');
  const board = await call(base, writer, 'GET', `/api/writer/board/${boardId}`);
  const cards = board.data.columns.flatMap((c) => c.cards.map((card) => card._id));
  console.log(`${cards.length} cards in ${board.data.columns.length} lists`);

  // One GET of the board: how many scans of board_cards it makes (the statistics reach the view within 10 s of the
  // server's connection going idle).
  const settle = () => new Promise((r) => setTimeout(r, 11_000));
  await settle();
  const before = await cardScans(db);
  await call(base, writer, 'GET', `/api/writer/board/${boardId}`);
  await settle();
  const scans = (await cardScans(db)) - before;
  console.log(`GET board: ${scans} scan(s) of board_cards`);

  const rows = [];
  for (const connections of [CONNECTIONS, 1]) {
    const get = await measure({ url: `${base}/api/writer/board/${boardId}`, headers: { cookie: writer } }, connections);
    rows.push(`| GET /api/writer/board/{id} (1,000 cards), ${connections} connection(s) | ${get.rps} | ${get.p50} | ${get.p99} | ${get.errors} |`);
    console.log(rows.at(-1));
  }
  const pick = (n) => Math.floor(Math.random() * n);
  for (const connections of [CONNECTIONS, 1]) {
    const move = await measure(
      {
        url: `${base}/api/writer/card/position/update`,
        method: 'POST',
        headers: { cookie: writer, origin: base, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                board: boardId,
                card: cards[pick(cards.length)],
                fromPosition: { columnId: lists[0], index: 0 },
                toPosition: { columnId: lists[pick(LISTS)], index: pick(CARDS_PER_LIST) },
              }),
            }),
          },
        ],
      },
      connections,
    );
    rows.push(
      `| POST /api/writer/card/position/update (random card, list and index), ${connections} connection(s) | ${move.rps} | ${move.p50} | ${move.p99} | ${move.errors} |`,
    );
    console.log(rows.at(-1));
  }

  const after = await call(base, writer, 'GET', `/api/writer/board/${boardId}`);
  const total = after.data.columns.reduce((n, c) => n + c.cards.length, 0);
  if (total !== cards.length) throw new Error(`cards lost or doubled: ${total}`);

  const plans = [];
  const [{ id: sampleCard }] = (await db.query(`select id from board_cards where column_id = $1 limit 1`, [lists[1]])).rows;
  const [owner] = (await db.query(`select site_id, owner_id, kind from boards where id = $1`, [boardId])).rows;
  const ownBoard = `boards.id = $1 and boards.site_id = '${owner.site_id}' and boards.owner_id = '${owner.owner_id}' and boards.kind = '${owner.kind}'`;
  for (const [label, sql, params] of [
    [
      "the board's cards (GET, repo.contentOf)",
      `select id, column_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(entered_column_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         title, description, priority, deadline, order_id, company_name, job_title, post_url, salary, address, city, state, zip, description_content
       from board_cards where board_id = $1 order by position`,
      [boardId],
    ],
    [
      'the move, one statement: the board held FOR SHARE, the two neighbours at index 100, the row written with a key between them (repo.placeCard; rolled back)',
      `with board as (select boards.id from boards where ${ownBoard} for share),
       around as materialized (
         select array(select x.position from board_cards x where x.column_id = $3 and x.id <> $2 order by x.position offset 99 limit 2) as keys,
                (select x.position from board_cards x where x.column_id = $3 and x.id <> $2 order by x.position desc limit 1) as last
       ),
       target as (
         select case when cardinality(keys) > 0 then dd_key_between(keys[1], keys[2]) else dd_key_between(last, null) end as position from around
       ),
       moved as (
         update board_cards set column_id = $3, position = (select position from target), updated_at = now(),
           entered_column_at = case when column_id = $3 then entered_column_at else now() end
         where exists (select 1 from board) and id = $2 and board_id = $1
           and exists (select 1 from board_columns l where l.id = $3 and l.board_id = $1)
         returning 1
       )
       select pg_notify('dd_bench', 'moved') from moved, (select set_config('synchronous_commit', 'off', true)) as commit_without_flush`,
      [boardId, sampleCard, lists[2]],
    ],
  ]) {
    await db.query('begin');
    const { rows: plan } = await db.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params);
    await db.query('rollback');
    plans.push(`-- ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await db.end();

  const table = [`| route (one board of 1,000 cards) | req/s | p50 ms | p99 ms | errors |`, '|---|---:|---:|---:|---:|', ...rows].join('\n');
  const summary = `GET board: ${scans} scan of board_cards per request (its cards in one query); after the moves, ${total} cards, none lost or doubled.`;
  console.log(`\n${table}\n\n${summary}\n\n${plans.join('\n\n')}`);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const block = `<!-- bench-boards:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:boards\`, ${CONNECTIONS} connections, ${SECONDS} s per route, on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end: other work shared the machine), PostgreSQL. Target: a move answers in <= 20 ms p99.\n\n${table}\n\n${summary}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n<!-- bench-boards:end -->`;
    const next = text.includes('<!-- bench-boards:start -->')
      ? text.replace(/<!-- bench-boards:start -->[\s\S]*<!-- bench-boards:end -->/, block)
      : `${text.trimEnd()}\n\n## Boards: a board of 1,000 cards\n\n${block}\n`;
    fs.writeFileSync(file, next);
    console.log('docs/perf.md updated');
  }
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 1000));
  if (url && !process.env.BENCH_KEEP_DB) await adminSql(`drop database if exists ${DB_NAME} with (force)`).catch(() => undefined);
}
