import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZRole } from '@draftdesk/contract';
import { NONCE_PLACEHOLDER, newNonce } from '../lib/csp.ts';

type Encoding = 'br' | 'gzip';

/**
 * Answers above 1 KB go out brotli- or gzip-compressed when the client accepts it: JSON, and the other types
 * mime-db calls compressible. The static assets are compressed at build time (@fastify/static's preCompressed:
 * they arrive with Content-Encoding set and are left alone), file downloads opt out (`compress: false`: they
 * keep their bytes and Content-Length), the socket is not HTTP. Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^application\/json\b/,
    // Made per response, so quick levels: an admin's page of 25 orders (7.9 KB of JSON) takes about 31 µs of CPU at
    // brotli 3 (809 bytes) against 48 µs at the plugin's default 4 (761 bytes); gzip 1 about 27 µs against 35 µs at 6,
    // and a third of level 6's time at 60 KB. Shared bodies (sendSharedJson) and the built assets use the best levels.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 1 },
  });
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, honouring q=0; null for none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/** /login, with or without a query string. */
const LOGIN_PAGE = /^\/login(?:\?|$)/;

/**
 * The readable companion of the session cookie (plugins/session.ts), as the page reads it (apps/web/src/lib/
 * signed-in-hint.ts): the role signed in, or 1 as sessions opened before it named the role.
 */
const SIGNED_IN_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Host-)?signed-in=(1|${ZRole.options.join('|')})(?:;|$)`);

/**
 * The SPA's index.html, served for every page path. Each page gets a fresh nonce, written on its scripts and named
 * by the Content-Security-Policy sent with it (lib/csp.ts), so the page is made and compressed per response: about
 * 1 KB, at a quick compression level. A browser that carries the signed-in hint also gets the build's preloads of
 * the signed-in shell's chunks (apps/web/scripts/signed-in-preloads.mjs), fetched while the entry downloads. One
 * without it that opens /login gets the build's login.html instead (when built): the sign-in form alone, without
 * the app's router and signed-in pages (apps/web/src/login.tsx).
 */
export class IndexHtml {
  private readonly guest: string[];
  private readonly signedIn: string[];
  private readonly login: string[] | null;

  private constructor(html: string, preloads: string, login: string | null) {
    this.guest = html.split(NONCE_PLACEHOLDER);
    this.signedIn = (preloads ? html.replace('</head>', `${preloads}</head>`) : html).split(NONCE_PLACEHOLDER);
    this.login = login?.split(NONCE_PLACEHOLDER) ?? null;
  }

  static read(dist: string): IndexHtml | null {
    const readIfBuilt = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    const index = readIfBuilt(path.join(dist, 'index.html'));
    if (index === null) return null;
    return new IndexHtml(index, readIfBuilt(path.join(dist, '.vite', 'signed-in-preloads.html')) ?? '', readIfBuilt(path.join(dist, 'login.html')));
  }

  private pageFor(url: string, hint: string | undefined): string[] {
    if (hint) return this.signedIn;
    return this.login && LOGIN_PAGE.test(url) ? this.login : this.guest;
  }

  /**
   * Sends the page with `policy`, a policy template whose NONCE_PLACEHOLDER takes the page's nonce, and `splash`
   * (modules/site/splash.ts) as the body's first element. `<html data-signed-in>` says whether the request carried the
   * signed-in hint cookie, and `data-role` the role it names: the app reads them as it starts instead of the cookie,
   * a slow read for a page.
   */
  send(req: FastifyRequest, reply: FastifyReply, policy: string, splash = ''): FastifyReply {
    const nonce = newNonce();
    const hint = SIGNED_IN_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    const role = hint && hint !== '1' ? ` data-role="${hint}"` : '';
    const page = this.pageFor(req.url, hint)
      .join(nonce)
      .replace('<html ', `<html data-signed-in="${hint ? '1' : '0'}"${role} `);
    const html = Buffer.from(splash ? page.replace('<body>', `<body>${splash}`) : page);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, no-store')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', policy.replaceAll(NONCE_PLACEHOLDER, nonce));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('content-length', body.length).send(body);
  }
}

const compressedBodies = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/**
 * A JSON body that many requests share (the site's settings, cached per site): compressed once per owner object and
 * encoding, not per request. A new owner (the site reloaded after a change) compresses afresh.
 */
export function sendSharedJson(req: FastifyRequest, reply: FastifyReply, owner: object, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = json.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(json);
  let bodies = compressedBodies.get(owner);
  if (!bodies) compressedBodies.set(owner, (bodies = {}));
  const body = (bodies[encoding] ??=
    encoding === 'br' ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(json, { level: 9 }));
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).header('content-length', body.length).send(body);
}
