import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZFileKeyParams } from '@draftdesk/contract';
import { MissingObjectError } from '../../adapters/storage/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileRow } from './repo.ts';
import { readableFile, storeUpload, uploadedFile } from './service.ts';

const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendFile(deps: Deps, reply: FastifyReply, file: FileRow, kind: 'inline' | 'attachment') {
  let stream;
  try {
    stream = await deps.storage.get(file.key);
  } catch (err) {
    // A store that cannot answer is a server error, not a missing file.
    if (err instanceof MissingObjectError) throw AppError.of('fileNotFound', 404);
    throw err;
  }
  const disposition = kind === 'inline' && INLINE_TYPES.has(file.mimetype) ? 'inline' : 'attachment';
  return reply
    .type(file.mimetype)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('cache-control', file.isPublic ? 'public, max-age=86400' : 'private, max-age=300')
    .send(stream);
}

export function fileRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/file/upload', { preHandler: deps.sessions.require(), config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req) =>
    storeUpload(deps, req.ctx, await uploadedFile(req)),
  );

  // Reading a file does not need a session for public files (logo, avatars); the rule decides.
  for (const [path, kind] of [
    ['/api/file/:key', 'inline'],
    ['/api/file/download/:key', 'attachment'],
  ] as const) {
    // Files go out as stored, with their length (downloads show progress): never compressed on the fly.
    app.get<{ Params: { key: string } }>(path, { schema: { params: ZFileKeyParams }, compress: false }, async (req, reply) => {
      await deps.sessions.load(req);
      const file = await readableFile(deps, req.ctx, req.params.key);
      return sendFile(deps, reply, file, kind);
    });
  }
}
