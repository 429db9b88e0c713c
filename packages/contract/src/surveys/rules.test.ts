import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers } from './rules.ts';

const survey = {
  _id: 's',
  title: 'How did we do?',
  questions: [
    { id: 'rating', type: 'rating' as const, text: 'Rate us', required: true },
    { id: 'comment', type: 'textarea' as const, text: 'Comment' },
  ],
};

describe('checkSurveyAnswers', () => {
  it('accepts a 1-5 rating and an optional comment', () => {
    expect(checkSurveyAnswers(survey, { rating: 5, comment: ' Great ' })).toEqual({ ok: true, answers: { rating: 5, comment: 'Great' } });
    expect(checkSurveyAnswers(survey, { rating: 1 })).toEqual({ ok: true, answers: { rating: 1 } });
  });
  it('refuses a missing or out-of-scale rating and unknown questions', () => {
    expect(checkSurveyAnswers(survey, {})).toEqual({ ok: false, errors: { rating: 'This field is required.' } });
    expect(checkSurveyAnswers(survey, { rating: 6 })).toEqual({ ok: false, errors: { rating: 'Choose a rating from 1 to 5.' } });
    expect(checkSurveyAnswers(survey, { rating: 2.5 })).toEqual({ ok: false, errors: { rating: 'Choose a rating from 1 to 5.' } });
    expect(checkSurveyAnswers(survey, { rating: 4, extra: 'x' })).toEqual({ ok: false, errors: { extra: 'This question does not exist.' } });
  });
});
