import { describe, expect, it } from 'vitest';
import {
  RESUME_MAX_ITEMS,
  ZResumeData,
  addResumeItem,
  canRemoveItem,
  emptyResume,
  nextItemKey,
  parseResumeFile,
  removeResumeItem,
  serialiseResume,
} from './resume.ts';

describe('resume data', () => {
  it('starts valid, with one entry per section keyed by the section name and a running number', () => {
    const data = emptyResume();
    expect(ZResumeData.parse(data)).toEqual(data);
    expect(data.hardSkills.items.map((i) => i.key)).toEqual(['hardSkills1']);
    expect(data.workExperience.items.map((i) => i.key)).toEqual(['workExperience1']);
    expect(data.contact.items.map((i) => i.key)).toEqual(['email', 'phone', 'website', 'linkedin', 'github', 'behance']);
    expect(data.education.show).toBe(true);
  });

  it('numbers new entries after the highest key, even after a removal', () => {
    let data = addResumeItem(addResumeItem(emptyResume(), 'hobbies'), 'hobbies');
    expect(data.hobbies.items.map((i) => i.key)).toEqual(['hobbies1', 'hobbies2', 'hobbies3']);
    data = removeResumeItem(data, 'hobbies', 'hobbies2');
    expect(nextItemKey('hobbies', data.hobbies.items)).toBe('hobbies4');
    expect(addResumeItem(data, 'hobbies').hobbies.items.map((i) => i.key)).toEqual(['hobbies1', 'hobbies3', 'hobbies4']);
  });

  it('keeps the last entry of a list and the only entry of experience and education', () => {
    const data = emptyResume();
    for (const section of ['hardSkills', 'softSkills', 'languages', 'hobbies', 'workExperience', 'education'] as const) {
      expect(canRemoveItem(data, section)).toBe(false);
      expect(removeResumeItem(data, section, `${section}1`)).toBe(data);
    }
    const two = addResumeItem(data, 'education');
    expect(canRemoveItem(two, 'education')).toBe(true);
    expect(removeResumeItem(two, 'education', 'education1').education.items.map((i) => i.key)).toEqual(['education2']);
    expect(two.education.items[1]).toMatchObject({ degree: '', degreePlaceHolder: 'Degree', school: '' });
  });

  it('stops adding at the section limit', () => {
    let data = emptyResume();
    for (let i = 0; i < RESUME_MAX_ITEMS + 5; i += 1) data = addResumeItem(data, 'languages');
    expect(data.languages.items).toHaveLength(RESUME_MAX_ITEMS);
    expect(ZResumeData.safeParse(data).success).toBe(true);
  });

  it('round-trips through a .save file and refuses damaged, foreign or oversized ones', () => {
    const data = { ...emptyResume(), name: { text: 'Ada Lovelace', placeHolder: 'Your Name' } };
    expect(parseResumeFile(serialiseResume(data))).toEqual({ ok: true, data });
    expect(parseResumeFile('{"version":1,')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseResumeFile(JSON.stringify({ ...data, version: 2 }))).toEqual({ ok: false, reason: 'wrongVersion' });
    expect(parseResumeFile(JSON.stringify({ ...data, education: { ...data.education, show: false } }))).toEqual({ ok: false, reason: 'invalid' });
    expect(parseResumeFile(JSON.stringify({ ...data, extra: 1 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(parseResumeFile('x'.repeat(1_000_001))).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('accepts only image data URLs as the picture', () => {
    const data = emptyResume();
    const withPic = (blob: string) => ZResumeData.safeParse({ ...data, profilePic: { ...data.profilePic, blob } }).success;
    expect(withPic('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(withPic('javascript:alert(1)')).toBe(false);
    expect(withPic('data:text/html;base64,PGI+')).toBe(false);
  });
});
