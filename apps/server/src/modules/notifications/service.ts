import { EMAIL_KIND_OF_ACTION, notificationText, type TNotificationAction, type TNotificationParams } from '@draftdesk/contract';
import { publishAfterCommit } from '../../adapters/realtime/index.ts';
import type { Db } from '../../db/client.ts';
import { notificationsRepo, type NotificationRow } from './repo.ts';

/** Who a notification is from, as the bell shows it; a system sender has a name only. */
export interface NotifySender {
  profileImg: string;
  firstName: string;
  lastName: string;
}

export interface NotifyInput {
  siteId: string;
  userId: string;
  /** The order, or 'invoices', 'chat' (a writer's chat with the admins), 'chat:{writerId}' (an admin's). */
  orderId: string;
  /** What happened: it decides the text (NOTIFICATION_TEXTS) and the e-mail (EMAIL_KIND_OF_ACTION). */
  action: TNotificationAction;
  /** The words the text takes from its occasion; kept so the bell and the e-mails can say it in the reader's language. */
  params?: TNotificationParams;
  sender: NotifySender;
}

/**
 * DESIGN §5: every event that tells someone something goes through here. The
 * row is written in the caller's transaction; once it commits, the bus pushes
 * it to the user's open sockets (the bell updates live) and, when the action
 * has an e-mail kind, one instance claims and sends the e-mail.
 */
export async function notify(tx: Db, n: NotifyInput): Promise<NotificationRow> {
  const emailKind = EMAIL_KIND_OF_ACTION[n.action] ?? null;
  const row = await notificationsRepo(tx).create({
    siteId: n.siteId,
    userId: n.userId,
    orderId: n.orderId,
    contant: notificationText(n.action, n.params),
    data: {
      senderImg: n.sender.profileImg,
      senderName: `${n.sender.firstName} ${n.sender.lastName}`.trim(),
      senderPrefName: n.sender.firstName,
      action: n.action,
      ...(n.params ? { params: n.params } : {}),
    },
    emailKind,
  });
  await publishAfterCommit(tx, { k: 'notification', id: row.id, userId: n.userId, mail: emailKind !== null });
  return row;
}
