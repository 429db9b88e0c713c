import i18next from 'i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@draftdesk/contract';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import it from './it.json';
import ru from './ru.json';
import th from './th.json';

// The texts the review's report is written in, one catalogue per language the visitor may speak. Resume text the
// report quotes is never translated: the checks put it beside these texts, never through them.

export const ENGINE_CATALOGUES: Record<TLanguage, Record<string, unknown>> = { en, de, es, it, ru, th };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A text's key in en.json, plural forms named by their base ('ats.readable' for ats.readable_one and _other). */
export type EngineTextKey = WithoutPlural<Leaves<typeof en>>;

/** A text in one language; `count` picks the plural form. */
export type EngineT = (key: EngineTextKey, values?: Record<string, string | number>) => string;

const engineI18n = i18next.createInstance();
// All catalogues are bundled, so initialisation is synchronous.
void engineI18n.init({
  resources: Object.fromEntries(Object.entries(ENGINE_CATALOGUES).map(([language, engine]) => [language, { engine }])),
  ns: ['engine'],
  defaultNS: 'engine',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  // Only numbers, the catalogue's own words and the engine's own markup are interpolated, never resume text.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

// One fixed t() per language, made once: the engine asks for one per check.
const FIXED = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const t = engineI18n.getFixedT(language, 'engine');
    const fixed: EngineT = (key, values) => t(key, values);
    return [language, fixed];
  }),
) as Record<TLanguage, EngineT>;

/** A `t()` for the report's language (English when none is given). */
export function engineT(language: TLanguage = 'en'): EngineT {
  return FIXED[language] ?? FIXED.en;
}

/** Names joined as the language lists them ('Education, Skills and Summary'). */
export function listOf(t: EngineT, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('list.last', { items: items.slice(0, -1).join(t('list.separator')), last: items[items.length - 1] });
}
