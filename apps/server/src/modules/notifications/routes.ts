import type { FastifyInstance } from 'fastify';
import { ZClearNotificationsRequest, ZClearSingleNotificationRequest, type TNotification } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import type { NotificationRow } from './repo.ts';

export function presentNotification(n: NotificationRow): TNotification {
  return { _id: n.id, order_id: n.orderId, contant: n.contant, createdAt: n.createdAt.toISOString(), data: n.data };
}

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const repo = deps.repos.notifications;
  // Reviewers have no bell (spec 03 §6).
  const guard = deps.sessions.require('user', 'writer', 'admin');
  const listFor = async (siteId: string, userId: string) => (await repo.list(siteId, userId)).map(presentNotification);

  app.get('/api/notifications', { preHandler: guard }, async (req) => {
    const { siteId, user } = authed(req);
    return { status: true, notifications: await listFor(siteId, user.id) };
  });

  app.patch<{ Body: { notificationsIds: string[] } }>(
    '/api/clear-notifications',
    { preHandler: guard, schema: { body: ZClearNotificationsRequest } },
    async (req) => {
      const { siteId, user } = authed(req);
      await repo.clear(siteId, user.id, req.body.notificationsIds);
      return { status: true, newNotifications: await listFor(siteId, user.id) };
    },
  );

  app.patch<{ Body: { notificationsId: string } }>(
    '/api/clear-single-notifications',
    { preHandler: guard, schema: { body: ZClearSingleNotificationRequest } },
    async (req) => {
      const { siteId, user } = authed(req);
      await repo.clear(siteId, user.id, [req.body.notificationsId]);
      return { status: true, newNotifications: await listFor(siteId, user.id) };
    },
  );
}
