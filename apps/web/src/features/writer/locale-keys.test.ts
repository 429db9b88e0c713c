import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROFILE_WIZARD_STEPS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';

// locales.test.ts checks that the six languages agree; this checks that every
// writer.* key the writer, reviewer, templates and onboarding code names exists.
const src = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['features/writer', 'features/reviewer', 'features/templates', 'features/onboarding'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}.${key}`] : flatten(value, `${prefix}.${key}`)));
}

describe('writer texts', () => {
  const en = JSON.parse(readFileSync(join(src, 'locales', 'writer', 'en.json'), 'utf8')) as { writer: Tree };
  const known = new Set(flatten(en.writer, 'writer'));

  it('has an English text for every writer.* key the code names', () => {
    const named = new Set<string>();
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(src, folder))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/['"`](writer\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)) named.add(match[1]);
      }
    }
    // Keys built from the wizard's step ids.
    for (const step of PROFILE_WIZARD_STEPS) named.add(`writer.profile.steps.${step.id}`).add(`writer.profile.stepHints.${step.id}`);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(100);
  });
});
