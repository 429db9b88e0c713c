import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { writeBackup, type BackupManifest, type BackupSource } from './archive.ts';

/**
 * The running server's backup channel when it holds the embedded database (only one process may open it): an HTTP
 * server on a Unix socket in the data folder, readable by the server's own user only. No network client reaches it.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function startBackupControl(dataDir: string, source: BackupSource): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  // A socket left by a server that died: nobody listens on it any more (the database lock says only one may run).
  await fsp.rm(socket, { force: true });
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return reply(404, { error: 'POST /backup {out}' });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let out: unknown;
      try {
        out = (JSON.parse(raw) as { out?: unknown }).out;
      } catch {
        out = undefined;
      }
      if (typeof out !== 'string' || !path.isAbsolute(out)) return reply(400, { error: 'out must be an absolute path' });
      writeBackup(source, out).then(
        (manifest) => reply(200, { manifest }),
        (err: Error) => reply(500, { error: err.message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await fsp.chmod(socket, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

/** Asks the server that holds the embedded database for a backup. Null when no server listens there. */
export function requestBackup(dataDir: string, out: string): Promise<BackupManifest | null> {
  const socket = controlSocketPath(dataDir);
  if (!fs.existsSync(socket)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socket, path: '/backup', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (raw += chunk));
      res.on('end', () => {
        const body = JSON.parse(raw || '{}') as { manifest?: BackupManifest; error?: string };
        if (res.statusCode === 200 && body.manifest) resolve(body.manifest);
        else reject(new Error(`the server could not write the backup: ${body.error ?? res.statusCode}`));
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: the server is gone.
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else reject(err);
    });
    req.end(JSON.stringify({ out }));
  });
}
