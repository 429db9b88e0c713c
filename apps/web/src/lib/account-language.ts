import type { TLanguage } from '@draftdesk/contract';
import { api } from './api.ts';

/**
 * PATCH /api/profile/language: the account's language, which the server's
 * e-mails speak. Fire and forget: the switch itself already happened in this
 * browser, so a failed save stays silent (no toast) and the next switch retries.
 */
export function saveAccountLanguage(language: TLanguage): void {
  api.patch('/api/profile/language', { language }, { on401: 'throw' }).catch(() => {});
}
