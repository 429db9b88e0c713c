import { LANGUAGE_CHECK_KEYS, RESUME_SECTION_KEYS, ZUnreadableReason } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { englishTexts, keysNamedIn, keysOf, type LocaleTree } from '../../locales/named-keys.ts';

// locales.test.ts checks that the six languages agree; this checks that every review.* key the review code names exists.
describe('review texts', () => {
  const en = englishTexts('review') as { review: LocaleTree };
  const known = new Set(keysOf(en.review, 'review'));

  it('has an English text for every review.* key the code names', () => {
    const named = keysNamedIn('review', ['features/review']);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(80);
  });

  it('has the texts of the keys the code builds', () => {
    const built = [
      ...['structure', 'impact', 'language', 'ats'].map((part) => `review.scores.${part}`),
      ...RESUME_SECTION_KEYS.flatMap((key) => [`review.structure.section.${key}`, `review.structure.advice.${key}`]),
      ...LANGUAGE_CHECK_KEYS.map((key) => `review.language.check.${key}`),
      ...ZUnreadableReason.options.map((reason) => `review.unreadable.${reason}`),
      ...[1, 2, 3, 4].flatMap((n) => [`review.testimonials.items.${n}.quote`, `review.testimonials.items.${n}.author`]),
    ];
    expect(built.filter((key) => !known.has(key))).toEqual([]);
  });

  it('keeps the O*NET attribution word for word', () => {
    expect(en.review.onet).toBe(
      'This site incorporates information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.',
    );
  });
});
