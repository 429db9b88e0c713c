import type { TQuestionnaireItem } from '@draftdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSection, clearProgress, loadProgress, progressKey, saveProgress, sectionOfErrors, splitSections, toAnswers, toValues } from './wizard.ts';

const items: TQuestionnaireItem[] = [
  { type: 'paragraph', text: 'Welcome' },
  { type: 'text', text: 'Name', required: true },
  { type: 'section', text: 'About you' },
  { type: 'email', text: 'Email', required: true },
  { type: 'radio', text: 'Relocate?', required: true, options: ['Yes', 'No'] },
  { type: 'section', text: 'Empty' },
  { type: 'section', text: 'More' },
  { type: 'checkbox', text: 'Sections', required: true, options: ['A', 'B'] },
  { type: 'checkbox', text: 'I agree', required: false },
];

describe('splitSections', () => {
  it('starts a step at every section item and drops empty ones', () => {
    expect(splitSections(items)).toEqual([
      { title: null, items: [0, 1] },
      { title: 'About you', items: [3, 4] },
      { title: 'More', items: [7, 8] },
    ]);
  });
});

describe('values and answers', () => {
  it('gives every answerable item an empty value of its kind', () => {
    expect(toValues(items, { '1': 'Casey' })).toEqual({ a1: 'Casey', a3: '', a4: '', a7: [], a8: false });
  });

  it('turns form values back into answers keyed by item index', () => {
    expect(toAnswers({ a1: 'Casey', a7: ['A'], other: 'x' })).toEqual({ '1': 'Casey', '7': ['A'] });
    expect(toAnswers({ a1: 'Casey', a3: 'c@d.e' }, [3])).toEqual({ '3': 'c@d.e' });
  });
});

describe('checkSection', () => {
  const sections = splitSections(items);

  it('checks only the items of the section, radios and checkboxes included', () => {
    const values = toValues(items, {});
    const about = checkSection(items, sections[1], values);
    expect(about.ok).toBe(false);
    if (!about.ok) expect(Object.keys(about.errors).sort()).toEqual(['3', '4']);
    const more = checkSection(items, sections[2], values);
    if (!more.ok) expect(Object.keys(more.errors)).toEqual(['7']);
  });

  it('passes a completed section', () => {
    expect(checkSection(items, sections[1], { a3: 'casey@example.com', a4: 'Yes' }).ok).toBe(true);
  });

  it('finds the section of a server error', () => {
    expect(sectionOfErrors(sections, { '7': 'x' })).toBe(2);
    expect(sectionOfErrors(sections, {})).toBe(0);
  });
});

describe('saved progress', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    store.clear();
  });

  it('is kept per order, questionnaire and service, and cleared on submit', () => {
    const key = progressKey('o1', 'q1', 's1');
    expect(key).not.toBe(progressKey('o1', 'q1', 's2'));
    saveProgress(key, { step: 1, answers: { '1': 'Casey' } });
    expect(loadProgress(key)).toEqual({ step: 1, answers: { '1': 'Casey' } });
    clearProgress(key);
    expect(loadProgress(key)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    store.set('broken', '{not json');
    expect(loadProgress('broken')).toBeNull();
  });
});
