import { describe, expect, it } from 'vitest';
import { checkAnswers, groupAnswersBySection, isIsoDate } from './rules.ts';
import type { TQuestionnaireItem } from './schema.ts';

const items: TQuestionnaireItem[] = [
  { type: 'section', text: 'About you' },
  { type: 'text', text: 'Target title', required: true },
  { type: 'email', text: 'E-mail', required: true },
  { type: 'select', text: 'Length', required: true, options: ['One page', 'Two pages'] },
  { type: 'section', text: 'Experience' },
  { type: 'textarea', text: 'Achievements', required: false },
  { type: 'radio', text: 'Relocate?', required: true, options: ['Yes', 'No'] },
  { type: 'checkbox', text: 'Sections', required: true, options: ['Volunteering', 'Publications'] },
  { type: 'date', text: 'Start', required: false },
  { type: 'paragraph', text: 'Thanks' },
  { type: 'checkbox', text: 'I agree', required: true },
];
const valid = { '1': ' Product Manager ', '2': 'me@example.com', '3': 'One page', '6': 'No', '7': ['Publications'], '8': '2025-02-28', '10': true };

describe('checkAnswers', () => {
  it('accepts valid answers and trims text', () => {
    const r = checkAnswers(items, valid);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.answers['1']).toBe('Product Manager');
  });
  it('requires required items, radios and checkboxes included', () => {
    const r = checkAnswers(items, {});
    expect(r).toEqual({
      ok: false,
      errors: {
        '1': 'This field is required.',
        '2': 'This field is required.',
        '3': 'This field is required.',
        '6': 'This field is required.',
        '7': 'This field is required.',
        '10': 'This field is required.',
      },
    });
  });
  it('treats blank text and an empty checkbox list as missing', () => {
    const r = checkAnswers(items, { ...valid, '1': '   ', '7': [] });
    expect(r.ok ? {} : r.errors).toEqual({ '1': 'This field is required.', '7': 'This field is required.' });
  });
  it('checks e-mail and date formats', () => {
    const r = checkAnswers(items, { ...valid, '2': 'not-an-email', '8': '2025-02-30' });
    expect(r.ok ? {} : r.errors).toEqual({ '2': 'Enter a valid email', '8': 'Enter a valid date' });
  });
  it('allows only listed options', () => {
    const r = checkAnswers(items, { ...valid, '3': 'Ten pages', '6': ['Yes'], '7': ['Publications', 'Hacking'] });
    expect(r.ok ? {} : r.errors).toEqual({ '3': 'Choose one of the options.', '6': 'Choose one of the options.', '7': 'Choose one of the options.' });
  });
  it('checks types', () => {
    const r = checkAnswers(items, { ...valid, '1': ['a'], '10': 'yes' });
    expect(r.ok ? {} : r.errors).toEqual({ '1': 'This field is required.', '10': 'Choose one of the options.' });
  });
  it('refuses answers to display-only or missing items', () => {
    const r = checkAnswers(items, { ...valid, '0': 'x', '99': 'y' });
    expect(r.ok ? {} : r.errors).toEqual({ '0': 'This question does not exist.', '99': 'This question does not exist.' });
  });
  it('refuses over-long short answers', () => {
    const r = checkAnswers(items, { ...valid, '1': 'x'.repeat(1001) });
    expect(r.ok ? {} : r.errors).toEqual({ '1': 'This answer is too long.' });
  });
});

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });
});

describe('groupAnswersBySection', () => {
  it('groups question/answer rows under their sections', () => {
    const r = checkAnswers(items, valid);
    if (!r.ok) throw new Error('invalid');
    expect(groupAnswersBySection(items, r.answers)).toEqual([
      {
        title: 'About you',
        items: [
          { question: 'Target title', answer: 'Product Manager' },
          { question: 'E-mail', answer: 'me@example.com' },
          { question: 'Length', answer: 'One page' },
        ],
      },
      {
        title: 'Experience',
        items: [
          { question: 'Achievements', answer: '' },
          { question: 'Relocate?', answer: 'No' },
          { question: 'Sections', answer: 'Publications' },
          { question: 'Start', answer: '2025-02-28' },
          { question: 'I agree', answer: 'Yes' },
        ],
      },
    ]);
  });
  it('puts items before the first section under the given title', () => {
    expect(groupAnswersBySection([{ type: 'text', text: 'Q' }], { '0': 'A' }, 'Questions')).toEqual([
      { title: 'Questions', items: [{ question: 'Q', answer: 'A' }] },
    ]);
  });
});
