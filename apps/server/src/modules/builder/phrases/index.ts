import type { TLanguage } from '@draftdesk/contract';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import type { PhraseBank } from './types.ts';

export type { PhraseBank, RoleBank } from './types.ts';

/** The assistant's phrase bank in each language the portal speaks. */
export const PHRASE_BANKS: Record<TLanguage, PhraseBank> = { en, de, es, it, ru, th };
