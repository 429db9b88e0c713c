import type { TNotification } from '@draftdesk/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { notificationTextOf } from './text.ts';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, de: { translation: de } }, lng: 'de', fallbackLng: 'en', interpolation: { escapeValue: false } });
const t = i18n.getFixedT('de');

const stored = (contant: string, action: string, params?: Record<string, string>): TNotification => ({
  _id: 'n1',
  order_id: 'o1',
  contant,
  createdAt: '2026-11-21T10:00:00.000Z',
  data: { senderImg: '', senderName: 'Wren Writer', senderPrefName: 'Wren', action, ...(params ? { params } : {}) },
});

describe('a notification in the bell', () => {
  it('is said in the reader’s language, with the words of its occasion', () => {
    expect(notificationTextOf(t, stored('Your writer set a due date for your order.', 'due_date_set'))).toBe(
      'Ihr Autor hat ein Fälligkeitsdatum für Ihren Auftrag festgelegt.',
    );
    expect(notificationTextOf(t, stored('Wren Writer sent you a new message.', 'new_message', { name: 'Wren Writer' }))).toBe(
      'Wren Writer hat Ihnen eine neue Nachricht gesendet.',
    );
    expect(notificationTextOf(t, stored('Your draft was rejected: <b>dates</b>', 'revision_rejected', { reason: '<b>dates</b>' }))).toBe(
      'Ihr Entwurf wurde abgelehnt: <b>dates</b>',
    );
  });

  it('is shown as stored when it cannot be translated', () => {
    expect(notificationTextOf(t, stored('Casey sent you a new message.', 'new_message'))).toBe('Casey sent you a new message.');
    expect(notificationTextOf(t, stored('Something else happened.', 'something_else'))).toBe('Something else happened.');
  });
});
