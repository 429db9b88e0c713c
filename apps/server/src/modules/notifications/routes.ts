import type { FastifyInstance } from 'fastify';
import { ZClearNotificationsRequest, ZClearSingleNotificationRequest, type TNotification } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import type { NotificationRow } from './repo.ts';

export function presentNotification(n: NotificationRow): TNotification {
  return { _id: n.id, order_id: n.orderId, contant: n.contant, createdAt: n.createdAt.toISOString(), data: n.data };
}

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const repo = deps.repos.notifications;
  // Reviewers have no bell (spec 03 §6).
  const guard = guarded(app, deps.sessions.require('user', 'writer', 'admin'), 'preHandler');
  const listFor = async (siteId: string, userId: string) => (await repo.list(siteId, userId)).map(presentNotification);

  guard.get('/api/notifications', {}, async (req, ctx) => {
    const { siteId, user } = ctx;
    return { status: true, notifications: await listFor(siteId, user.id) };
  });

  guard.patch<{ Body: { notificationsIds: string[] } }>('/api/clear-notifications', { schema: { body: ZClearNotificationsRequest } }, async (req, ctx) => {
    const { siteId, user } = ctx;
    await repo.clear(siteId, user.id, req.body.notificationsIds);
    return { status: true, newNotifications: await listFor(siteId, user.id) };
  });

  guard.patch<{ Body: { notificationsId: string } }>(
    '/api/clear-single-notifications',
    { schema: { body: ZClearSingleNotificationRequest } },
    async (req, ctx) => {
      const { siteId, user } = ctx;
      await repo.clear(siteId, user.id, [req.body.notificationsId]);
      return { status: true, newNotifications: await listFor(siteId, user.id) };
    },
  );
}
