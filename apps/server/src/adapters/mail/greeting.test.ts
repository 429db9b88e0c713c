import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@draftdesk/contract';
import { greeting, mailT } from './i18n.ts';

// Issue 15: 'Hello Casey, Your writer...' read as one broken sentence. The greeting is a line of its own, and what
// follows it starts a sentence (upper case where the script has case).
const BODIES = ['notification.body', 'chat.body', 'welcome.body', 'receipt.body'] as const;

describe('the greeting of every e-mail', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: stands alone, and the text after it starts a sentence', (language) => {
    const t = mailT(language);
    const hello = greeting(t, 'Casey');
    for (const key of BODIES) {
      const body = t(key, {
        greeting: hello,
        text: t('notificationText.due_date_set'),
        due: '',
        package: 'Resume',
        order: '#1',
        senders: 'Wren',
        about: 'x',
        latest: 'y',
        lines: 'z',
      });
      const [first, rest] = body.split('\n\n');
      expect(first, `${language} ${key}`).toBe(hello);
      const initial = rest.charAt(0);
      expect(initial, `${language} ${key}: ${rest}`).toBe(initial.toLocaleUpperCase(language));
    }
  });
});
