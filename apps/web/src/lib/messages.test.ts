import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { MESSAGES } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, timeoutError, toApiError } from './api-error.ts';
import { codeText, errorText } from './messages.ts';

// Error bodies and chat refusals name their text by its key in messages.ts (`code`): the app translates by it.
const LANGUAGES = ['en', 'de', 'es', 'it', 'ru', 'th'] as const;
const catalogue = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../locales/${language}.json`, import.meta.url)), 'utf8')) as { messages: Record<string, string> };

async function tIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: false, resources: { [language]: { translation: catalogue(language) } } });
  return i18n.t;
}

describe('error codes', () => {
  it.each(LANGUAGES)('every code (every key of messages.ts) is translated in %s', (language) => {
    const messages = catalogue(language).messages;
    const english = catalogue('en').messages;
    const missing = Object.keys(MESSAGES).filter((code) => !messages[code]?.trim());
    expect(missing, `codes without a text in ${language}.json`).toEqual([]);
    if (language !== 'en') {
      const untranslated = Object.keys(MESSAGES).filter((code) => messages[code] === english[code]);
      expect(untranslated, `codes still in English in ${language}.json`).toEqual([]);
    }
  });

  it('translates a failed call by its code, not by its English text', async () => {
    const t = await tIn('de');
    const error = toApiError(401, { code: 'emailOrPasswordIncorrect', message: 'A reworded English text', requestId: 'r1' });
    expect(error.code).toBe('emailOrPasswordIncorrect');
    expect(errorText(t, error)).toBe(catalogue('de').messages.emailOrPasswordIncorrect);
  });

  it('keeps each field code of a validation failure', () => {
    const error = toApiError(400, {
      code: 'validationFailed',
      message: MESSAGES.validationFailed,
      errors: { email: 'Enter a valid email' },
      fieldCodes: { email: 'fieldInvalidEmail' },
    });
    expect(error.fieldCodes).toEqual({ email: 'fieldInvalidEmail' });
    expect(error.errors).toEqual({ email: 'Enter a valid email' });
  });

  it('shows the server text for a code this build does not know, and the fallback for an answer without one', async () => {
    const t = await tIn('ru');
    expect(errorText(t, new ApiError(409, 'Something new happened.', {}, undefined, 'somethingNew'))).toBe('Something new happened.');
    expect(errorText(t, toApiError(502, '<html>Bad gateway</html>'))).toBe(catalogue('ru').messages.pleaseTryAgainLater);
    expect(errorText(t, timeoutError())).toBe(catalogue('ru').messages.timeout);
    expect(codeText(t, 'chatReadOnly')).toBe(catalogue('ru').messages.chatReadOnly);
  });
});
