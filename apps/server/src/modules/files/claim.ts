import { MESSAGES, type TFileRef, type TUploadedFile } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { documentsRepo } from '../documents/repo.ts';

type Field = TUploadedFile | TUploadedFile[] | null | undefined;

/**
 * The caller's own uploads named in `fields`, as stored (the sniffed type, not
 * the one the client sent): each must be an upload of this user on this site
 * that is free or already on this order. A file that is not comes back as a
 * field error. `attach` then puts them on the order so its customer may read them.
 */
export async function claimOwnUploads<K extends string>(db: Db, ctx: AuthedCtx, orderId: string, fields: Record<K, Field>) {
  const keysOf = (f: Field) => (Array.isArray(f) ? f.map((x) => x.key) : f ? [f.key] : []);
  const keys = [...new Set(Object.values<Field>(fields).flatMap(keysOf))];
  const repo = documentsRepo(db);
  const stored = new Map((await repo.claimable(ctx.siteId, ctx.user.id, orderId, keys)).map((f) => [f.key, f]));
  for (const [field, value] of Object.entries<Field>(fields)) {
    if (keysOf(value).some((k) => !stored.has(k))) {
      throw new AppError(MESSAGES.uploadedFileNotFound, 400, { [field]: MESSAGES.uploadedFileNotFound });
    }
  }
  const one = (field: K): TFileRef | null => {
    const f = fields[field];
    return f && !Array.isArray(f) ? stored.get(f.key)! : null;
  };
  const many = (field: K): TFileRef[] => {
    const f = fields[field];
    return Array.isArray(f) ? [...new Map(f.map((x) => [x.key, stored.get(x.key)!])).values()] : [];
  };
  return { one, many, keys, attach: () => repo.setOrder(ctx.siteId, ctx.user.id, keys, orderId) };
}
