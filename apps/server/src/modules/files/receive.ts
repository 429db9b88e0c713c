import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/ids.ts';

/** How much of the start of an upload its type is sniffed from. */
export const HEAD_BYTES = 64 * 1024;
/** A temporary upload not written to for this long belongs to no running request. */
const ABANDONED_MS = 60_000;

export interface ReceivedFile {
  /** The temporary file holding the upload, complete. */
  path: string;
  size: number;
  /** Its first bytes (at most HEAD_BYTES). */
  head: Buffer;
}

/** Where uploads are written while they arrive (beside the files, so a rename puts them in place). */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

/**
 * Streams a multipart file part to a temporary file, never holding more than a chunk in memory; the size cap is
 * enforced while streaming (@fastify/multipart's limit fails the stream with 413). Whatever goes wrong, the
 * temporary file is removed before the error is passed on.
 */
export async function receiveToTemp(part: MultipartFile, dir: string, onError: (err: unknown) => unknown): Promise<ReceivedFile> {
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${newToken()}.part`);
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(piece);
        headSize += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, fs.createWriteStream(tmp, { flags: 'wx' }));
    if (part.file.truncated) throw AppError.of('fileTooLarge', 413);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw onError(err);
  }
  return { path: tmp, size, head: Buffer.concat(head) };
}

/** At start-up: removes temporary uploads that no request is writing any more (a crash or a kill mid-upload). */
export async function sweepIncoming(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    // Another instance sharing the folder may be receiving it right now: only files left alone are swept.
    if (stat?.isFile() && now - stat.mtimeMs > ABANDONED_MS) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
