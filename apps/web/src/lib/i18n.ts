import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { STORAGE_KEYS, storage } from './storage.ts';

// The same six as the contract's SUPPORTED_LANGUAGES (the e-mails' languages), written out: the contract would weigh on /login.
export const LANGUAGES = ['en', 'de', 'es', 'it', 'ru', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

// English ships with the entry chunk; other languages load on demand.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>> = {
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  it: () => import('../locales/it.json'),
  ru: () => import('../locales/ru.json'),
  th: () => import('../locales/th.json'),
};

/**
 * Feature namespaces (locales/<namespace>/<language>.json) load with the pages
 * that use them, in every language, so their texts never weigh on /login.
 */
const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
export const CUSTOMER_NS = 'customer';
/** Writer and reviewer pages: keys keep their `writer.` prefix inside the namespace. */
export const WRITER_NS = 'writer';
/** Checkout and payment screens (checkout, new order, invoices, tip): keys keep their `checkout.` prefix. */
export const CHECKOUT_NS = 'checkout';
/** The chat (order chat, /chat). */
export const CHAT_NS = 'chat';
/** The admin's screens (site settings, draft approvals): keys keep their `admin.` prefix. */
export const ADMIN_NS = 'admin';

function readNamespace(language: string, namespace: string, callback: ReadCallback) {
  const load = namespaceLoaders[`../locales/${namespace}/${language}.json`];
  if (!load) {
    callback(null, {});
    return;
  }
  load()
    .then((module) => callback(null, module.default))
    .catch((error: Error) => callback(error, null));
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace !== 'translation') {
      readNamespace(language, namespace, callback);
      return;
    }
    if (language === 'en' || !isLanguage(language)) {
      callback(null, language === 'en' ? en : {});
      return;
    }
    // dayjs's locale (lib/format.ts formats dates with it) loads with the texts, so that no page and no change of
    // language shows dates in another language; one import here rather than five keeps /login's entry light.
    const other = language as Exclude<Language, 'en'>;
    Promise.all([loaders[other](), import('./dayjs-locale.ts').then((m) => m.loadDayjsLocale(other))])
      .then(([module]) => callback(null, module.default as Record<string, unknown>))
      .catch((error: Error) => callback(error, null));
  },
};

/**
 * The visitor's language: an explicit choice in the language switcher (remembered), else the first of the browser's
 * languages that we have, else English (the site's default may apply later: applySiteDefaultLanguage). Ten lines
 * here instead of i18next-browser-languagedetector's 6 kB on every first load.
 */
function detectLanguage(): Language {
  const chosen = storage.get(STORAGE_KEYS.language);
  if (isLanguage(chosen)) return chosen;
  // Unit tests import this module outside a browser.
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return browser.map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage) ?? 'en';
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    // A feature namespace's t() also finds the shared texts (messages.*, common.*).
    fallbackNS: 'translation',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The language switcher: remember the choice at once (a page left while its texts load keeps it), then switch. */
export async function chooseLanguage(language: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

/**
 * The site's default language applies when the visitor has made no choice and
 * the browser asks for none of ours.
 */
export function applySiteDefaultLanguage(siteDefault: string | undefined): void {
  if (!isLanguage(siteDefault) || isLanguage(storage.get(STORAGE_KEYS.language))) return;
  const browser = (navigator.languages ?? [navigator.language]).map((l) => l.slice(0, 2).toLowerCase());
  if (browser.some(isLanguage)) return;
  if (i18n.resolvedLanguage !== siteDefault) void i18n.changeLanguage(siteDefault);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}
