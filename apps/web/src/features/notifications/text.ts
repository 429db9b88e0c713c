import { notificationTranslation, type TNotification } from '@draftdesk/contract';
import type { TFunction } from 'i18next';

/** The notification's text in the reader's language, by its action; as stored when it cannot be. */
export function notificationTextOf(t: TFunction, notification: TNotification): string {
  const said = notificationTranslation(notification.data?.action, notification.data?.params);
  return said ? t(`notifications.text.${said.action}`, { ...said.params, defaultValue: notification.contant }) : notification.contant;
}
