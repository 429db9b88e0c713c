import { MESSAGES } from '../messages.ts';
import type { TSurveyAnswers, TSurveyDetails } from './schema.ts';

export type SurveyCheck = { ok: true; answers: TSurveyAnswers } | { ok: false; errors: Record<string, string> };

/** Ratings are whole numbers on the question's scale (1-5 by default); text is trimmed; unknown ids are refused. */
export function checkSurveyAnswers(survey: TSurveyDetails, answers: TSurveyAnswers): SurveyCheck {
  const errors: Record<string, string> = {};
  const clean: TSurveyAnswers = {};
  const known = new Set(survey.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id] = MESSAGES.fieldUnknown;
  for (const q of survey.questions) {
    const v = answers[q.id];
    const blank = v === undefined || (typeof v === 'string' && v.trim() === '');
    if (blank) {
      if (q.required) errors[q.id] = MESSAGES.fieldRequired;
      continue;
    }
    if (q.type === 'rating') {
      const [min, max] = [q.min ?? 1, q.max ?? 5];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) errors[q.id] = `Choose a rating from ${min} to ${max}.`;
      else clean[q.id] = v;
    } else if (typeof v !== 'string') errors[q.id] = MESSAGES.fieldRequired;
    else clean[q.id] = v.trim();
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers: clean };
}
