import fsp from 'node:fs/promises';
import path from 'node:path';
import { writeBackup, type BackupSource } from './archive.ts';

const NAME = /^draftdesk-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/;

/** Writes one scheduled backup into `dir` (named by its time, so names sort by age) and keeps the newest `keep`. */
export async function backupAndPrune(source: BackupSource, dir: string, keep: number, now = new Date()): Promise<string> {
  const file = path.join(dir, `draftdesk-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  await writeBackup(source, file);
  const ours = (await fsp.readdir(dir)).filter((name) => NAME.test(name)).sort();
  for (const old of ours.slice(0, Math.max(0, ours.length - keep))) await fsp.rm(path.join(dir, old), { force: true });
  return file;
}

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). One runs at a time; a failure is logged and the next
 * one tries again. Returns stop.
 */
export function scheduleBackups(
  source: BackupSource,
  opts: { dir: string; everyMs: number; keep: number },
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    backupAndPrune(source, opts.dir, opts.keep)
      .then((file) => log.info({ file }, 'scheduled backup written'))
      .catch((err: unknown) => log.error({ err }, 'scheduled backup failed'))
      .finally(() => (running = false));
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
