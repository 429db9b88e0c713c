import { z } from 'zod';

export const ZNotification = z.object({
  _id: z.string(),
  order_id: z.string(),
  contant: z.string(),
  createdAt: z.string(),
  data: z.object({
    senderImg: z.string(),
    senderName: z.string(),
    senderPrefName: z.string(),
    action: z.string(),
    /** The words the text takes from its occasion (TNotificationParams), for translating it by action. */
    params: z.record(z.string(), z.string()).optional(),
  }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsResponse = z.object({ status: z.boolean(), notifications: z.array(ZNotification) });
export const ZClearNotificationsRequest = z.object({ notificationsIds: z.array(z.string().min(1).max(64)).max(500) }).strict();
export const ZClearSingleNotificationRequest = z.object({ notificationsId: z.string().min(1).max(64) }).strict();
export const ZClearNotificationsResponse = z.object({ status: z.boolean(), newNotifications: z.array(ZNotification) });

export { ADMIN_ORDER_PREFIX, BOARD_PREFIX, notificationLink } from './notification-link.ts';
