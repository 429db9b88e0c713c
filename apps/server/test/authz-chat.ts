/**
 * The chat's rows of the authorization matrix, spread into AUTHZ_TABLE
 * (authz-table.ts). The matrix calls routes without a query string, so
 * GET /api/chat/messages is the writer-to-admin form here (a writer's own
 * conversation); the order form, per actor, is in chat-notify.test.ts.
 * GET /ws is plain HTTP here (404 once signed in: there is no page behind
 * it); the WebSocket upgrade's refusals (no cookie, another site's cookie,
 * foreign Origin) are in chat-security.test.ts.
 *
 */
import type { Actor, Outcome, RouteCase } from './authz-types.ts';

const per = (anonymous: Outcome, user: Outcome, writer: Outcome, reviewer: Outcome, admin: Outcome): Record<Actor, Outcome> => ({
  anonymous,
  userA: user,
  writerA: writer,
  reviewerA: reviewer,
  adminA: admin,
  userB: user,
  writerB: writer,
  reviewerB: reviewer,
  adminB: admin,
});

export const CHAT_ROUTES: Record<string, RouteCase> = {
  'GET /ws': { expect: per(401, 404, 404, 404, 404) },
  // No order_id: the writer-to-admin chat. Customers and reviewers have none; an admin must name the writer.
  'GET /api/chat/messages': { expect: per(401, 403, 'allow', 403, 400) },
  'GET /api/chat/unread': { expect: per(401, 'allow', 'allow', 403, 'allow') },
  'GET /api/admin/chat/conversations': { expect: per(401, 403, 403, 403, 'allow') },
};
