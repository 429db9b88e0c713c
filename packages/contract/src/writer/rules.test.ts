import { describe, expect, it } from 'vitest';
import {
  canUploadRevision,
  dueDateFromDay,
  dueDateRefusal,
  finalFilesError,
  followUpState,
  revisionFilesError,
  servicesAwaitingCustomer,
  writerOrderCounts,
} from './rules.ts';
import { dueBucket } from './due.ts';
import { ZWriterProfile, isPhoneNumber } from './profile.ts';
import { ZEditableQuestionItem, hasAnswerableItem } from './questions-schema.ts';
import { ZSetDueDateRequest } from './orders-schema.ts';

const draft = (o: { rating?: number | null; reviewedByUser?: boolean; pending?: boolean; approved?: boolean } = {}) => ({
  rating: o.rating ?? null,
  reviewedByUser: o.reviewedByUser ?? false,
  adminApproval: { pending: o.pending ?? false, approved: o.approved ?? true },
});

describe('canUploadRevision', () => {
  it('allows the first upload', () => {
    expect(canUploadRevision(null, false, false)).toEqual({ allowed: true, reason: null });
    expect(canUploadRevision(null, true, false)).toEqual({ allowed: true, reason: null });
  });
  it('allows after a rating, a review or a rejection', () => {
    expect(canUploadRevision(draft({ rating: 2 }), false, false).allowed).toBe(true);
    expect(canUploadRevision(draft({ reviewedByUser: true }), true, false).allowed).toBe(true);
    expect(canUploadRevision(draft({ approved: false }), true, false)).toEqual({ allowed: true, reason: null });
  });
  it('blocks while the latest waits for the client or the admin', () => {
    expect(canUploadRevision(draft(), false, false)).toEqual({ allowed: false, reason: 'waiting-client' });
    expect(canUploadRevision(draft({ pending: true, approved: false }), true, false)).toEqual({ allowed: false, reason: 'waiting-admin' });
  });
  it('does not let a draft left pending block once approval is off', () => {
    expect(canUploadRevision(draft({ pending: true, approved: false }), false, false).allowed).toBe(true);
  });
  it('blocks for good once the revisions are finalized', () => {
    expect(canUploadRevision(null, false, true)).toEqual({ allowed: false, reason: 'finalized' });
    expect(canUploadRevision(draft({ rating: 5 }), false, true)).toEqual({ allowed: false, reason: 'finalized' });
  });
});

