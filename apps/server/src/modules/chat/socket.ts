import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/websocket';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requestHost } from '../../plugins/security.ts';
import { SiteCache } from '../site/cache.ts';
import { fullName } from '../orders/presenter.ts';
import { describeConversation, parseClientFrame, type ClientFrame } from './frames.ts';
import type { ChatConn } from './hub.ts';
import type { ChatRuntime } from './runtime.ts';
import { ChatRefusal, NoLongerParticipant, chatHistory, markRead, names, resolveConversation, sendMessage, targetOf, type ChatTarget } from './service.ts';

/** Frames waiting on one socket before more are refused. */
const MAX_PENDING = 20;
const TYPING_EVERY_MS = 1000;

/**
 * DESIGN §7: a browser always sends Origin on an upgrade; it must be the
 * site's own (or a configured one). No Origin is not a browser, and cannot
 * carry a victim's cookie.
 */
export function wsOriginAllowed(req: FastifyRequest, extra: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (extra.includes(origin)) return true;
  try {
    return new URL(origin).host === requestHost(req);
  } catch {
    return false;
  }
}

/** GET /ws: the session cookie and the Origin are checked before the upgrade (401 / 403, no socket). */
export function chatSocketRoute(app: FastifyInstance, deps: Deps, rt: ChatRuntime) {
  const signedIn = deps.sessions.require();
  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: (req, _reply, done) => done(wsOriginAllowed(req, deps.config.allowedOrigins) ? undefined : AppError.of('originRefused', 403)),
      preHandler: signedIn,
    },
    (socket, req) =>
      rt.accept(socket, signedIn.proven(req), SiteCache.normaliseHost(requestHost(req)), (conn, data, isBinary) => handleFrame(rt, conn, data, isBinary)),
  );
}

/** One frame from a client: checked at once, then handled after the socket's earlier frames. */
export function handleFrame(rt: ChatRuntime, conn: ChatConn, data: Buffer, isBinary: boolean) {
  conn.alive = true;
  // Site settings (the chat flag) as they are now, not as they were at the upgrade.
  const site = rt.deps.siteCache.peek(conn.host);
  if (site) conn.ctx.site = site;
  if (isBinary) return refuse(rt, conn, new ChatRefusal('chatBadFrame'), 'binary frame');
  if (!conn.frames.take()) return refuse(rt, conn, new ChatRefusal('chatRateLimited'), 'frame flood');
  const parsed = parseClientFrame(data);
  if ('refusal' in parsed) return refuse(rt, conn, new ChatRefusal(parsed.refusal), parsed.reason);
  const frame = parsed.frame;
  if (frame.type === 'ping') return conn.send({ type: 'pong' });
  if (frame.type === 'new_message' && !conn.messages.take()) return refuse(rt, conn, new ChatRefusal('chatRateLimited'), 'message flood');
  if (conn.pending >= MAX_PENDING) return refuse(rt, conn, new ChatRefusal('chatRateLimited'), 'too many frames pending');
  conn.pending += 1;
  const task = conn.queue
    .then(() => (rt.closing ? undefined : act(rt, conn, frame)))
    .catch((err: unknown) => refuse(rt, conn, err, 'refused'))
    .finally(() => {
      conn.pending -= 1;
    });
  conn.queue = task;
  rt.track(task);
}

async function act(rt: ChatRuntime, conn: ChatConn, frame: Exclude<ClientFrame, { type: 'ping' }>) {
  const { deps } = rt;
  const ctx = conn.ctx;
  switch (frame.type) {
    case 'subscribe': {
      const conv = await resolveConversation(deps, ctx, frame);
      rt.hub.join(conn, conv);
      await syncPresence(rt, conn);
      conn.send({ type: 'subscribed', ...describeConversation(conv.key), readOnly: conv.readOnly });
      return;
    }
    case 'request_all_messages': {
      const conv = await current(rt, conn, frame);
      conn.send({ type: 'all_messages', ...(await chatHistory(deps, ctx, conv)) });
      return;
    }
    case 'new_message':
      // The participation check runs inside the insert (one round trip on the hot path).
      await sendMessage(deps, ctx, await current(rt, conn, frame, false), frame).catch((err: unknown) => {
        if (err instanceof NoLongerParticipant) rt.unfollow(conn);
        throw err;
      });
      return;
    case 'read':
      await markRead(deps, ctx, await current(rt, conn, frame), frame.message_ids);
      return;
    case 'typing': {
      // Not stored and not a message: the subscription's check stands.
      const conv = await current(rt, conn, frame, false);
      if (conv.readOnly) throw new ChatRefusal('chatReadOnly');
      const now = Date.now();
      if (frame.typing && now - conn.lastTypingAt < TYPING_EVERY_MS) return;
      conn.lastTypingAt = frame.typing ? now : 0;
      const name = fullName(ctx.user.firstName, ctx.user.lastName);
      await deps.bus.publish({ k: 'typing', conversation: conv.key, userId: ctx.user.id, name, typing: frame.typing });
    }
  }
}

/** The socket's conversation, named (or not) by the frame, checked again against the database. */
async function current(rt: ChatRuntime, conn: ChatConn, frame: ChatTarget, recheck = true) {
  if (!conn.conv || !names(conn.conv, frame)) throw new ChatRefusal('chatNotSubscribed');
  if (!recheck) return conn.conv;
  try {
    const fresh = await resolveConversation(rt.deps, conn.ctx, targetOf(conn.conv));
    rt.hub.join(conn, fresh);
    return fresh;
  } catch (err) {
    if (err instanceof ChatRefusal) rt.unfollow(conn);
    throw err;
  }
}

/** Participants following a conversation are present (no offline notification for them); reviewers never count. */
async function syncPresence(rt: ChatRuntime, conn: ChatConn) {
  const conv = conn.conv;
  if (conv && !conv.readOnly) {
    conn.present = true;
    await rt.reads.join({ socketId: conn.id, instanceId: rt.deps.bus.instanceId, siteId: conn.ctx.siteId, userId: conn.ctx.user.id, conversation: conv.key });
  } else if (conn.present) {
    conn.present = false;
    await rt.reads.leave(conn.id);
  }
}

/** An error frame; the socket stays open. Refusals are logged as such, failures as errors. */
function refuse(rt: ChatRuntime, conn: ChatConn, err: unknown, reason: string) {
  const log = { userId: conn.ctx.user.id, siteId: conn.ctx.siteId, reason };
  if (err instanceof ChatRefusal || err instanceof AppError) {
    const code = err instanceof ChatRefusal ? err.key : err.code;
    rt.log.warn({ ...log, code, message: err.message }, 'chat frame refused');
    conn.send({ type: 'error', code, message: err.message });
  } else {
    rt.log.error({ ...log, err }, 'chat frame failed');
    conn.error('chatSomethingWrong');
  }
}
