import { PROFILE_WIZARD_STEPS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { englishTexts, keysNamedIn, keysOf, type LocaleTree } from '../../locales/named-keys.ts';

// locales.test.ts checks that the six languages agree; this checks that every
// writer.* key the writer, reviewer, templates and onboarding code names exists.
const FOLDERS = ['features/writer', 'features/reviewer', 'features/templates', 'features/onboarding'];

describe('writer texts', () => {
  const en = englishTexts('writer') as { writer: LocaleTree };
  const known = new Set(keysOf(en.writer, 'writer'));

  it('has an English text for every writer.* key the code names', () => {
    const named = keysNamedIn('writer', FOLDERS);
    // Keys built from the wizard's step ids.
    for (const step of PROFILE_WIZARD_STEPS) named.add(`writer.profile.steps.${step.id}`).add(`writer.profile.stepHints.${step.id}`);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(100);
  });
});