describe('revision and final files', () => {
  const pdf = { mimetype: 'application/pdf' };
  const docx = { mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  const doc = { mimetype: 'application/msword' };
  it('needs a PDF, then a Word file unless hide_ms_word_document', () => {
    expect(revisionFilesError({}, false)).toEqual({ field: 'dataPdf', message: 'Please upload the pdf version of the file' });
    expect(revisionFilesError({ dataPdf: docx, dataWord: docx }, false)?.field).toBe('dataPdf');
    expect(revisionFilesError({ dataPdf: pdf }, false)).toEqual({ field: 'dataWord', message: 'Please upload the word version of the file' });
    expect(revisionFilesError({ dataPdf: pdf }, true)).toBeNull();
    expect(revisionFilesError({ dataPdf: pdf, dataWord: pdf }, true)?.field).toBe('dataWord');
    expect(revisionFilesError({ dataPdf: pdf, dataWord: doc }, false)).toBeNull();
  });
  it('takes only a DOCX as the final Word file', () => {
    expect(finalFilesError({ dataWord: docx })?.message).toBe('Please upload the pdf version of final document');
    expect(finalFilesError({ dataPdf: pdf, dataWord: doc })?.message).toBe('Please upload the word version of final document');
    expect(finalFilesError({ dataPdf: pdf, dataWord: docx })).toBeNull();
  });
});

describe('followUpState', () => {
  const task = (taskId: string, serviceId = 's1') => ({ taskId, serviceId });
  it('is not submitted before publishing', () => {
    expect(followUpState({ completed_tasks: [] }, [], 's1')).toBe('not-submitted');
    expect(followUpState({ completed_tasks: [] }, [{ serviceId: 's1', publishedAt: null }], 's1')).toBe('not-submitted');
    expect(followUpState({ completed_tasks: [task('additional_questionnaire_submitted', 's2')] }, [], 's1')).toBe('not-submitted');
  });
  it('awaits the user once published', () => {
    expect(followUpState({ completed_tasks: [task('additional_questionnaire_submitted')] }, [], 's1')).toBe('awaiting-user');
    expect(followUpState({ completed_tasks: [] }, [{ serviceId: 's1', publishedAt: '2026-01-01T00:00:00Z' }], 's1')).toBe('awaiting-user');
  });
  it('is answered once the customer completed additional_questionnaire', () => {
    expect(followUpState({ completed_tasks: [task('additional_questionnaire_submitted'), task('additional_questionnaire')] }, [], 's1')).toBe('answered');
  });
});

describe('due dates', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  it('reads calendar days only', () => {
    expect(dueDateFromDay('2026-03-12')?.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(dueDateFromDay('2026-02-30')).toBeNull();
    expect(ZSetDueDateRequest.safeParse({ orderId: 'o', dueDate: '2026-03-12T10:00:00Z' }).success).toBe(false);
  });
  it('refuses completed orders first, then past days', () => {
    expect(dueDateRefusal(dueDateFromDay('2026-03-20')!, now, true)).toBe('order-completed');
    expect(dueDateRefusal(dueDateFromDay('2026-03-08')!, now, false)).toBe('past');
    expect(dueDateRefusal(dueDateFromDay('2026-03-09')!, new Date('2026-03-10T10:00:00Z'), false)).toBeNull(); // still today at UTC-12
    expect(dueDateRefusal(dueDateFromDay('2026-03-09')!, new Date('2026-03-10T12:00:00Z'), false)).toBe('past');
    expect(dueDateRefusal(dueDateFromDay('2026-03-10')!, now, false)).toBeNull();
  });
  it('buckets due dates for the dashboard', () => {
    expect(dueBucket(null, now)).toBe('none');
    expect(dueBucket('2026-03-09T00:00:00Z', now)).toBe('overdue');
    expect(dueBucket('2026-03-10T00:00:00Z', now)).toBe('due-soon');
    expect(dueBucket('2026-03-17T00:00:00Z', now)).toBe('due-soon');
    expect(dueBucket('2026-03-18T00:00:00Z', now)).toBe('later');
  });
});

describe('dashboard counts', () => {
  it('counts by state; archived orders are not in progress', () => {
    const orders = [
      { statusPercentage: 10, writerArchived: false },
      { statusPercentage: 50, writerArchived: true },
      { statusPercentage: 100, writerArchived: false },
      { statusPercentage: 100, writerArchived: true },
    ];
    expect(writerOrderCounts(orders)).toEqual({ total: 4, inProgress: 1, completed: 2, archived: 2 });
  });
  it('lists the services whose draft waits for the customer', () => {
    expect(servicesAwaitingCustomer({ a: { sentByWriter: true, pendingClientReview: true }, b: { sentByWriter: true, pendingClientReview: false } })).toEqual([
      'a',
    ]);
  });
});

describe('writer profile', () => {
  const valid = { workPhone: '+1 (555) 010-2030', profileTitle: 'Senior writer', profileSummary: 'Ten years of resumes.' };
  it('checks telephone numbers', () => {
    for (const ok of ['+1 555 010 2030', '(030) 1234-567', '555.010.2030']) expect(isPhoneNumber(ok)).toBe(true);
    for (const bad of ['12345', 'call me', '+1 555 010 2030 ext 5', '1234567890123456']) expect(isPhoneNumber(bad)).toBe(false);
  });
  it('requires work phone, title and summary', () => {
    const parsed = ZWriterProfile.parse(valid);
    expect(parsed).toMatchObject({ personalPhone: '', levels: [], maxJobsPerWeek: null, experience: null });
    const missing = ZWriterProfile.safeParse({});
    expect(missing.success).toBe(false);
    const paths = missing.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['workPhone', 'Enter A valid phone number'],
        ['profileTitle', 'This field is required.'],
        ['profileSummary', 'This field is required.'],
      ]),
    );
  });
  it('refuses bad phones, unknown choices, non-numbers and unknown fields', () => {
    expect(ZWriterProfile.safeParse({ ...valid, personalPhone: 'abc' }).error?.issues[0].message).toBe('Enter A valid phone number');
    expect(ZWriterProfile.safeParse({ ...valid, languages: ['Klingon'] }).success).toBe(false);
    expect(ZWriterProfile.safeParse({ ...valid, levels: ['Executive', 'Executive'] }).success).toBe(false);
    expect(ZWriterProfile.safeParse({ ...valid, maxOpenJobs: '5' }).success).toBe(false);
    expect(ZWriterProfile.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
});

describe('editable questions', () => {
  it('needs options for select, radio and checkbox', () => {
    expect(ZEditableQuestionItem.safeParse({ type: 'radio', text: 'Pick' }).error?.issues[0]).toMatchObject({
      path: ['options'],
      message: 'Add at least one option.',
    });
    expect(ZEditableQuestionItem.safeParse({ type: 'checkbox', text: 'Pick', options: [] }).success).toBe(false);
    expect(ZEditableQuestionItem.safeParse({ type: 'select', text: 'Pick', options: ['A'] }).success).toBe(true);
    expect(ZEditableQuestionItem.safeParse({ type: 'text', text: '  ' }).success).toBe(false);
    expect(ZEditableQuestionItem.safeParse({ type: 'video', text: 'x' }).success).toBe(false);
    expect(ZEditableQuestionItem.safeParse({ type: 'text', text: 'x', extra: 1 }).success).toBe(false);
  });
  it('publishing needs an answerable item', () => {
    expect(hasAnswerableItem([{ type: 'section' }, { type: 'paragraph' }])).toBe(false);
    expect(hasAnswerableItem([{ type: 'section' }, { type: 'email' }])).toBe(true);
  });
});
