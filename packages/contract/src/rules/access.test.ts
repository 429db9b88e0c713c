import { describe, expect, it } from 'vitest';
import { reviewerMayOpen } from './access.ts';
import { isAllowedFileName } from './file-name.ts';

describe('reviewerMayOpen', () => {
  it.each([
    '/orders/list',
    '/orders/view/abc',
    '/orders/revision-files/s1/o1',
    '/orders/questionnaire-answers/o/q',
    '/orders/questionnaire-answers/o/q/s',
    '/questionnaire-template/template',
  ])('allows %s', (p) => expect(reviewerMayOpen(p)).toBe(true));
  it.each([
    '/dashboard',
    '/profile',
    '/chat',
    '/onboarding',
    '/notifications',
    '/questionnaire-template/list',
    '/questionnaire-template/create',
    '/orders/view',
  ])('refuses %s', (p) => expect(reviewerMayOpen(p)).toBe(false));
});

describe('isAllowedFileName', () => {
  it('refuses commas and apostrophes', () => {
    expect(isAllowedFileName("john's resume.pdf")).toBe(false);
    expect(isAllowedFileName('resume,final.pdf')).toBe(false);
    expect(isAllowedFileName('resume-final v2.pdf')).toBe(true);
  });
});
