import { SUPPORTED_LANGUAGES, ZUnreadableReason, type TCritiqueReport, type TLanguage } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import type { ResumeDocument, ResumeLine, ResumeSection, ResumeSectionKey } from '../src/modules/critiques/engine/document.ts';
import { analyse } from '../src/modules/critiques/engine/index.ts';
import { ENGINE_CATALOGUES } from '../src/modules/critiques/engine/texts/index.ts';

// The review's texts in every language the visitor may speak: complete catalogues, and resume text quoted as written.

const UNREADABLE_REASONS = ZUnreadableReason.options;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** A catalogue's texts by base key, plural forms ('_one', '_other') grouped under it. */
function texts(language: TLanguage): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flatten(ENGINE_CATALOGUES[language] as Tree)) {
    const base = key.replace(PLURAL, '');
    const form = PLURAL.exec(key)?.[1] ?? '';
    out.set(base, (out.get(base) ?? new Map<string, string>()).set(form, text));
  }
  return out;
}

/** The plural forms whole numbers need in a language (ru: one, few, many; th: other), plus `other`, i18next's fallback. */
function pluralForms(language: TLanguage): string[] {
  const rules = new Intl.PluralRules(language);
  const forms = new Set(['other']);
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return [...forms].sort();
}

const english = texts('en');

describe('review texts: catalogues', () => {
  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, with the same placeholders', (language) => {
    const other = texts(language);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, forms] of english) {
      const want = placeholders([...forms.values()][0]).join();
      for (const [form, text] of other.get(key) ?? []) {
        expect(text, `${language} ${key}${form && `_${form}`}`).not.toBe('');
        expect(placeholders(text).join(), `placeholders of ${language} ${key}${form && `_${form}`}`).toBe(want);
      }
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s has the plural forms its numbers need', (language) => {
    const want = pluralForms(language);
    for (const [key, forms] of texts(language)) {
      if (english.get(key)?.has('')) expect([...forms.keys()], key).toEqual(['']);
      else expect([...forms.keys()].sort(), key).toEqual(want);
    }
  });

  it('writes no markup: the engine adds it, around the texts', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const marked = [...flatten(ENGINE_CATALOGUES[language] as Tree)].filter(([, text]) => /[<>&]/.test(text));
      expect(marked, language).toEqual([]);
    }
  });
});

function line(raw: string): ResumeLine {
  const bullet = raw.startsWith('• ');
  const heading = raw.startsWith('# ');
  const text = bullet || heading ? raw.slice(2) : raw;
  return { text, page: 1, x: bullet ? 60 : 50, y: 0, size: 11, bold: heading, bullet, heading };
}

function doc(sections: [ResumeSectionKey, string, string[]][]): ResumeDocument {
  const built: ResumeSection[] = sections.map(([key, heading, lines]) => ({
    key,
    heading,
    lines: [...(heading ? [line(`# ${heading}`)] : []), ...lines.map((l) => line(l))],
  }));
  return { pages: 1, lines: built.flatMap((s) => s.lines), sections: built, textLayer: true, unreadable: null };
}

const LONG_SENTENCE = 'In this role I managed the regional accounts and worked closely with the sales team on renewals.';
const QUANTIFIED = 'Managed the office supplies for 3 floors & the <annex>';

// Most checks fail: every kind of text, singular and plural, with quotes to keep.
const weakResume = doc([
  ['contact', '', ['john@example.org', 'Phone: +82 10-9030-1843']],
  ['summary', 'About Me', ['I am a hard-working team player and results-driven self-starter.']],
  [
    'experience',
    'Experience',
    [
      'Office Assistant, Smith & Co — 2015 – 2018',
      '• Responsible for managing the team calendar',
      '• Helped with various reports that were really very important for the managers',
      '• Reports were prepared by me every week',
      `• ${QUANTIFIED}`,
      '• Manages the front desk',
      '• Managed the mail room',
      '• Managed vendor relationships and renewals, negotiating contracts, chasing invoices and coordinating deliveries with suppliers, finance and facilities teams across three sites while keeping the office running smoothly for everyone on every floor of the building',
      LONG_SENTENCE,
      'I was also responsible for the onboarding of new clients and the quarterly reporting to the board.',
    ],
  ],
  ['skills', 'Skills', ['Excel']],
]);

