import { describe, expect, it } from 'vitest';
import { moduleAction } from './module-actions.ts';

const order = (done: [string, string][] = [], revisionData = {}) => ({
  _id: 'o1',
  completed_tasks: done.map(([serviceId, taskId]) => ({ serviceId, taskId })),
  revisionData,
});

describe('moduleAction', () => {
  it('sends an open questionnaire to its page and a done one to its answers', () => {
    expect(moduleAction(order(), 's1', 'q1')).toMatchObject({ status: 'todo', to: '/orders/questionnaire/o1/q1/s1' });
    expect(moduleAction(order([['s1', 'q1']]), 's1', 'q1')).toMatchObject({
      status: 'done',
      to: '/orders/questionnaire-answers/o1/q1/s1',
    });
  });

  it('offers follow-up questions only once the writer published them', () => {
    const waiting = moduleAction(order(), 's1', 'additional_questionnaire');
    expect(waiting.status).toBe('waiting');
    expect(waiting.to).toBeUndefined();
    expect(moduleAction(order([['s1', 'additional_questionnaire_submitted']]), 's1', 'additional_questionnaire')).toMatchObject({
      status: 'todo',
      to: '/orders/questionnaire/o1/additional_questionnaire/s1',
    });
  });

  it('asks for a review while a draft waits for the customer', () => {
    expect(moduleAction(order([], { s1: { sentByWriter: true, pendingClientReview: true } }), 's1', 'revision_process')).toMatchObject({
      status: 'todo',
      label: 'modules.reviewDraft',
      to: '/orders/revisions-process/s1/o1',
    });
    expect(moduleAction(order(), 's1', 'revision_process').status).toBe('waiting');
  });

  it('downloads the LinkedIn final from its own call, finals from their page', () => {
    expect(moduleAction(order([['s3', 'final_linkedin']]), 's3', 'final_linkedin')).toMatchObject({ status: 'done', linkedin: true });
    expect(moduleAction(order([['s1', 'final_document']]), 's1', 'final_document')).toMatchObject({
      status: 'done',
      to: '/orders/final-document/s1/o1',
    });
    expect(moduleAction(order(), 's1', 'previous_document')).toMatchObject({ status: 'todo', to: '/orders/previous-document/s1/o1' });
  });

  it('offers no button for a final that does not exist yet', () => {
    const waiting = moduleAction(order(), 's1', 'final_document');
    expect(waiting).toMatchObject({ status: 'waiting', hint: 'modules.finalWaiting' });
    expect(waiting.to).toBeUndefined();
    expect(moduleAction(order(), 's3', 'final_linkedin').to).toBeUndefined();
  });
});
