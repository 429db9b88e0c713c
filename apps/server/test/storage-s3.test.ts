/**
 * The S3 storage adapter (S3_BUCKET, S3_ENDPOINT) against a stand-in S3 on
 * 127.0.0.1: path-style requests, every one checked for an AWS Signature V4
 * made with the configured key. Uploads land in the bucket, downloads stream
 * them back, a missing object is a 404 and a failing store a 500.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { s3Storage } from '../src/adapters/storage/index.ts';
import { as, createTestApp, login, SAMPLES, upload, type TestApp } from './helpers.ts';

const BUCKET = 'draftdesk-uploads';
const REGION = 'eu-central-1';
const ACCESS_KEY = 'AKIDDRAFTDESKTEST';
const SECRET_KEY = 'draftdesk-stand-in-secret';

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Why the request is not signed with SigV4 by ACCESS_KEY/SECRET_KEY for S3 in
 * REGION, or null when it is: the signature is recomputed from the request.
 */
function sigV4Problem(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return `not an AWS SigV4 Authorization header: ${auth || '(none)'}`;
  const [, accessKey, date, region, signedHeaders, signature] = m;
  if (accessKey !== ACCESS_KEY) return `signed with access key ${accessKey}`;
  if (region !== REGION) return `signed for region ${region}`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'x-amz-content-sha256 is not the body hash';
  const signed = signedHeaders.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date')) return `host or x-amz-date not signed: ${signedHeaders}`;

  const url = new URL(req.url ?? '/', 'http://stand-in');
  const query = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${SECRET_KEY}`, date), region));
  return hmac(signingKey, stringToSign).toString('hex') === signature ? null : 'signature does not match';
}

interface Seen {
  method: string;
  host: string;
  path: string;
  problem: string | null;
}

/** Just what the adapter calls: PutObject, GetObject, HeadObject, DeleteObject; path-style, one bucket. */
class S3StandIn {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly seen: Seen[] = [];
  /** Keys whose reads fail as if the store were broken. */
  readonly failing = new Set<string>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.handle(req, Buffer.concat(chunks), res));
  });

  get endpoint() {
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private error(res: http.ServerResponse, status: number, code: string, head = false) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>stand-in</RequestId></Error>`,
    );
  }

  private handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const problem = sigV4Problem(req, body);
    this.seen.push({ method: req.method ?? '', host: String(req.headers.host), path: url.pathname, problem });
    const head = req.method === 'HEAD';
    if (problem) return this.error(res, 403, 'SignatureDoesNotMatch', head);
    // Path-style: /{bucket}/{key}.
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== BUCKET) return this.error(res, 404, 'NoSuchBucket', head);
    if (!key) return this.error(res, 400, 'InvalidRequest', head);

    switch (req.method) {
      case 'PUT': {
        this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (this.failing.has(key)) return this.error(res, 500, 'InternalError', head);
        const object = this.objects.get(key);
        if (!object) return this.error(res, 404, 'NoSuchKey', head);
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${crypto.createHash('md5').update(object.body).digest('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
        return res.end(head ? undefined : object.body);
      }
      case 'DELETE':
        this.objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return this.error(res, 405, 'MethodNotAllowed');
    }
  }
}

const s3 = new S3StandIn();
let t: TestApp;
let customer: string;
const savedEnv = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

function restoreEnv() {
  for (const [name, value] of [
    ['AWS_ACCESS_KEY_ID', savedEnv.id],
    ['AWS_SECRET_ACCESS_KEY', savedEnv.secret],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(async () => {
  await s3.start();
  // The documented way: the standard AWS variables carry the credentials.
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = SECRET_KEY;
  t = await createTestApp({ S3_BUCKET: BUCKET, S3_ENDPOINT: s3.endpoint, S3_REGION: REGION, S3_FORCE_PATH_STYLE: 'true' });
  customer = await login(t.app, 'customer@demo.test');
});
afterAll(async () => {
  await t?.close();
  await s3.close();
  restoreEnv();
});

const download = (key: string) => t.app.inject({ method: 'GET', url: `/api/file/download/${key}`, headers: as(customer) });

async function uploadedPdf(name: string) {
  const res = await upload(t, customer, name, SAMPLES.pdf, { type: 'application/pdf' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ key: string; originalname: string; size: number }>();
}

describe('S3 storage (S3_BUCKET with S3_ENDPOINT)', () => {
  it('puts an upload into the bucket under its key, path-style, signed with the configured key', async () => {
    const before = s3.seen.length;
    const file = await uploadedPdf('casey-resume.pdf');
    const stored = s3.objects.get(file.key);
    expect(stored?.body.equals(SAMPLES.pdf)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');
    const puts = s3.seen.slice(before).filter((r) => r.method === 'PUT');
    expect(puts).toEqual([{ method: 'PUT', host: new URL(s3.endpoint).host, path: `/${BUCKET}/${file.key}`, problem: null }]);
    // Nothing went to the local files folder.
    expect(fs.existsSync(path.join(t.deps.config.dataDir, 'files', file.key))).toBe(false);
  });

  it('downloads the same bytes with the original name', async () => {
    const file = await uploadedPdf('casey-resume-2024.pdf');
    const res = await download(file.key);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="casey-resume-2024.pdf"');
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', path: `/${BUCKET}/${file.key}`, problem: null });
  });

  it('serves the demo documents the seed stored in the bucket', async () => {
    const orders = (await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: as(customer) })).json().orders as {
      _id: string;
      package: { packageName: string };
    }[];
    const inProgress = orders.find((o) => o.package.packageName === 'Executive Bundle')!;
    const drafts = await t.app.inject({ method: 'GET', url: `/api/customer/orders/revision/get/svc-resume/${inProgress._id}`, headers: as(customer) });
    const pdf = drafts.json().data[0].data.dataPdf as { key: string };
    expect(s3.objects.has(pdf.key)).toBe(true);
    const res = await download(pdf.key);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(s3.objects.get(pdf.key)!.body)).toBe(true);
  });

  it('answers 404 when the object is missing from the bucket', async () => {
    const file = await uploadedPdf('gone.pdf');
    s3.objects.delete(file.key);
    const res = await download(file.key);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.fileNotFound);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', path: `/${BUCKET}/${file.key}`, problem: null });
  });

  it('answers 500, not 404, when the store fails', async () => {
    const file = await uploadedPdf('unlucky.pdf');
    s3.failing.add(file.key);
    const res = await download(file.key);
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toBe(MESSAGES.fileNotFound);
  });

  it('signed every request the app made with SigV4 for the configured access key', () => {
    expect(s3.seen.length).toBeGreaterThan(5);
    expect(s3.seen.filter((r) => r.problem !== null)).toEqual([]);
    expect(s3.seen.every((r) => r.path.startsWith(`/${BUCKET}/`))).toBe(true);
  });

  it('the stand-in refuses a request signed with another secret', async () => {
    process.env.AWS_SECRET_ACCESS_KEY = 'not-the-secret';
    try {
      const wrong = await s3Storage({ bucket: BUCKET, endpoint: s3.endpoint, region: REGION, forcePathStyle: true });
      await expect(wrong.put('intruder', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    } finally {
      process.env.AWS_SECRET_ACCESS_KEY = SECRET_KEY;
    }
    expect(s3.seen.at(-1)).toMatchObject({ method: 'PUT', problem: 'signature does not match' });
    expect(s3.objects.has('intruder')).toBe(false);
  });
});
