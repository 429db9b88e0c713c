import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** A passing message (a toast) whose close button is labelled in the interface language. */
export function notify(t: TFunction, color: 'red' | 'green', message: string, title?: string) {
  notifications.show({ color, message, title, closeButtonProps: { 'aria-label': t('boards.closeMessage', { ns: 'boards' }) } });
}
