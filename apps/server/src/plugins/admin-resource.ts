import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { ZCatalogueParams } from '@draftdesk/contract';
import type { PrincipalCtx } from '../lib/context.ts';
import type { GuardedRoutes } from './guarded-routes.ts';

/** The five calls of a resource an admin edits: list, create, read one, change one (versioned), delete one. */
export interface AdminResource<C, Input, Patch> {
  /** e.g. '/api/admin/packages'; one item is `${path}/:id`. */
  path: string;
  input: ZodType<Input>;
  patch: ZodType<Patch>;
  list(ctx: C): Promise<object>;
  get(ctx: C, id: string): Promise<object>;
  create(ctx: C, body: Input): Promise<object>;
  update(ctx: C, id: string, body: Patch): Promise<object>;
  remove(ctx: C, id: string): Promise<object>;
}

/** Registers an admin resource's five routes behind the admin guard; bodies and ids are validated by the contract's schemas. */
export function adminResourceRoutes<C extends PrincipalCtx, Input, Patch>(admin: GuardedRoutes<C>, r: AdminResource<C, Input, Patch>) {
  type One = { Params: { id: string } };
  const params = ZCatalogueParams;
  admin.get(r.path, {}, (_req, ctx) => r.list(ctx));
  admin.post<{ Body: Input }>(r.path, { schema: { body: r.input } }, async (req, ctx, reply: FastifyReply) =>
    reply.status(201).send(await r.create(ctx, req.body as Input)),
  );
  admin.get<One>(`${r.path}/:id`, { schema: { params } }, (req, ctx) => r.get(ctx, req.params.id));
  admin.patch<One & { Body: Patch }>(`${r.path}/:id`, { schema: { params, body: r.patch } }, (req, ctx) => r.update(ctx, req.params.id, req.body as Patch));
  admin.delete<One>(`${r.path}/:id`, { schema: { params } }, (req, ctx) => r.remove(ctx, req.params.id));
}
