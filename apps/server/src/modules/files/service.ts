import fsp from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { isAllowedFileName } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/ids.ts';
import { chatRepo } from '../chat/repo.ts';
import { incomingDir, receiveToTemp } from './receive.ts';
import { sniffAllowedType } from './sniff.ts';

export interface StoredFile {
  key: string;
  originalname: string;
  size: number;
  mimetype: string;
}

/** The request's file part; a body that is not well-formed multipart is the client's error (400), not ours. */
export async function uploadedFile(req: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await req.file();
  } catch (err) {
    throw asUploadError(err);
  }
}

// Size and count limits keep their 413; a missing boundary, a body cut short, or no multipart at all
// (@fastify/multipart's 406) are the same 400 to the client.
function asUploadError(err: unknown): unknown {
  const status = (err as { statusCode?: number }).statusCode;
  return status === undefined || status === 400 || status === 406 ? AppError.of('uploadMalformed', 400) : err;
}

/** Streams one multipart file to a temporary file (size capped), checks name and real type, puts it in place, records who uploaded it. */
export async function storeUpload(
  deps: Deps,
  ctx: Ctx,
  part: MultipartFile | undefined,
  opts: { only?: string[]; isPublic?: boolean; typeError?: string } = {},
): Promise<StoredFile> {
  if (!part) throw AppError.of('fileMissing', 400);
  const originalname = part.filename.slice(0, 255);
  if (!isAllowedFileName(originalname)) throw AppError.of('fileNameRule', 400);
  const received = await receiveToTemp(part, incomingDir(deps.config.dataDir), asUploadError);
  const key = newToken();
  let mimetype: string | null;
  try {
    mimetype = await sniffAllowedType(originalname, received.head, opts.only);
    if (!mimetype) throw opts.typeError ? new AppError(opts.typeError, 415) : AppError.of('fileTypeNotAllowed', 415);
    await deps.storage.putFile(key, received.path, mimetype);
  } finally {
    await fsp.rm(received.path, { force: true });
  }
  const size = received.size;
  await deps.repos.files
    .insert({ key, siteId: ctx.siteId, ownerId: ctx.user?.id ?? null, isPublic: opts.isPublic ?? false, originalName: originalname, size, mimetype })
    .catch(async (err: unknown) => {
      // No row, no file.
      await deps.storage.remove(key).catch(() => {});
      throw err;
    });
  return { key, originalname, size, mimetype };
}

/** DESIGN §5: the uploader, a participant of the file's order, or staff of its site may read it. */
export async function readableFile(deps: Deps, ctx: Ctx, key: string) {
  const found = await deps.repos.files.find(ctx.siteId, key);
  if (!found) throw AppError.of('fileNotFound', 404);
  const { file, customerId, writerId } = found;
  const user = ctx.user;
  const allowed =
    file.isPublic ||
    (user !== null &&
      (file.ownerId === user.id ||
        user.role === 'admin' ||
        user.role === 'reviewer' ||
        (file.orderId !== null && (customerId === user.id || writerId === user.id))));
  // A file an admin sent in a writer's chat with the admins is that writer's to read too.
  const sharedInChat = !allowed && user?.role === 'writer' && (await chatRepo(deps.db).sharedWithWriter(ctx.siteId, user.id, key));
  if (!allowed && !sharedInChat) throw AppError.of('fileNotFound', 404);
  return file;
}
