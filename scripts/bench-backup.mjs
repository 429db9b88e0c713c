// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take, and how big the archive is, for the
// demo data and for the demo data plus 10,000 orders and 1 GB of uploaded files (1,024 files of 1 MiB of random bytes,
// as incompressible as the PDFs and DOCX files customers upload). The embedded database, no server running (the
// command opens it itself). Options: BENCH_ORDERS (10000), BENCH_FILE_MB (1024). `--write` puts the table into
// docs/perf.md.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps', 'server');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dd-bench-backup-'));

/** Runs the server once so that it makes and seeds the embedded database, then stops it. */
async function seeded(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: server,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(3700 + Math.floor(Math.random() * 200)),
      HOST: '127.0.0.1',
      JOBS_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => /serving/.test(String(d)) && resolve());
    child.on('exit', (code) => reject(new Error(`the server exited ${code}`)));
  });
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Copies the demo orders until the site has `count` more, through the embedded database. */
function addOrders(dataDir, count) {
  const script = `
    import { sql } from 'drizzle-orm';
    import { openDatabase } from './src/db/client.ts';
    import { describeTables } from './src/db/backup/tables.ts';
    const database = await openDatabase({ dir: ${JSON.stringify(path.join(dataDir, 'db'))} });
    const orders = (await describeTables(database.db)).find((t) => t.name === 'orders');
    const cols = orders.columns.filter((c) => !['id', 'order_number'].includes(c)).map((c) => '"' + c + '"').join(', ');
    await database.db.execute(sql.raw(\`insert into orders (id, \${cols}) select md5(random()::text || g::text), \${cols}
      from (select * from orders limit 1) o, generate_series(1, ${count}) g\`));
    await database.close();`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: server, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
}

function addFiles(dataDir, megabytes) {
  const dir = path.join(dataDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < megabytes; i++) fs.writeFileSync(path.join(dir, `bench-${i}`), crypto.randomBytes(1024 * 1024));
}

function timed(args, dataDir) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/data.ts', ...args], {
    cwd: server,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: work },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${args[0]} exited ${run.status}: ${run.stdout}${run.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const mb = (bytes) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

try {
  const rows = [];
  const dataDir = path.join(work, 'data');
  await seeded(dataDir);
  for (const [label, grow] of [
    ['demo data', () => undefined],
    [
      `demo data + ${ORDERS.toLocaleString('en')} orders + ${FILE_MB >= 1024 ? `${FILE_MB / 1024} GB` : `${FILE_MB} MB`} of files`,
      () => (addOrders(dataDir, ORDERS), addFiles(dataDir, FILE_MB)),
    ],
  ]) {
    grow();
    const archive = path.join(work, `${rows.length}.tar.gz`);
    const backup = timed(['backup', '--out', archive], dataDir);
    const restore = timed(['restore', archive, '--data-dir', path.join(work, `restored-${rows.length}`)], dataDir);
    rows.push(`| ${label} | ${backup.toFixed(1)} s | ${restore.toFixed(1)} s | ${mb(fs.statSync(archive).size)} |`);
    console.log(rows.at(-1));
    fs.rmSync(path.join(work, `restored-${rows.length - 1}`), { recursive: true, force: true });
  }
  const table = ['| data (embedded database) | backup | restore | archive |', '|---|---:|---:|---:|', ...rows].join('\n');
  console.log(`\n${table}`);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'docs/perf.md');
    const text = fs.readFileSync(file, 'utf8');
    const block = `<!-- bench-backup:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:backup\` on ${os.cpus().length} cores (each command a process of its own, tsx start-up included).\n\n${table}\n<!-- bench-backup:end -->`;
    const re = /<!-- bench-backup:start -->[\s\S]*<!-- bench-backup:end -->/;
    fs.writeFileSync(file, re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n## Backups and restore\n\n${block}\n`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
