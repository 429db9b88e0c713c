import { describe, expect, it } from 'vitest';
import { followUpAnswersPath, moduleLink } from './modules.ts';

const mod = (id: string, kind: Parameters<typeof moduleLink>[2]['kind']) => ({ id, kind, done: false });

describe('module links (spec 02 §2)', () => {
  it('sends each named module to its page', () => {
    expect(moduleLink('o1', 'svc-resume', mod('previous_document', 'previous_document'), false).to).toBe('/orders/previous-document/svc-resume/o1');
    expect(moduleLink('o1', 'svc-resume', mod('revision_process', 'revision_process'), false).to).toBe('/orders/revision-files/svc-resume/o1');
    expect(moduleLink('o1', 'svc-resume', mod('final_document', 'final_document'), false).to).toBe('/orders/final-files/svc-resume/o1');
    expect(moduleLink('o1', 'svc-li', mod('final_linkedin', 'final_linkedin'), false).to).toBe('/orders/linkedin/svc-li/o1');
    expect(moduleLink('o1', 'svc-resume', mod('additional_questionnaire', 'additional_questionnaire'), false).to).toBe(
      '/orders/additional_questionnaire/o1/svc-resume',
    );
  });

  it('treats any other module as a questionnaire whose answers can be read', () => {
    expect(moduleLink('o1', 'svc-resume', mod('q123', 'questionnaire'), false)).toEqual({
      to: '/orders/questionnaire-answers/o1/q123/svc-resume',
      label: 'writer.modules.viewAnswers',
    });
  });

  it('offers reviewers only viewing', () => {
    expect(moduleLink('o1', 's', mod('revision_process', 'revision_process'), true).label).toBe('writer.modules.viewDrafts');
    expect(moduleLink('o1', 's', mod('additional_questionnaire', 'additional_questionnaire'), true).label).toBe('writer.modules.viewFollowUp');
    expect(moduleLink('o1', 's', mod('final_document', 'final_document'), true).label).toBe('writer.modules.viewFinal');
  });

  it('links answered follow-up questions to their answers', () => {
    expect(followUpAnswersPath('o1', { _id: 'svc-resume' })).toBe('/orders/questionnaire-answers/o1/additional_questionnaire/svc-resume');
  });
});
