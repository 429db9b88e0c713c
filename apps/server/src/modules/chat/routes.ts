import type { FastifyInstance } from 'fastify';
import { ZChatMessagesQuery, type MessageKey, type TChatMessagesQuery } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
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
  rt.start();
  app.addHook('onClose', () => rt.close());

  chatSocketRoute(app, deps, rt);

  // The history without a socket: the same check and shape as subscribe + all_messages.
  const signedIn = guarded(app, deps.sessions.require(), 'preHandler');
  // Reviewers read chats but have no unread state (no bell either).
  const participant = guarded(app, deps.sessions.require('user', 'writer', 'admin'), 'preHandler');
  const admin = guarded(app, deps.sessions.require('admin'), 'preHandler');

  signedIn.get<{ Querystring: TChatMessagesQuery }>('/api/chat/messages', { schema: { querystring: ZChatMessagesQuery } }, async (req, ctx) => {
    try {
      const conv = await resolveConversation(deps, ctx, req.query);
      return { status: true, ...(await chatHistory(deps, ctx, conv, req.query.before)) };
    } catch (err) {
      throw asHttp(err);
    }
  });

  participant.get('/api/chat/unread', {}, (_req, ctx) => unreadCounts(deps, ctx));

  admin.get('/api/admin/chat/conversations', {}, (_req, ctx) => adminConversations(deps, ctx));

  return rt;
}
