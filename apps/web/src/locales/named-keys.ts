import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// For the tests that check every key the code names has an English text (locales.test.ts checks that the six languages agree).
const src = fileURLToPath(new URL('..', import.meta.url));

export type LocaleTree = { [key: string]: string | LocaleTree };

/** The English file of a lazily loaded namespace: locales/<namespace>/en.json. */
export function englishTexts(namespace: string): LocaleTree {
  return JSON.parse(readFileSync(join(src, 'locales', namespace, 'en.json'), 'utf8')) as LocaleTree;
}

/** Every key of a tree of texts, as `prefix.a.b`. */
export function keysOf(tree: LocaleTree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}.${key}`] : keysOf(value, `${prefix}.${key}`)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted `prefix.…` key in the source files (tests left out) under the given folders of src. */
export function keysNamedIn(prefix: string, folders: string[]): Set<string> {
  const quotedKey = new RegExp(`['"\`](${prefix}\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"\`]`, 'g');
  const named = new Set<string>();
  for (const folder of folders) {
    for (const file of sourceFiles(join(src, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(quotedKey)) named.add(match[1]);
    }
  }
  return named;
}
