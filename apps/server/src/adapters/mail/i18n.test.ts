import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, SUPPORTED_LANGUAGES } from '@draftdesk/contract';
import { MAIL_CATALOGUES, longDate, mailLanguage, mailT } from './i18n.ts';
import type { ResolvedSite } from '../../lib/context.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key as a dotted path. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
/** Plural keys by their base, with the plural forms each has. */
function pluralForms(all: string[]) {
  const forms = new Map<string, Set<string>>();
  for (const key of all) {
    const m = PLURAL.exec(key);
    if (m) forms.set(key.replace(PLURAL, ''), (forms.get(key.replace(PLURAL, '')) ?? new Set()).add(m[1]));
  }
  return forms;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = keys(MAIL_CATALOGUES.en);
const site = (defaultLanguage?: string) => ({ settings: defaultLanguage === undefined ? null : { defaultLanguage } }) as unknown as ResolvedSite;

describe('mail catalogues', () => {
  it('say every notification action, in English as the server stores it', () => {
    expect(MAIL_CATALOGUES.en.notificationText).toEqual(NOTIFICATION_TEXTS);
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en.json, with every plural form its language needs', (language) => {
    const own = keys(MAIL_CATALOGUES[language]);
    // Plural keys differ by language (Russian has four forms, Thai one): compared by their base.
    expect(new Set(own.map((k) => k.replace(PLURAL, '')))).toEqual(new Set(en.map((k) => k.replace(PLURAL, ''))));
    expect(own.filter((k) => !PLURAL.test(k)).sort()).toEqual(en.filter((k) => !PLURAL.test(k)).sort());
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [base, forms] of pluralForms(own)) {
      expect([...forms].sort(), `${language} ${base}`).toEqual([...needed].sort());
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s answers every key with a text of its own', (language) => {
    const t = mailT(language);
    for (const base of new Set(en.map((k) => k.replace(PLURAL, '')))) {
      for (const count of [1, 2, 5]) {
        const text = t(base, { count, lng: language });
        expect(text, `${language} ${base}`).not.toBe('');
        expect(text, `${language} ${base}`).not.toBe(base);
      }
    }
  });

  it('keeps the placeholders of each English text', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const catalogue = MAIL_CATALOGUES[language];
      for (const key of keys(catalogue)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
        const enKey = PLURAL.test(key) ? en.find((k) => k.replace(PLURAL, '') === key.replace(PLURAL, '') && k.endsWith('_other'))! : key;
        const enText = enKey.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MAIL_CATALOGUES.en) as string;
        // A singular form may spell the number out ("1 unread message") instead of {{count}}.
        const expected = placeholders(enText).filter((p) => p !== 'count');
        expect(
          placeholders(text).filter((p) => p !== 'count'),
          `${language} ${key}`,
        ).toEqual(expected);
      }
    }
  });
});

describe('mailLanguage', () => {
  it("takes the user's language, else the site's default, else English; unknown codes fall back", () => {
    expect(mailLanguage('de', site('es'))).toBe('de');
    expect(mailLanguage(null, site('es'))).toBe('es');
    expect(mailLanguage('fr', site('th'))).toBe('th');
    expect(mailLanguage(undefined, site('fr'))).toBe('en');
    expect(mailLanguage(null, site())).toBe('en');
    expect(mailLanguage(null, null)).toBe('en');
  });
});

describe('longDate', () => {
  it('writes the date as the language does', () => {
    const d = new Date('2026-03-05T00:00:00Z');
    expect(longDate(d, 'en')).toBe('March 5, 2026');
    expect(longDate(d, 'de')).toBe('5. März 2026');
    expect(longDate(d, 'th')).toContain('2569');
  });
});
