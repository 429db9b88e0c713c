import { describe, expect, it } from 'vitest';
import { ASSISTANT_EXPERIENCE, ASSISTANT_KEYS, ASSISTANT_ROLES, ASSISTANT_ROLE_TITLES, assistantReady, ZGenerateContentRequest } from './assistant.ts';
import { RESUME_LIST_SECTIONS } from './resume.ts';

describe('the writing assistant contract', () => {
  it('offers 23 roles with a title each, and the three experience options of the spec', () => {
    expect(ASSISTANT_ROLES).toHaveLength(23);
    expect(new Set(ASSISTANT_ROLES).size).toBe(23);
    expect(Object.keys(ASSISTANT_ROLE_TITLES).sort()).toEqual([...ASSISTANT_ROLES].sort());
    expect(ASSISTANT_EXPERIENCE).toEqual(['Little/No experience', 'Some experience', 'A lot of experience']);
  });

  it("names its keys as the resume's sections", () => {
    expect(ASSISTANT_KEYS).toEqual(['summary', 'workExperience', 'hardSkills', 'softSkills', 'hobbies']);
    for (const key of ['hardSkills', 'softSkills', 'hobbies']) expect(RESUME_LIST_SECTIONS).toContain(key);
  });

  it('is ready with a role for most keys, role and experience for the summary, nothing for hobbies', () => {
    expect(assistantReady('hobbies', null, null)).toBe(true);
    expect(assistantReady('hardSkills', null, null)).toBe(false);
    expect(assistantReady('hardSkills', 'chef', null)).toBe(true);
    expect(assistantReady('summary', 'chef', null)).toBe(false);
    expect(assistantReady('summary', 'chef', 'Some experience')).toBe(true);
  });

  it('accepts the closed lists only, strictly', () => {
    expect(ZGenerateContentRequest.safeParse({ key: 'summary', role: 'chef', experience: 'Some experience' }).success).toBe(true);
    expect(ZGenerateContentRequest.safeParse({ key: 'hobbies' }).success).toBe(true);
    expect(ZGenerateContentRequest.safeParse({ key: 'education' }).success).toBe(false);
    expect(ZGenerateContentRequest.safeParse({ key: 'hardSkills', role: 'x'.repeat(100_000) }).success).toBe(false);
    expect(ZGenerateContentRequest.safeParse({ key: 'hobbies', extra: 1 }).success).toBe(false);
    const missing = ZGenerateContentRequest.safeParse({ key: 'summary' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['experience', 'role']);
  });
});
