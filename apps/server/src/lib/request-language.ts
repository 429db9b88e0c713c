import { SUPPORTED_LANGUAGES, type TLanguage } from '@draftdesk/contract';

/** The reader's language as the request states it (Accept-Language: the portal sends the one chosen in it). */
export function requestLanguage(header: string | undefined): TLanguage | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(tag)) return tag as TLanguage;
  }
  return null;
}
