import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { preferredEncoding } from './compression.ts';

/** The types the build writes into dist/assets; anything else goes out as bytes. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * The build's assets (dist/assets: every name carries a hash of its content, with the .br and .gz copies that
 * apps/web/scripts/compress.mjs writes), answered from memory. A first page asks for 40 to 70 of them at once over
 * one HTTP/2 connection; through the file system (a stat, an open and a stream each, all interleaved) the last of
 * them waited for all the others, about 150 ms on a busy two-core machine, and every one of the page's round trips
 * paid it again (docs/perf.md). Each copy is read once, when first asked for, and then answered in the same tick,
 * with its Content-Length, Vary and a year of caching. Only names the build wrote are served: the set is fixed at
 * start, so the memory it takes is bounded by the build (about 15 MB with every copy).
 */
export function registerStaticAssets(app: FastifyInstance, webDist: string): void {
  const dir = path.join(webDist, 'assets');
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const bodies = new Map<string, Buffer>();

  const body = async (name: string): Promise<Buffer> => {
    let cached = bodies.get(name);
    if (!cached) bodies.set(name, (cached = await fs.promises.readFile(path.join(dir, name))));
    return cached;
  };

  app.get<{ Params: { file: string } }>('/assets/:file', { compress: false }, (req, reply) => {
    const { file } = req.params;
    // A name the build did not write (a chunk of an earlier build, say) is a 404, not the app's page: the app's
    // loader then fails as it should, rather than on HTML where a script was due.
    if (!names.has(file) || file.endsWith(SUFFIX.br) || file.endsWith(SUFFIX.gzip)) throw AppError.of('notFound', 404);
    const accepted = preferredEncoding(req.headers['accept-encoding']);
    const encoding = accepted && names.has(file + SUFFIX[accepted]) ? accepted : null;
    const compressed = names.has(file + SUFFIX.br) || names.has(file + SUFFIX.gzip);
    const name = encoding ? file + SUFFIX[encoding] : file;
    // Names change with their content, so the name and the encoding make a strong validator.
    const etag = `"${name}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream');
    if (compressed) reply.header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    const cached = bodies.get(name);
    if (cached) return reply.header('content-length', cached.length).send(cached);
    return body(name).then((bytes) => reply.header('content-length', bytes.length).send(bytes));
  });
}
