import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startBackupControl } from './db/backup/control.ts';
import { scheduleBackups } from './db/backup/schedule.ts';
import { DEMO_LOGINS, isEmpty, seedDemo } from './db/seed/demo.ts';
import { DEMO_PASSWORD } from './db/seed/demo-content.ts';
import { buildDeps } from './deps.ts';
import { startJobs } from './modules/chat/jobs.ts';
import { ensureCatalogue } from './modules/jobs/catalogue/provider.ts';
import { searchRepo } from './modules/jobs/repo.ts';
import { gracefulShutdown } from './shutdown.ts';
import { LOG_REDACT } from './plugins/request-log.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
// Secrets censored in the app's and the background work's logs alike (plugins/request-log.ts).
const logger = { level: config.logLevel, redact: LOG_REDACT };
const bootstrapLog = (await import('pino')).default(logger);
const deps = await buildDeps(config, database, bootstrapLog);

let seeded = false;
if (config.seedDemo && (await isEmpty(database.db))) {
  await seedDemo(database.db, deps.storage);
  seeded = true;
}
// The embedded job catalogue is stored before the server takes requests, once per database (a later start only counts
// it). Stored by a customer's first search, its inserts held the embedded database for seconds, and every other
// request waited behind them.
if (!config.jobs.adzuna) await ensureCatalogue(searchRepo(database));
const app = await buildApp(deps, { logger });
// Chat digest and e-mail retry; safe on any number of instances (JOBS_INTERVAL_SECONDS, 0 = off).
const stopBackgroundJobs = startJobs(deps, app.log);
// Backups (README "Backups"): `npm run backup` reaches the embedded database through this server's socket in
// DATA_DIR; BACKUP_DIR schedules them.
const backupSource = {
  db: database.db,
  kind: database.kind,
  filesDir: config.s3 ? null : path.join(config.dataDir, 'files'),
  bucket: config.s3?.bucket ?? null,
};
const control = database.kind === 'pglite' ? await startBackupControl(config.dataDir, backupSource) : null;
const stopBackups = config.backup ? scheduleBackups(backupSource, config.backup, app.log) : () => undefined;
const stopJobs = async () => {
  stopBackups();
  await Promise.all([stopBackgroundJobs(), control?.close()]);
};

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  gracefulShutdown(app, { stopJobs, closeDatabase: () => database.close() }).then(
    () => process.exit(0),
    (err) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
const scheme = config.tls ? 'https' : 'http';
console.log(`\nDraftdesk is serving ${scheme}://localhost:${config.port} (${where})${seeded ? ' — demo data seeded' : ''}`);
if (config.seedDemo) {
  console.log(
    `Demo logins on ${scheme}://localhost:${config.port} (Acme Resumes) and ${scheme}://beta.localhost:${config.port} (Beta Careers), password ${DEMO_PASSWORD}:`,
  );
  for (const email of DEMO_LOGINS) console.log(`  ${email}`);
}
