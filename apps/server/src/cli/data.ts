// The operator's data commands (README "Backups, restore and PostgreSQL"):
//   npm run backup -- --out <file>
//   npm run restore -- <file> [--data-dir <dir>] [--database-url <url>] [--force]
//   npm run move-to-postgres -- --to <DATABASE_URL> [--data-dir <dir>] [--files-to-s3]
// Exit codes: 0 done; 1 failed (the message says why); 2 usage; 3 the archive is corrupt, truncated or too new;
// 4 the target is not empty or a server is using it.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { s3Storage } from '../adapters/storage/index.ts';
import { loadConfig } from '../config.ts';
import { embeddedHolder, openDatabase } from '../db/client.ts';
import { BackupError, unpackBackup, writeBackup, type BackupManifest, type BackupSource } from '../db/backup/archive.ts';
import { controlSocketPath, requestBackup } from '../db/backup/control.ts';
import { loadBackupInto, restoreBackup, TargetNotEmptyError } from '../db/backup/restore.ts';

const USAGE = `Usage:
  npm run backup -- --out <file>
  npm run restore -- <file> [--data-dir <dir>] [--database-url <url>] [--force]
  npm run move-to-postgres -- --to <DATABASE_URL> [--data-dir <dir>] [--files-to-s3]`;

class UsageError extends Error {}
/** A path the operator typed, from the folder they ran npm in (npm runs this in apps/server). */
const typed = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
class BusyError extends Error {}

const total = (m: BackupManifest) => Object.values(m.tables).reduce((n, t) => n + t.rows, 0);
const summary = (m: BackupManifest) =>
  `${Object.keys(m.tables).length} tables, ${total(m)} rows, ${Object.keys(m.files).length} files${m.filesInBucket ? ` (uploads stay in the bucket ${m.filesInBucket})` : ''}; schema ${m.migration.tag}`;

/**
 * A backup of this environment's data: PostgreSQL read directly; the embedded database through the server that holds
 * it (its socket in DATA_DIR) or, when none runs, opened here.
 */
async function backup(out: string, dataDir: string, databaseUrl: string | undefined, bucket: string | null): Promise<BackupManifest> {
  const filesDir = bucket ? null : path.join(dataDir, 'files');
  if (!databaseUrl) {
    const viaServer = await requestBackup(dataDir, out);
    if (viaServer) return viaServer;
    const holder = embeddedHolder(path.join(dataDir, 'db'));
    if (holder) throw new BusyError(`process ${holder} has the embedded database open but does not answer on ${controlSocketPath(dataDir)}`);
  }
  const database = await openDatabase({ url: databaseUrl, dir: path.join(dataDir, 'db') });
  try {
    const source: BackupSource = { db: database.db, kind: database.kind, filesDir, bucket };
    return await writeBackup(source, out);
  } finally {
    await database.close();
  }
}

/** Copies every uploaded file of the data folder into the bucket under its own key; the folder is left as it was. */
async function filesToS3(dir: string, s3: NonNullable<ReturnType<typeof loadConfig>['s3']>): Promise<number> {
  const storage = await s3Storage(s3);
  let copied = 0;
  for (const entry of fs.existsSync(dir) ? await fsp.readdir(dir, { withFileTypes: true }) : []) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    await storage.put(entry.name, await fsp.readFile(path.join(dir, entry.name)), 'application/octet-stream');
    copied += 1;
  }
  return copied;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      'files-to-s3': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const config = loadConfig();
  const dataDir = values['data-dir'] ? typed(values['data-dir']) : config.dataDir;
  const bucket = config.s3?.bucket ?? null;

  if (command === 'backup') {
    if (!values.out) throw new UsageError('--out <file> is required');
    const out = typed(values.out);
    const manifest = await backup(out, dataDir, config.databaseUrl, bucket);
    console.log(`Backup written to ${out} (${fs.statSync(out).size} bytes): ${summary(manifest)}.`);
    return 0;
  }

  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new UsageError('the archive to restore is required');
    const databaseUrl = values['database-url'] ?? config.databaseUrl;
    const holder = embeddedHolder(path.join(dataDir, 'db'));
    if (holder) throw new BusyError(`process ${holder} (a running server?) uses ${dataDir}: stop it first`);
    const result = await restoreBackup({ file: typed(file), dataDir, databaseUrl, force: values.force });
    if (result.movedAside) console.log(`The data that was in ${dataDir} is now in ${result.movedAside}.`);
    console.log(`Restored ${typed(file)} (${summary(result.manifest)}) into ${databaseUrl ? 'the PostgreSQL database' : dataDir}.`);
    console.log(`Start the server with DATA_DIR=${dataDir}${databaseUrl ? ' and that DATABASE_URL' : ''}.`);
    return 0;
  }

  if (command === 'move-to-postgres') {
    if (!values.to) throw new UsageError('--to <DATABASE_URL> is required');
    if (config.databaseUrl) throw new UsageError('DATABASE_URL is set: this environment already uses PostgreSQL');
    if (values['files-to-s3'] && !config.s3) throw new UsageError('--files-to-s3 needs S3_BUCKET (with S3_ENDPOINT, S3_REGION and the AWS credentials) set');
    const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'draftdesk-move-'));
    try {
      const archive = path.join(scratch, 'embedded.tar.gz');
      const manifest = await backup(archive, dataDir, undefined, bucket);
      const unpacked = path.join(scratch, 'unpacked');
      await unpackBackup(archive, unpacked);
      const counts = await loadBackupInto(unpacked, manifest, { url: values.to });
      for (const [name, table] of Object.entries(manifest.tables)) console.log(`  ${name}: ${table.rows} -> ${counts[name]} rows`);
      console.log(`\nMoved ${summary(manifest)} into PostgreSQL; row counts and sequences checked.`);
      if (values['files-to-s3'] && config.s3) {
        const copied = await filesToS3(path.join(dataDir, 'files'), config.s3);
        console.log(`Copied ${copied} uploaded files to the bucket ${config.s3.bucket} (the local copies stay). Start the server with:\n`);
        console.log(`DATABASE_URL=${values.to}\nS3_BUCKET=${config.s3.bucket}`);
        return 0;
      }
      console.log(`Uploaded files stay in ${path.join(dataDir, 'files')}. Start the server with:\n\nDATABASE_URL=${values.to}`);
      return 0;
    } finally {
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  }

  throw new UsageError(`unknown command ${command ?? ''}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    if (err instanceof UsageError || (err as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${err.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(err.message);
    if (err instanceof BackupError) process.exit(3);
    if (err instanceof TargetNotEmptyError || err instanceof BusyError) process.exit(4);
    process.exit(1);
  },
);
