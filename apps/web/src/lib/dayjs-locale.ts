/** The app's languages but English (lib/i18n.ts's LANGUAGES), written out so that this chunk does not import i18n. */
type DayjsLanguage = 'de' | 'es' | 'it' | 'ru' | 'th';

const locales: Record<DayjsLanguage, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
  th: () => import('dayjs/locale/th'),
};

/** dayjs's locale for a language other than English (built into dayjs): lib/i18n.ts loads it with the texts. */
export function loadDayjsLocale(language: DayjsLanguage): Promise<unknown> {
  return locales[language]();
}
