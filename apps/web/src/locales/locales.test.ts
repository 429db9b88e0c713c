import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPERIENCE_LEVELS, INDUSTRIES, MESSAGES, NOTIFICATION_TEXTS, SUPPORTED_LANGUAGES } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(here, '..');
const LANGUAGES = ['en', 'de', 'es', 'it', 'ru', 'th'] as const;

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace?: string): Tree {
  const file = namespace ? join(here, namespace, `${language}.json`) : join(here, `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const en = flatten(load('en'));
/** Feature namespaces (lib/i18n.ts): locales/<namespace>/<language>.json, loaded with their pages. */
const NAMESPACES = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('languages', () => {
  it('are the ones the server saves for e-mails (PATCH /api/profile/language)', () => {
    expect([...LANGUAGES]).toEqual([...SUPPORTED_LANGUAGES]);
    const i18nSource = readFileSync(join(srcDir, 'lib', 'i18n.ts'), 'utf8');
    expect(i18nSource).toContain(`export const LANGUAGES = [${SUPPORTED_LANGUAGES.map((l) => `'${l}'`).join(', ')}] as const;`);
  });
});

describe('locales', () => {
  const files = LANGUAGES.filter((l) => l !== 'en').flatMap((language) => [[language, 'shared'], ...NAMESPACES.map((namespace) => [language, namespace])]) as [
    string,
    string,
  ][];
  it.each(files)('%s (%s texts) has every English key, with the same placeholders', (language, texts) => {
    const namespace = texts === 'shared' ? undefined : texts;
    const en = flatten(load('en', namespace));
    const other = flatten(load(language, namespace));
    const missing = [...en.keys()].filter((key) => !other.get(key)?.trim());
    expect(missing, `keys missing from ${language}.json`).toEqual([]);
    const extra = [...other.keys()].filter((key) => !en.has(key));
    expect(extra, `keys in ${language}.json that en.json does not have`).toEqual([]);
    const mismatched = [...en.entries()].filter(([key, text]) => placeholders(text).join() !== placeholders(other.get(key) ?? '').join()).map(([key]) => key);
    expect(mismatched, `placeholders differ in ${language}.json`).toEqual([]);
  });

  it('keeps the spec texts of the contract word for word in English', () => {
    const stale = Object.entries(MESSAGES)
      .filter(([key, text]) => en.get(`messages.${key}`) !== text)
      .map(([key, text]) => `messages.${key}: ${JSON.stringify(text)}`);
    expect(stale, 'contract messages.ts entries to copy into en.json (and translate in the other five)').toEqual([]);
  });

  it('says every notification action, in English as the server stores it', () => {
    const stale = Object.entries(NOTIFICATION_TEXTS)
      .filter(([action, text]) => en.get(`notifications.text.${action}`) !== text)
      .map(([action]) => action);
    expect(stale, 'contract NOTIFICATION_TEXTS entries to copy into en.json (and translate in the other five)').toEqual([]);
    expect([...en.keys()].filter((key) => key.startsWith('notifications.text.')).length).toBe(Object.keys(NOTIFICATION_TEXTS).length);
  });

  it('has an English text for every key the source code names', () => {
    const keyPattern = /['"`]((?:app|common|languages|titles|nav|topbar|footer|notifications|auth|profile|validation|messages)\.[A-Za-z0-9_.]+)['"`]/g;
    const missing = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
        if (!en.has(match[1])) missing.add(`${match[1]} (${file.slice(srcDir.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has an English text for every key of the customer namespace the source code names', () => {
    const customer = flatten(load('en', 'customer'));
    const topLevel = [...new Set([...customer.keys()].map((key) => key.split('.')[0]))];
    expect(
      topLevel.filter((key) => [...en.keys()].some((k) => k.startsWith(`${key}.`))),
      'namespace keys that shadow shared ones',
    ).toEqual([]);
    const keyPattern = new RegExp(`['"\`]((?:${topLevel.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
    const missing = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
        if (!customer.has(match[1])) missing.add(`${match[1]} (${file.slice(srcDir.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('labels every industry and experience level of the contract', async () => {
    const customer = flatten(load('en', 'customer'));
    const { experienceKey, industryKey } = await import('../features/orders/labels.ts');
    const missing = [...INDUSTRIES.map((i) => industryKey(i.name)), ...EXPERIENCE_LEVELS.map(experienceKey)].filter((key) => !customer.has(key));
    expect(missing).toEqual([]);
    // English labels are the contract's values themselves.
    expect(INDUSTRIES.every((i) => customer.get(industryKey(i.name)) === i.name)).toBe(true);
  });
});
