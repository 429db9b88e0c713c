import { describe, expect, it } from 'vitest';
import { homeFor, reviewerMayOpen } from './access.ts';
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

describe('homeFor', () => {
  it('sends each role to its own home: an admin to the Reports page', () => {
    expect(homeFor('user')).toBe('/dashboard');
    expect(homeFor('writer')).toBe('/dashboard');
    expect(homeFor('reviewer')).toBe('/orders/list');
    expect(homeFor('admin')).toBe('/admin');
  });
});

describe('isAllowedFileName', () => {
  it('refuses commas and apostrophes', () => {
    expect(isAllowedFileName("john's resume.pdf")).toBe(false);
    expect(isAllowedFileName('resume,final.pdf')).toBe(false);
    expect(isAllowedFileName('resume-final v2.pdf')).toBe(true);
  });
});
