import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// TLS_CERT_FILE and TLS_KEY_FILE: the portal serves HTTPS itself, HTTP/2 to browsers (which send `:authority`, not
// Host) and HTTP/1.1 to the rest, WebSocket upgrades included. A throwaway certificate for localhost, trusted by
// the clients below as their only authority.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-tls-'));
const PAGE = '<!doctype html><html><head><title>Draftdesk</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let ca: string;
let port: number;

beforeAll(async () => {
  // Its subject's name is also its one DNS name (selfsigned's default).
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', notAfterDate: new Date(Date.now() + 86_400_000) });
  ca = pems.cert;
  fs.writeFileSync(path.join(dir, 'cert.pem'), pems.cert);
  fs.writeFileSync(path.join(dir, 'key.pem'), pems.private);
  fs.mkdirSync(path.join(dir, 'web'));
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), PAGE);
  t = await createTestApp({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem'), WEB_DIST: path.join(dir, 'web') });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One request over HTTP/2: its status, headers and body. */
function h2Request(headers: http2.OutgoingHttpHeaders, body?: string): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${port}`, { ca });
    session.on('error', reject);
    const req = session.request(headers);
    let text = '';
    let head: http2.IncomingHttpHeaders = {};
    req.setEncoding('utf8');
    req.on('response', (h) => (head = h));
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: text });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('HTTPS with a certificate', () => {
  it('is off unless both files are given', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).tls).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', TLS_CERT_FILE: 'cert.pem' })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither');
    expect(() => loadConfig({ NODE_ENV: 'test', TLS_KEY_FILE: 'key.pem' })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither');
  });

  it('serves the page and the site over HTTP/2, the site found by :authority', async () => {
    const page = await h2Request({ ':path': '/login', accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
    const site = await h2Request({ ':path': '/api/website', accept: 'application/json' });
    expect(site.status).toBe(200);
    expect(JSON.parse(site.body).data.companyName).toBe('Acme Resumes');
  });

  it('takes a write over HTTP/2 from the site own origin, and refuses one from another', async () => {
    const body = JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' });
    const signIn = (origin: string) =>
      h2Request({ ':method': 'POST', ':path': '/api/auth/login', origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body);
    const ok = await signIn(`https://localhost:${port}`);
    expect(ok.status, ok.body).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/=/);
    expect((await signIn('https://evil.example')).status).toBe(403);
  });

  it('answers HTTP/1.1 on the same port, and upgrades a signed-in chat socket there', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: '/api/website', servername: 'localhost', headers: { host: `localhost:${port}` }, ca }, (r) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body: text }));
        })
        .on('error', reject);
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.companyName).toBe('Acme Resumes');

    const body = JSON.stringify({ email: 'customer@demo.test', password: 'demo1234' });
    const signIn = await h2Request(
      {
        ':method': 'POST',
        ':path': '/api/auth/login',
        origin: `https://localhost:${port}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
      body,
    );
    const cookies = [signIn.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const ws = new WebSocket(`wss://localhost:${port}/ws`, { ca, origin: `https://localhost:${port}`, headers: { cookie } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, r) => reject(new Error(`upgrade refused: ${r.statusCode}`)));
      ws.once('error', reject);
    });
    ws.close();
  });
});
