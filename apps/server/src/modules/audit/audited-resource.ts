import { MESSAGES, type MessageKey, type TAuditEntry } from '@draftdesk/contract';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { saveVersioned } from '../../lib/versioned.ts';
import type { AdminResource } from '../../plugins/admin-resource.ts';
import { auditRepo, type AuditTarget } from './repo.ts';

/** What a resource's repo offers an admin: every call scoped by site; `update` matches the version it is given. */
export interface EditableRepo<Row, Stored, StoredPatch> {
  list(siteId: string): Promise<Row[]>;
  find(siteId: string, id: string): Promise<Row | undefined>;
  create(siteId: string, values: Stored): Promise<string>;
  /** Undefined: no row holds the patch's `updatedAt` (gone, or saved by someone else in between). */
  update(siteId: string, id: string, patch: StoredPatch): Promise<string | undefined>;
  /** Something still refers to it: deleting it would break that. */
  inUse(siteId: string, id: string): Promise<boolean>;
  remove(siteId: string, id: string): Promise<boolean>;
}

export interface AuditedResourceSpec<Row, Input, Patch extends { updatedAt: string }, Stored, StoredPatch, Out> {
  target: AuditTarget;
  path: string;
  input: ZodType<Input>;
  patch: ZodType<Patch>;
  /** The response's key for one item ('package') and for the list ('packages'). */
  key: string;
  listKey: string;
  repo: EditableRepo<Row, Stored, StoredPatch>;
  present(row: Row): Out;
  /** The item's name in the audit log, so a deleted item's history still says what it was. */
  label(row: Row): string;
  messages: { saved: MessageKey; deleted: MessageKey; inUse: MessageKey };
  /** Checks what the body refers to (400 with field errors) and turns the wire's values into the stored ones. */
  prepareCreate(ctx: AuthedCtx, body: Input): Promise<Stored>;
  prepareUpdate(ctx: AuthedCtx, body: Patch, current: Row): Promise<StoredPatch>;
  /** More of the list response (e.g. the site's currency). */
  listExtra?(ctx: AuthedCtx): Record<string, unknown>;
}

const iso = (value: Date) => new Date(value).toISOString();

/**
 * The five calls of a catalogue resource, with every write in the audit log (who, what, when) and shown as the
 * item's history; a stale edit is refused with 409 (lib/versioned.ts), a delete of something in use with 409.
 */
export function auditedResource<Row, Input, Patch extends { updatedAt: string }, Stored, StoredPatch, Out>(
  db: Db,
  spec: AuditedResourceSpec<Row, Input, Patch, Stored, StoredPatch, Out>,
): AdminResource<AuthedCtx, Input, Patch> {
  const { repo, target } = spec;
  const audit = auditRepo(db);
  const record = (ctx: AuthedCtx, id: string, action: string, data: Record<string, unknown>) =>
    audit.record({ siteId: ctx.siteId, actorId: ctx.user.id, targetType: target, targetId: id, action, data });
  const found = async (ctx: AuthedCtx, id: string) => (await repo.find(ctx.siteId, id)) ?? Promise.reject(notFound());
  const saved = (row: Row) => ({ status: true as const, message: MESSAGES[spec.messages.saved], [spec.key]: spec.present(row) });

  return {
    path: spec.path,
    input: spec.input,
    patch: spec.patch,

    async list(ctx) {
      const rows = await repo.list(ctx.siteId);
      return { status: true, ...spec.listExtra?.(ctx), [spec.listKey]: rows.map((row) => spec.present(row)) };
    },

    async get(ctx, id) {
      const row = await found(ctx, id);
      const history: TAuditEntry[] = (await audit.history(ctx.siteId, target, id)).map((h) => ({
        _id: h.id,
        action: h.action,
        actorName: h.actorName,
        createdAt: iso(h.createdAt),
        data: h.data,
      }));
      return { status: true, [spec.key]: spec.present(row), history };
    },

    async create(ctx, body) {
      const id = await repo.create(ctx.siteId, await spec.prepareCreate(ctx, body));
      const row = await found(ctx, id);
      await record(ctx, id, 'created', { name: spec.label(row) });
      return saved(row);
    },

    async update(ctx, id, body) {
      const current = await found(ctx, id);
      const values = await spec.prepareUpdate(ctx, body, current);
      await saveVersioned(
        () => repo.update(ctx.siteId, id, values),
        async () => (await repo.find(ctx.siteId, id)) !== undefined,
      );
      await record(ctx, id, 'updated', { fields: Object.keys(body).filter((field) => field !== 'updatedAt') });
      return saved(await found(ctx, id));
    },

    async remove(ctx, id) {
      const row = await found(ctx, id);
      if (await repo.inUse(ctx.siteId, id)) throw AppError.of(spec.messages.inUse, 409);
      if (!(await repo.remove(ctx.siteId, id))) throw notFound();
      await record(ctx, id, 'deleted', { name: spec.label(row) });
      return { status: true, message: MESSAGES[spec.messages.deleted] };
    },
  };
}
