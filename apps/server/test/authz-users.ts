/**
 * People's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): the accounts of a site are
 * its admins' alone (another site's admin gets 404 for them, so B's admin can neither export nor erase A's customer);
 * an invitation link works on its own site's host only.
 * Every write acts on an account made for the call, so the table's order does not matter.
 */
import { newToken, sha256 } from '../src/lib/ids.ts';
import { usersRepo } from '../src/modules/users/repo.ts';
import { only, outcomes, perCall, PUBLIC_OF_A, type Call, type RouteCase } from './authz-types.ts';
import { createUser } from './helpers.ts';
import { buildOrder } from './journey-factory.ts';

let invited = 0;

/** A writer of A invited for this call, with the link's code. */
const invitedOfA = perCall(async (c: Call) => {
  const id = await usersRepo(c.fx.t.deps.db).createInvited(c.fx.A.siteId, {
    email: `authz-invited-${++invited}-${newToken().slice(0, 6)}@example.test`,
    firstName: 'Ivy',
    lastName: 'Invited',
    role: 'writer',
  });
  const code = newToken();
  await c.fx.t.deps.repos.auth.createCode({
    codeHash: sha256(code),
    kind: 'invite',
    userId: id!,
    siteId: c.fx.A.siteId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { id: id!, code };
});

const memberOfA = perCall(async (c: Call) => createUser(c.fx.t, 'acme', { role: 'writer' }));
/** A customer of A made for this call: exported, or erased with their e-mail typed as the confirmation. */
const customerOfA = perCall(async (c: Call) => createUser(c.fx.t, 'acme', { role: 'user' }));

const ADMIN_OF_A_ONLY = outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 404, 403));

export const USER_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/users': { query: () => ({ role: 'writer', q: 'a' }), expect: outcomes(401, only(['admin'], 'allow', 403)) },
  'POST /api/admin/users': {
    body: () => ({ json: { email: `authz-new-member-${++invited}@example.test`, firstName: 'Nia', lastName: 'New', role: 'reviewer' } }),
    expect: outcomes(401, only(['admin'], 'allow', 403)),
  },
  'GET /api/admin/users/:id': { params: async (c) => ({ id: (await memberOfA(c)).id }), expect: ADMIN_OF_A_ONLY },
  'PATCH /api/admin/users/:id': { params: async (c) => ({ id: (await memberOfA(c)).id }), body: () => ({ json: { active: false } }), expect: ADMIN_OF_A_ONLY },
  'GET /api/admin/users/:id/export': { params: async (c) => ({ id: (await customerOfA(c)).id }), expect: ADMIN_OF_A_ONLY },
  'DELETE /api/admin/users/:id': {
    params: async (c) => ({ id: (await customerOfA(c)).id }),
    body: async (c) => ({ json: { confirm: (await customerOfA(c)).email } }),
    expect: ADMIN_OF_A_ONLY,
  },
  'POST /api/admin/users/:id/reset-password': { params: async (c) => ({ id: (await memberOfA(c)).id }), expect: ADMIN_OF_A_ONLY },
  'POST /api/admin/users/:id/invitation': { params: async (c) => ({ id: (await invitedOfA(c)).id }), expect: ADMIN_OF_A_ONLY },
  'GET /api/auth/invitation/:code': { params: async (c) => ({ code: (await invitedOfA(c)).code }), expect: PUBLIC_OF_A },
  'POST /api/auth/invitation': {
    body: async (c) => ({ json: { code: (await invitedOfA(c)).code, password: 'chosen-password-1' } }),
    expect: PUBLIC_OF_A,
    freshSession: true,
  },
};

/** An unassigned order of A made for this call, and A's writer to give it to. */
const unassignedOfA = perCall(async (c: Call) => (await buildOrder(c.fx.t, { writerId: null, assignedAt: null })).id);

/** An order of A made for this call, and the `updatedAt` an admin's page would have loaded with it. */
const orderOfA = perCall(async (c: Call) => {
  const order = await buildOrder(c.fx.t);
  const service = order.package.packageServices[0];
  return { id: order.id, updatedAt: order.updatedAt.toISOString(), serviceId: service._id, taskId: service.serviceModules[0].id };
});

export const ADMIN_ORDER_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/orders': { query: () => ({ filter: 'open', q: 'Casey' }), expect: outcomes(401, only(['admin'], 'allow', 403)) },
  'PATCH /api/admin/orders/:id/assign': {
    params: async (c) => ({ id: await unassignedOfA(c) }),
    body: (c) => ({ json: { writerId: c.fx.A.users.writer } }),
    expect: ADMIN_OF_A_ONLY,
  },
  'GET /api/admin/orders/:id': { params: async (c) => ({ id: (await orderOfA(c)).id }), expect: ADMIN_OF_A_ONLY },
  'PATCH /api/admin/orders/:id': {
    params: async (c) => ({ id: (await orderOfA(c)).id }),
    body: async (c) => ({ json: { hideOrder: true, updatedAt: (await orderOfA(c)).updatedAt } }),
    expect: ADMIN_OF_A_ONLY,
  },
  'PATCH /api/admin/orders/:id/tasks': {
    params: async (c) => ({ id: (await orderOfA(c)).id }),
    body: async (c) => {
      const { serviceId, taskId, updatedAt } = await orderOfA(c);
      return { json: { serviceId, taskId, done: true, reason: 'Done on the phone', updatedAt } };
    },
    expect: ADMIN_OF_A_ONLY,
  },
};
