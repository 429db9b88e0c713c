import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are server-generated and safe as path segments. */
export interface Storage {
  put(key: string, body: Buffer, mimetype: string): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(dir: string): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, path.basename(key));
  return {
    async put(key, body) {
      await fsp.writeFile(file(key), body);
    },
    async get(key) {
      await fsp.access(file(key));
      return fs.createReadStream(file(key));
    },
    async remove(key) {
      await fsp.rm(file(key), { force: true });
    },
  };
}

/** S3 or any S3-compatible store; credentials come from the standard AWS environment. */
export async function s3Storage(opts: { bucket: string; endpoint?: string; region: string }): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: opts.region, endpoint: opts.endpoint, forcePathStyle: Boolean(opts.endpoint) });
  return {
    async put(key, body, mimetype) {
      await client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: body, ContentType: mimetype }));
    },
    async get(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
      return out.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
