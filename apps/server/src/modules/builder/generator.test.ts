import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_EXPERIENCE,
  ASSISTANT_KEYS,
  ASSISTANT_MAX_SUGGESTIONS,
  ASSISTANT_ROLES,
  ASSISTANT_SUGGESTION_MAX_CHARS,
  SUPPORTED_LANGUAGES,
  ZGeneratedContent,
} from '@draftdesk/contract';
import onet from './onet-roles.json' with { type: 'json' };
import { builtinGenerator, builtinSuggestions } from './generator.ts';
import { PHRASE_BANKS } from './phrases/index.ts';

const every = ASSISTANT_KEYS.flatMap((key) => ASSISTANT_ROLES.flatMap((role) => ASSISTANT_EXPERIENCE.map((experience) => ({ key, role, experience }))));
const everyInEveryLanguage = SUPPORTED_LANGUAGES.flatMap((language) => every.map((input) => ({ ...input, language })));

describe('the built-in writing assistant', () => {
  it('has a phrase bank and O*NET data for each of the 23 roles', () => {
    expect(ASSISTANT_ROLES).toHaveLength(23);
    for (const role of ASSISTANT_ROLES) {
      expect(PHRASE_BANKS.en.roles[role].strengths.length, role).toBeGreaterThanOrEqual(3);
      expect(onet.roles[role].tasks.length, role).toBeGreaterThanOrEqual(5);
      expect(onet.roles[role].tools.length, role).toBeGreaterThanOrEqual(5);
    }
    expect(onet.source).toContain('O*NET 29.2 Database');
  });

  it(`gives every key x role x experience x language (${everyInEveryLanguage.length}) non-empty suggestions with no number it made up`, () => {
    for (const input of everyInEveryLanguage) {
      const content = builtinSuggestions(input);
      const label = `${input.language} ${input.key} ${input.role} ${input.experience}`;
      expect(ZGeneratedContent.safeParse({ content, source: 'builtin' }).success, label).toBe(true);
      expect(content.length, label).toBeGreaterThanOrEqual(3);
      expect(content.length, label).toBeLessThanOrEqual(ASSISTANT_MAX_SUGGESTIONS);
      for (const text of content) {
        expect(text.trim().length, label).toBeGreaterThan(0);
        expect(text.length, label).toBeLessThanOrEqual(ASSISTANT_SUGGESTION_MAX_CHARS);
        // Numbers are the user's: the bank writes "[X]%", "[N]" and never a digit.
        expect(text, label).not.toMatch(/\d/);
        expect(text, label).not.toMatch(/[<>]/);
      }
      expect(new Set(content).size, `${label}: no repeats`).toBe(content.length);
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('writes in %s: every phrase its own, every duty translated', (language) => {
    const bank = PHRASE_BANKS[language];
    const english = PHRASE_BANKS.en;
    for (const role of ASSISTANT_ROLES) {
      const own = bank.roles[role];
      const en = english.roles[role];
      // The same duties in the same order, so a language picks what English picks.
      expect(own.tasks.length, `${language} ${role} tasks`).toBe(en.tasks.length);
      expect(own.strengths, `${language} ${role}`).toHaveLength(3);
      expect(own.skills.length, `${language} ${role}`).toBeGreaterThanOrEqual(6);
      expect(own.softSkills.length, `${language} ${role}`).toBeGreaterThanOrEqual(6);
      expect(own.hobbies.length, `${language} ${role}`).toBeGreaterThanOrEqual(2);
      for (const field of ['focus', 'title'] as const) expect(own[field], `${language} ${role} ${field}`).not.toBe(en[field]);
      for (const [i, task] of own.tasks.entries()) expect(task, `${language} ${role} task ${i}`).not.toBe(en.tasks[i]);
    }
    expect(bank.commonHobbies.length).toBeGreaterThanOrEqual(12);
    expect(bank.resultEndings).toHaveLength(english.resultEndings.length);
    for (const experience of ASSISTANT_EXPERIENCE) {
      const summaries = builtinSuggestions({ key: 'summary', role: 'chef', experience, language });
      expect(summaries).toHaveLength(3);
      for (const [i, text] of summaries.entries()) expect(text).not.toBe(builtinSuggestions({ key: 'summary', role: 'chef', experience })[i]);
    }
  });

  it('is deterministic for the same input', async () => {
    for (const input of every.slice(0, 60)) expect(builtinSuggestions(input)).toEqual(builtinSuggestions({ ...input }));
    expect(await builtinGenerator.generate({ key: 'summary', role: 'chef', experience: 'Some experience' })).toEqual(
      await builtinGenerator.generate({ key: 'summary', role: 'chef', experience: 'Some experience' }),
    );
  });

  it('writes for the role and the experience asked', () => {
    const junior = builtinSuggestions({ key: 'summary', role: 'registeredNurse', experience: 'Little/No experience' });
    const senior = builtinSuggestions({ key: 'summary', role: 'registeredNurse', experience: 'A lot of experience' });
    expect(junior.join(' ')).toMatch(/nurse/i);
    expect(senior.join(' ')).toMatch(/Senior registered nurse/);
    expect(senior).not.toEqual(junior);
    expect(builtinSuggestions({ key: 'workExperience', role: 'softwareEngineer', experience: 'Some experience' }).join(' ')).toContain('[X]%');
    expect(builtinSuggestions({ key: 'hardSkills', role: 'softwareEngineer' })).toContain('Automated testing');
    expect(builtinSuggestions({ key: 'softSkills', role: 'teacher' })).toContain('Patience');
  });

  it('suggests hobbies with no role or experience at all', () => {
    const hobbies = builtinSuggestions({ key: 'hobbies' });
    expect(hobbies.length).toBeGreaterThanOrEqual(5);
    for (const text of hobbies) expect(text).not.toMatch(/\d/);
    expect(builtinSuggestions({ key: 'hobbies', role: 'chef' })).toContain('Visiting farmers markets');
  });
});