/** Every text of a report a visitor reads, in a fixed order. */
function reportTexts(report: TCritiqueReport): string[] {
  const { structure_section: s, impact_and_experience_section: i, language_section: l, ats_section: a } = report;
  const language = Object.entries(l).flatMap(([, check]) => (Array.isArray(check) ? [] : [check.report_text]));
  return [s.use_of_bullets_check.report_text, s.missing_sections_check.report_text, i.impact_check.report_text, ...language, a.report_text];
}

describe('review texts: a report', () => {
  const US = { defaultCountry: 'US' };
  const en = analyse(weakResume, { ...US, language: 'en' });

  it('in English is the report without a language', () => {
    expect(analyse(weakResume, US)).toEqual(en);
  });

  it.each(['de', 'ru'] as const)('in %s is translated, quotes and all else kept', (language) => {
    const report = analyse(weakResume, { ...US, language });
    const translated = reportTexts(report);
    const english = reportTexts(en);
    translated.forEach((text, index) => {
      expect(text).not.toBe(english[index]);
      expect(text).not.toContain('{{');
      expect(text).not.toMatch(/^[a-z]+(?:\.[a-z_]+)+$/i);
    });
    // Only the words change: the verdicts, quotes and numbers are the English report's.
    const strip = (r: TCritiqueReport) => JSON.parse(JSON.stringify(r, (key, value: unknown) => (key === 'report_text' ? undefined : value))) as unknown;
    expect(strip(report)).toEqual(strip(en));
    expect(report.structure_section.use_of_bullets_check.bullet_point_sentence).toContain(LONG_SENTENCE);
    const impact = report.impact_and_experience_section.impact_check.report_text;
    expect(impact).toContain('<q>Managed the office supplies for 3 floors &#38; the &#60;annex&#62;</q>');
    expect(impact).toContain('<q>Responsible for managing the team calendar</q>');
    expect(impact).toContain('<strong>');
  });

  it('names the missing sections in the language', () => {
    const missing = (language: TLanguage) => analyse(weakResume, { ...US, language }).structure_section.missing_sections_check.report_text;
    expect(missing('en')).toContain('We could not find this section: Education.');
    expect(missing('de')).toContain('Ausbildung');
    expect(missing('ru')).toContain('«Образование»');
    const bare = doc([['experience', 'Experience', ['Clerk — 2019', '• Filed 200 records a day']]]);
    expect(analyse(bare, { ...US, language: 'es' }).structure_section.missing_sections_check.report_text).toContain('Resumen, Formación y Habilidades');
  });

  it('picks Russian plural forms by the number', () => {
    const skills = (list: string) =>
      analyse(
        doc([
          ['contact', '', ['Jane Doe']],
          ['skills', 'Skills', [list]],
        ]),
        { ...US, language: 'ru' },
      ).ats_section.report_text;
    expect(skills('Excel')).toContain('1 профессиональный навык.');
    expect(skills('Excel, Python')).toContain('2 профессиональных навыка.');
    expect(skills('Excel, Python, SQL, Docker, AWS')).toContain('5 профессиональных навыков.');
  });

  it.each(SUPPORTED_LANGUAGES)('explains every reason a document is unreadable in %s', (language) => {
    const seen = new Set<string>();
    for (const reason of UNREADABLE_REASONS) {
      const report = analyse({ pages: 0, lines: [], sections: [], textLayer: false, unreadable: reason }, { ...US, language });
      const text = report.ats_section.report_text;
      expect(text).not.toBe(`unreadable.${reason}`);
      expect(text).toBe(flatten(ENGINE_CATALOGUES[language] as Tree).get(`unreadable.${reason}`));
      expect(report.impact_and_experience_section.impact_check.report_text).toBe(`<p>${text}</p>`);
      expect(reportTexts(report).slice(0, 2)).toEqual([text, text]);
      if (language !== 'en') expect(text).not.toBe(flatten(ENGINE_CATALOGUES.en as Tree).get(`unreadable.${reason}`));
      seen.add(text);
    }
    expect(seen.size).toBe(UNREADABLE_REASONS.length);
  });
});
