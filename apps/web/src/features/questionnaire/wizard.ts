import { checkAnswers, isAnswerable, type AnswersCheck, type TAnswerValue, type TQuestionnaireAnswers, type TQuestionnaireItem } from '@draftdesk/contract';
import { STORAGE_KEYS, storage } from '../../lib/storage.ts';

/** One step of the wizard: a 'section' item and the items after it (spec 01 §4 "Questionnaire"). */
export interface WizardSection {
  /** The section item's text; null for items before the first section. */
  title: string | null;
  /** Indexes into the questionnaire's items (paragraphs included, the section item itself not). */
  items: number[];
}

/** Splits the items at each 'section' item; sections without any item are dropped. */
export function splitSections(items: readonly TQuestionnaireItem[]): WizardSection[] {
  const sections: WizardSection[] = [];
  let current: WizardSection = { title: null, items: [] };
  items.forEach((item, index) => {
    if (item.type === 'section') {
      if (current.items.length) sections.push(current);
      current = { title: item.text, items: [] };
      return;
    }
    current.items.push(index);
  });
  if (current.items.length) sections.push(current);
  return sections;
}

/** Form field names: `a3` is the answer to items[3] (a plain "3" would read as an array index). */
export const fieldName = (index: number) => `a${index}`;
export type WizardValues = Record<string, TAnswerValue>;

/** The empty answer of an item: a list for checkboxes with options, false for a lone checkbox, else ''. */
export function emptyValue(item: TQuestionnaireItem): TAnswerValue {
  if (item.type === 'checkbox') return item.options?.length ? [] : false;
  return '';
}

export function toValues(items: readonly TQuestionnaireItem[], answers: TQuestionnaireAnswers | null | undefined): WizardValues {
  const values: WizardValues = {};
  items.forEach((item, index) => {
    if (isAnswerable(item)) values[fieldName(index)] = answers?.[String(index)] ?? emptyValue(item);
  });
  return values;
}

export function toAnswers(values: WizardValues, indexes?: readonly number[]): TQuestionnaireAnswers {
  const answers: TQuestionnaireAnswers = {};
  for (const [name, value] of Object.entries(values)) {
    const match = /^a(\d+)$/.exec(name);
    if (!match || value === undefined) continue;
    if (indexes && !indexes.includes(Number(match[1]))) continue;
    answers[match[1]] = value;
  }
  return answers;
}

/** checkAnswers (the server's rule) for the items of one section only; errors keyed by item index. */
export function checkSection(items: readonly TQuestionnaireItem[], section: WizardSection, values: WizardValues): AnswersCheck {
  const inSection = new Set(section.items);
  const masked = items.map((item, index) => (inSection.has(index) ? item : { type: 'paragraph' as const, text: '' }));
  const answerable = section.items.filter((index) => isAnswerable(items[index]));
  return checkAnswers(masked, toAnswers(values, answerable));
}

/** The first section that holds one of the failing item indexes. */
export function sectionOfErrors(sections: readonly WizardSection[], errors: Record<string, string>): number {
  const failing = Object.keys(errors).map(Number);
  const found = sections.findIndex((section) => section.items.some((index) => failing.includes(index)));
  return found === -1 ? 0 : found;
}

// ---- Progress kept on this device (spec 01 §4: saved after each section, cleared on submit).

export interface SavedProgress {
  step: number;
  answers: TQuestionnaireAnswers;
}

export function progressKey(orderId: string, qid: string, service: string | undefined): string {
  return `${STORAGE_KEYS.questionnairePrefix}.${orderId}.${qid}.${service || '-'}`;
}

export function loadProgress(key: string): SavedProgress | null {
  const text = storage.get(key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<SavedProgress>;
    if (typeof parsed.step !== 'number' || !parsed.answers || typeof parsed.answers !== 'object') return null;
    return { step: parsed.step, answers: parsed.answers };
  } catch {
    return null;
  }
}

export function saveProgress(key: string, progress: SavedProgress): void {
  storage.set(key, JSON.stringify(progress));
}

export function clearProgress(key: string): void {
  storage.remove(key);
}
