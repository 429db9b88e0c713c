import type { MessageKey } from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import en from '../locales/en.json';
import { ApiError } from './api-error.ts';

/**
 * The server sends the spec's English texts (contract messages.ts); the web app
 * shows them in the interface language by looking their key up. en.json holds
 * every contract message verbatim (locales.test.ts checks it), so the contract's
 * copy of the texts need not ship to the browser.
 */
const KEY_BY_TEXT = new Map<string, string>(Object.entries(en.messages as Record<string, string>).map(([key, text]) => [text, `messages.${key}`]));

/** Validation texts written in the contract's zod schemas. */
const VALIDATION_KEYS: Record<string, string> = {
  'Enter a valid email': 'validation.email',
  'Password is required': 'validation.passwordRequired',
  'Enter First Name': 'validation.firstName',
  'Enter Last name': 'validation.lastName',
  'Use at least 8 characters': 'validation.passwordMin',
};

/** A contract text by its key, in English as the server writes it (from en.json, which holds them all verbatim). */
export const serverText = (key: MessageKey): string => (en.messages as Record<string, string>)[key] ?? key;

export function messageKeyOf(text: string): string | undefined {
  return KEY_BY_TEXT.get(text) ?? VALIDATION_KEYS[text];
}

/** A known text in the interface language; an unknown one as the server wrote it. */
export function translateText(t: TFunction, text: string | undefined): string {
  if (!text) return t('messages.pleaseTryAgainLater');
  const key = messageKeyOf(text);
  // A text the contract gained after the locales were last updated still shows, in English.
  return key ? t(key, { defaultValue: text }) : text;
}

/**
 * A server text in the interface language by its key (`code` of an error body or chat refusal); a key this
 * build does not know shows the server's English text.
 */
export function codeText(t: TFunction, code: string | undefined, text?: string): string {
  if (!code) return text || t('messages.pleaseTryAgainLater');
  return t(`messages.${code}`, { defaultValue: text || t('messages.pleaseTryAgainLater') });
}

/** What to show for a failed call or an unexpected exception: translated by the error's code. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return codeText(t, error.code, error.message);
  return t('messages.pleaseTryAgainLater');
}

/** A form field's error in the interface language (react-hook-form FieldError). */
export function fieldErrorText(t: TFunction, error: { message?: string } | undefined): string | undefined {
  return error?.message ? translateText(t, error.message) : undefined;
}
