import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DISPLAY_ONLY_TYPES, type TAnswerSection, type TAnswerValue, type TQuestionnaireAnswers, type TQuestionnaireItem } from './schema.ts';

const SHORT_MAX = 1_000;
const LONG_MAX = 20_000;
const isEmail = (v: string) => z.email().safeParse(v).success;

/** YYYY-MM-DD and a real calendar day. */
export function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isAnswerable(item: Pick<TQuestionnaireItem, 'type'>): boolean {
  return !DISPLAY_ONLY_TYPES.includes(item.type);
}

function isBlank(v: TAnswerValue | undefined): boolean {
  if (v === undefined || v === false) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** The error text for one item's answer, or null when it is fine. */
function checkItem(item: TQuestionnaireItem, v: TAnswerValue | undefined): string | null {
  if (isBlank(v)) return item.required ? MESSAGES.fieldRequired : null;
  const options = item.options ?? [];
  switch (item.type) {
    case 'text':
    case 'textarea':
      if (typeof v !== 'string') return MESSAGES.fieldRequired;
      return v.length > (item.type === 'text' ? SHORT_MAX : LONG_MAX) ? MESSAGES.fieldTooLong : null;
    case 'email':
      return typeof v === 'string' && isEmail(v.trim()) ? null : MESSAGES.fieldInvalidEmail;
    case 'date':
      return typeof v === 'string' && isIsoDate(v) ? null : MESSAGES.fieldInvalidDate;
    case 'select':
    case 'radio':
      return typeof v === 'string' && options.includes(v) ? null : MESSAGES.fieldInvalidOption;
    case 'checkbox':
      if (options.length === 0) return typeof v === 'boolean' ? null : MESSAGES.fieldInvalidOption;
      return Array.isArray(v) && new Set(v).size === v.length && v.every((o) => options.includes(o)) ? null : MESSAGES.fieldInvalidOption;
    default:
      return MESSAGES.fieldUnknown;
  }
}

export type AnswersCheck = { ok: true; answers: TQuestionnaireAnswers } | { ok: false; errors: Record<string, string> };

/**
 * Spec 01 §5: required items (radios and checkboxes included) must be
 * answered; answers must fit their item's type and options. Returns the
 * answers trimmed and without blanks, or the errors keyed by item index.
 */
export function checkAnswers(items: TQuestionnaireItem[], answers: TQuestionnaireAnswers): AnswersCheck {
  const errors: Record<string, string> = {};
  const clean: TQuestionnaireAnswers = {};
  for (const key of Object.keys(answers)) {
    const item = items[Number(key)];
    if (!item || !isAnswerable(item)) errors[key] = MESSAGES.fieldUnknown;
  }
  items.forEach((item, i) => {
    if (!isAnswerable(item)) return;
    const v = answers[String(i)];
    const error = checkItem(item, v);
    if (error) errors[String(i)] = error;
    else if (!isBlank(v)) clean[String(i)] = typeof v === 'string' ? v.trim() : v;
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers: clean };
}

function display(v: TAnswerValue | undefined): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return v;
}

/** Spec 02 "Questionnaire answers": question/answer rows grouped by section, in the questionnaire's order. */
export function groupAnswersBySection(items: TQuestionnaireItem[], answers: TQuestionnaireAnswers, firstTitle = ''): TAnswerSection[] {
  const sections: TAnswerSection[] = [];
  let current: TAnswerSection = { title: firstTitle, items: [] };
  items.forEach((item, i) => {
    if (item.type === 'section') {
      if (current.items.length) sections.push(current);
      current = { title: item.text, items: [] };
      return;
    }
    if (!isAnswerable(item)) return;
    current.items.push({ question: item.text, answer: display(answers[String(i)]) });
  });
  if (current.items.length) sections.push(current);
  return sections;
}
