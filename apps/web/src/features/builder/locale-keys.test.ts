import { ASSISTANT_ROLES, CONTACT_KEYS, PERSONAL_DETAIL_KEYS, RESUME_COLORS, RESUME_LIST_SECTIONS, RESUME_TOGGLED_SECTIONS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { englishTexts, keysNamedIn, keysOf, type LocaleTree } from '../../locales/named-keys.ts';

// locales.test.ts checks that the six languages agree; this checks that every builder.* key the builder names exists.
describe('builder texts', () => {
  const en = englishTexts('builder') as { builder: LocaleTree };
  const known = new Set(keysOf(en.builder, 'builder'));

  it('has an English text for every builder.* key the code names', () => {
    const named = keysNamedIn('builder', ['features/builder']);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(60);
  });

  it('has the texts of the keys the code builds', () => {
    const built = [
      ...ASSISTANT_ROLES.map((role) => `builder.roles.${role}`),
      ...[0, 1, 2].map((n) => `builder.experience.${n}`),
      ...CONTACT_KEYS.flatMap((key) => [`builder.contact.${key}`, `builder.placeholders.contact.${key}`]),
      ...PERSONAL_DETAIL_KEYS.flatMap((key) => [`builder.details.${key}`, `builder.placeholders.details.${key}.title`]),
      ...RESUME_LIST_SECTIONS.map((section) => `builder.placeholders.items.${section}`),
      ...[...RESUME_TOGGLED_SECTIONS, 'name', 'email', 'education', 'role', 'profilePic', 'contact'].map((section) => `builder.sections.${section}`),
      ...RESUME_COLORS.map((colour) => `builder.colours.${colour}`),
      ...['small', 'medium', 'large'].map((size) => `builder.sizes.${size}`),
      ...['wrongType', 'tooLarge', 'notJson', 'wrongVersion', 'invalid', 'unreadable'].map((reason) => `builder.files.problems.${reason}`),
      ...['notImage', 'tooLarge', 'crop'].map((problem) => `builder.picture.problems.${problem}`),
      ...['saving', 'saved', 'failed'].map((state) => `builder.saved.state.${state}`),
    ];
    expect(built.filter((key) => !known.has(key))).toEqual([]);
  });

  it("quotes the spec's leaving warning word for word", () => {
    expect((en.builder.leave as LocaleTree).text).toBe('Leaving this page without saving will result in the loss of all changes');
  });
});
