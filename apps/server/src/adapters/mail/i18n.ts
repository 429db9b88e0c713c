import i18next, { type TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@draftdesk/contract';
import type { ResolvedSite } from '../../lib/context.ts';
import de from '../../locales/mail/de.json';
import en from '../../locales/mail/en.json';
import es from '../../locales/mail/es.json';
import it from '../../locales/mail/it.json';
import ru from '../../locales/mail/ru.json';
import th from '../../locales/mail/th.json';

export const MAIL_CATALOGUES: Record<TLanguage, Record<string, unknown>> = { en, de, es, it, ru, th };

const isLanguage = (value: unknown): value is TLanguage => typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** The recipient's own language, else the site's default language, else English (docs/decisions.md). */
export function mailLanguage(userLanguage: string | null | undefined, site: ResolvedSite | null | undefined): TLanguage {
  if (isLanguage(userLanguage)) return userLanguage;
  const siteDefault = site?.settings?.defaultLanguage;
  return isLanguage(siteDefault) ? siteDefault : 'en';
}

const mailI18n = i18next.createInstance();
// All catalogues are bundled, so initialisation is synchronous.
void mailI18n.init({
  resources: Object.fromEntries(Object.entries(MAIL_CATALOGUES).map(([language, mail]) => [language, { mail }])),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  // brandedMail escapes the HTML itself; the plain-text part needs the raw text.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export type MailT = TFunction;

/** A `t()` for one e-mail's language. */
export function mailT(language: TLanguage): MailT {
  return mailI18n.getFixedT(language, 'mail');
}

/** "Hello Casey," or its wording without a name. */
export function greeting(t: MailT, firstName: string): string {
  return firstName ? t('greeting', { name: firstName }) : t('greetingNoName');
}

const INTL_LOCALE: Record<TLanguage, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', th: 'th-TH' };

/** A date as the language writes it (Thai counts years in the Buddhist era, as its readers expect). */
export function longDate(date: Date, language: TLanguage): string {
  return date.toLocaleDateString(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' });
}
