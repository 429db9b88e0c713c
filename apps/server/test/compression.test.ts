import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/plugins/compression.ts';
import { splashHtml } from '../src/modules/site/splash.ts';
import { ACME, as, createTestApp, login, upload, type TestApp } from './helpers.ts';

const COMPRESS_SCRIPT = path.resolve(import.meta.dirname, '../../web/scripts/compress.mjs');
const PRELOADS_SCRIPT = path.resolve(import.meta.dirname, '../../web/scripts/signed-in-preloads.mjs');
/** The build's manifest in miniature: the entry and the signed-in shell share a chunk; the shell has one of its own and a stylesheet. */
const manifest = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/app/shell/ShellLayout.tsx': {
    file: 'assets/ShellLayout-1.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_menu.js'],
    css: ['assets/ShellLayout-1.css'],
  },
  '_menu.js': { file: 'assets/menu-1.js', imports: ['_shared.js'] },
};
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Draftdesk</title>${'<link rel="modulepreload" href="/assets/x.js" />'.repeat(20)}</head><body><div id="root"></div></body></html>`;

/** The build's login.html: /login's first load, for a browser not signed in. */
const loginHtml = html.replace('<title>Draftdesk</title>', '<title>Draftdesk</title><script type="module" src="/assets/login-1.js"></script>');

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built app in miniature, compressed by the build's own script.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'login.html'), loginHtml);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  execFileSync(process.execPath, [PRELOADS_SCRIPT, dist]);
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist]);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/**
 * The page as the site's visitors get it: the build's index.html saying the visitor came without the signed-in hint,
 * with the site's splash first in the body.
 */
const pageWithSplash = async () =>
  html.replace('<html ', '<html data-signed-in="0" ').replace('<body>', `<body>${splashHtml((await t.deps.siteCache.resolve(ACME))!.settings)}`);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { host: ACME, ...headers } });

describe('static assets go out as the build compressed them', () => {
  it('sends the brotli copy to a browser that accepts br, with Vary and its own Content-Length', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(dist, 'assets', 'app-abc123.js.br')).size);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    const res = await get('/assets/app-abc123.js', {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(res.body).toBe(script);
  });
});

describe('static assets are answered from memory, as the build wrote them', () => {
  it('answers a validator it gave with 304, per encoding', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { host: ACME, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets', 'app-abc123.js.br')).size);
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves only the names the build wrote: not the compressed copies by name, nothing else, nothing outside', async () => {
    for (const url of [
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/assets/missing.js',
      '/assets/..%2Findex.html',
      '/assets/%2E%2E%2F.vite%2Fmanifest.json',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
  });
});

describe("the SPA's index.html", () => {
  it('is compressed for a browser that opens a page', async () => {
    const res = await get('/dashboard', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(await pageWithSplash());
  });

  it('is sent as it is without Accept-Encoding', async () => {
    const res = await get('/orders/list', { accept: 'text/html' });
    expect(res.headers['content-encoding']).toBeUndefined();
    const sent = await pageWithSplash();
    expect(res.body).toBe(sent);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(sent));
  });

  it("preloads the signed-in shell's own chunks and stylesheet for a browser with the signed-in hint, under the page's nonce", async () => {
    const res = await get('/dashboard', { accept: 'text/html', cookie: 'sid=abc; signed-in=1' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/ShellLayout-1.js" nonce="${nonce}">`);
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/menu-1.js" nonce="${nonce}">`);
    expect(head).toContain(`<link rel="preload" as="style" crossorigin href="/assets/ShellLayout-1.css" nonce="${nonce}">`);
    // The entry's own chunks are the entry's to load.
    expect(head).not.toContain('shared-1.js');
    expect(res.body).toContain('<html data-signed-in="1" ');

    const guest = await get('/dashboard', { accept: 'text/html' });
    expect(guest.body).not.toContain('ShellLayout-1');
  });
});

describe("/login's first load", () => {
  const splash = async () => splashHtml((await t.deps.siteCache.resolve(ACME))!.settings);

  it("is the build's login.html for a browser without the signed-in hint, with or without a query string", async () => {
    for (const url of ['/login', '/login?from=%2Forders%2Flist']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
        loginHtml.replace('<html ', '<html data-signed-in="0" ').replace('<body>', `<body>${await splash()}`),
      );
    }
  });

  it('is the app for a browser with the signed-in hint (which sends a signed-in user on), and on every other page', async () => {
    const signedIn = await get('/login', { accept: 'text/html', cookie: 'sid=abc; signed-in=user' });
    expect(signedIn.body).toContain('<html data-signed-in="1" data-role="user" ');
    expect(signedIn.body).not.toContain('login-1.js');
    for (const url of ['/loginx', '/login/', '/register', '/forgot-password']) {
      expect((await get(url, { accept: 'text/html' })).body, url).toBe(
        html.replace('<html ', '<html data-signed-in="0" ').replace('<body>', `<body>${await splash()}`),
      );
    }
  });

  it('is never sent as the file itself (only with its nonce and policy)', async () => {
    const res = await get('/login.html', { accept: 'text/html' });
    expect(res.body).not.toContain('login-1.js');
  });
});

describe('JSON answers', () => {
  it('are compressed above 1 KB (the site settings)', async () => {
    const plain = await get('/api/website', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const br = await get('/api/website', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gzip = await get('/api/website', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('are sent as they are below 1 KB', async () => {
    const res = await get('/api/auth/user', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('file downloads', () => {
  it('go out as stored, with their length, even a compressible type to a browser that accepts br', async () => {
    const cookie = await login(t.app, 'customer@demo.test');
    const csv = Buffer.from(`name,score\n${Array.from({ length: 300 }, (_, i) => `row ${i},${i}`).join('\n')}\n`);
    const stored = await upload(t, cookie, 'scores.csv', csv, { type: 'text/csv' });
    expect(stored.statusCode).toBe(200);
    const { key } = stored.json();
    const res = await t.app.inject({ method: 'GET', url: `/api/file/download/${key}`, headers: { ...as(cookie), 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(csv.length);
    expect(res.rawPayload.equals(csv)).toBe(true);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, honours q-values and refuses nothing by default', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
