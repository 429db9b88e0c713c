import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are server-generated and safe as path segments. */
export interface Storage {
  put(key: string, body: Buffer, mimetype: string): Promise<void>;
  /** Stores a complete file from the local disk under the key and removes the file (an upload received in full). */
  putFile(key: string, filePath: string, mimetype: string): Promise<void>;
  /** Throws MissingObjectError when nothing is stored under the key; any other error is the store failing. */
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** The store answered, and has no object under the key (a 404, unlike an unreachable store). */
export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'MissingObjectError';
  }
}

export function localDiskStorage(dir: string): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, path.basename(key));
  return {
    async put(key, body) {
      await fsp.writeFile(file(key), body);
    },
    async putFile(key, filePath) {
      // Renamed into place: the key names a complete file or nothing.
      try {
        await fsp.rename(filePath, file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fsp.copyFile(filePath, `${file(key)}.partial`);
        await fsp.rename(`${file(key)}.partial`, file(key));
        await fsp.rm(filePath, { force: true });
      }
    },
    async get(key) {
      try {
        await fsp.access(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingObjectError(key);
        throw err;
      }
      return fs.createReadStream(file(key));
    },
    async remove(key) {
      await fsp.rm(file(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  /** An S3-compatible store's URL (MinIO, R2, ...); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Requests as {endpoint}/{bucket}/{key} instead of {bucket}.{endpoint}/{key}; by default when an endpoint is set. */
  forcePathStyle?: boolean;
}

/** S3 or any S3-compatible store; credentials come from the standard AWS environment. */
export async function s3Storage(opts: S3Options): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    // A streamed file is sent as one plain signed body (its SHA-256 read from the file), not aws-chunked with a trailing
    // checksum, which S3-compatible stores do not all accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, body, mimetype) {
      await client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: body, ContentType: mimetype }));
    },
    async putFile(key, filePath, mimetype) {
      try {
        const { size } = await fsp.stat(filePath);
        const body = fs.createReadStream(filePath);
        await client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: body, ContentLength: size, ContentType: mimetype }));
      } finally {
        await fsp.rm(filePath, { force: true });
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey) throw new MissingObjectError(key);
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
