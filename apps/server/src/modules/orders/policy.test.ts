import { describe, expect, it } from 'vitest';
import { isStaleWrite, refuseAdminModuleChange, refuseAnswerTask, refuseDocumentChange, refuseModuleCompletion } from './policy.ts';
import type { OrderRow } from './repo.ts';

const pkg = {
  packageServices: [
    {
      _id: 'svc-resume',
      serviceName: 'Resume',
      serviceModules: [
        { id: 'q1', title: 'Q' },
        { id: 'previous_document', title: 'P' },
        { id: 'additional_questionnaire', title: 'F' },
        { id: 'revision_process', title: 'R' },
      ],
    },
    { _id: 'svc-cover', serviceName: 'Cover', serviceModules: [{ id: 'q2', title: 'Q' }] },
  ],
} as unknown as OrderRow['package'];
const order = (done: string[] = [], statusPercentage = 20) => ({
  package: pkg,
  statusPercentage,
  completedTasks: done.map((taskId) => ({ taskId, serviceId: 'svc-resume', serviceType: 'Resume' })),
});

describe('orders policy', () => {
  it('refuses a task that is not a module of the service with 422', () => {
    expect(refuseModuleCompletion(order(), 'svc-cover', 'q1')).toEqual({ status: 422, key: 'taskNotInPackage' });
    expect(refuseModuleCompletion(order(), 'svc-nope', 'q1')).toEqual({ status: 422, key: 'taskNotInPackage' });
  });
  it('refuses a completed task with 409', () => {
    expect(refuseModuleCompletion(order(['q1']), 'svc-resume', 'q1')).toEqual({ status: 409, key: 'taskAlreadyCompleted' });
    expect(refuseModuleCompletion(order(), 'svc-resume', 'q1')).toBe(null);
  });
  it('lets an admin mark a module of the order done when it is not, and not done when it is', () => {
    expect(refuseAdminModuleChange(order(), 'svc-resume', 'q1', true)).toBe(null);
    expect(refuseAdminModuleChange(order(['q1']), 'svc-resume', 'q1', false)).toBe(null);
    expect(refuseAdminModuleChange(order(['q1']), 'svc-resume', 'q1', true)).toEqual({ status: 409, key: 'taskAlreadyCompleted' });
    expect(refuseAdminModuleChange(order(), 'svc-resume', 'q1', false)).toEqual({ status: 409, key: 'taskNotCompleted' });
    expect(refuseAdminModuleChange(order(), 'svc-cover', 'q1', true)).toEqual({ status: 422, key: 'taskNotInPackage' });
  });
  it('calls an admin save stale when the order changed after it was loaded, to the millisecond', () => {
    const updatedAt = new Date('2026-11-27T01:02:03.456Z');
    expect(isStaleWrite({ updatedAt }, '2026-11-27T01:02:03.456Z')).toBe(false);
    expect(isStaleWrite({ updatedAt }, '2026-11-27T02:02:03.456+01:00')).toBe(false);
    expect(isStaleWrite({ updatedAt }, '2026-11-27T01:02:03.455Z')).toBe(true);
  });
  it('lets complete_task answer questionnaires and follow-up questions only', () => {
    expect(refuseAnswerTask(order(), 'svc-resume', 'q1')).toBe(null);
    expect(refuseAnswerTask(order(), 'svc-resume', 'additional_questionnaire')).toBe(null);
    expect(refuseAnswerTask(order(), 'svc-resume', 'revision_process')).toEqual({ status: 422, key: 'taskNotCompletable' });
    expect(refuseAnswerTask(order(), 'svc-resume', 'previous_document')).toEqual({ status: 422, key: 'taskNotCompletable' });
  });
  it('refuses document changes on a completed order or a service without the module', () => {
    expect(refuseDocumentChange(order([], 100), 'svc-resume')).toEqual({ status: 409, key: 'orderCompletedNoChanges' });
    expect(refuseDocumentChange(order(), 'svc-cover')).toEqual({ status: 422, key: 'taskNotInPackage' });
    expect(refuseDocumentChange(order(), 'svc-resume')).toBe(null);
  });
});
