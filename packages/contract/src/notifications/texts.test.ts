import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_OF_ACTION } from './email.ts';
import { NOTIFICATION_TEXTS, notificationText, notificationTranslation } from './texts.ts';

describe('notification texts', () => {
  it('fill in the words of their occasion', () => {
    expect(notificationText('new_message', { name: 'Wren Writer' })).toBe('Wren Writer sent you a new message.');
    expect(notificationText('revision_rejected', { reason: 'Fix the dates.' })).toBe('Your draft was rejected: Fix the dates.');
    expect(notificationText('due_date_set')).toBe('Your writer set a due date for your order.');
  });

  it('cover every action that sends an e-mail', () => {
    for (const action of Object.keys(EMAIL_KIND_OF_ACTION)) expect(NOTIFICATION_TEXTS).toHaveProperty(action);
  });

  it('are translated only with every word their text needs, and only for a known action', () => {
    expect(notificationTranslation('new_message', { name: 'Wren' })).toEqual({ action: 'new_message', params: { name: 'Wren' } });
    expect(notificationTranslation('new_message', undefined)).toBeNull();
    expect(notificationTranslation('due_date_set', undefined)).toEqual({ action: 'due_date_set', params: {} });
    expect(notificationTranslation('something_else', {})).toBeNull();
    expect(notificationTranslation(undefined, {})).toBeNull();
    expect(notificationTranslation('toString', {})).toBeNull();
  });
});
