import type { FastifyInstance } from 'fastify';
import { ZChatMessagesQuery, type MessageKey, type TChatMessagesQuery } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { authed } from '../../plugins/session.ts';
import { ChatRuntime } from './runtime.ts';
import { ChatRefusal, adminConversations, chatHistory, resolveConversation, unreadCounts } from './service.ts';
import { chatSocketRoute } from './socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's sockets and real-time work (tests wait on it). */
    chat: ChatRuntime;
  }
}

const STATUS: Partial<Record<MessageKey, number>> = { orderNotFound: 404, notFound: 404, forbidden: 403, chatDisabled: 403, chatNotAssigned: 409 };

/** A refusal of the chat as an HTTP error. */
function asHttp(err: unknown): unknown {
  return err instanceof ChatRefusal ? AppError.of(err.key, STATUS[err.key] ?? 400) : err;
}

/** The socket at /ws and the chat's REST routes; the runtime lives as long as the app, which exposes it as `app.chat`. */
export async function chatRoutes(app: FastifyInstance, deps: Deps): Promise<ChatRuntime> {
  const rt = new ChatRuntime(deps, app.log);
  await rt.start();
  app.addHook('onClose', () => rt.close());

  chatSocketRoute(app, deps, rt);

  // The history without a socket: the same check and shape as subscribe + all_messages.
  app.get<{ Querystring: TChatMessagesQuery }>(
    '/api/chat/messages',
    { preHandler: deps.sessions.require(), schema: { querystring: ZChatMessagesQuery } },
    async (req) => {
      const ctx = authed(req);
      try {
        const conv = await resolveConversation(deps, ctx, req.query);
        return { status: true, ...(await chatHistory(deps, ctx, conv, req.query.before)) };
      } catch (err) {
        throw asHttp(err);
      }
    },
  );

  // Reviewers read chats but have no unread state (no bell either).
  app.get('/api/chat/unread', { preHandler: deps.sessions.require('user', 'writer', 'admin') }, (req) => unreadCounts(deps, authed(req)));

  app.get('/api/admin/chat/conversations', { preHandler: deps.sessions.require('admin') }, (req) => adminConversations(deps, authed(req)));

  return rt;
}
