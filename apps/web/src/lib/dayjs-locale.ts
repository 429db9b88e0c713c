import type { Language } from './i18n.ts';

const locales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
  th: () => import('dayjs/locale/th'),
};

/** dayjs's locale for a language other than English (built into dayjs): lib/i18n.ts loads it with the texts. */
export function loadDayjsLocale(language: Exclude<Language, 'en'>): Promise<unknown> {
  return locales[language]();
}
