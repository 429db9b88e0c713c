import { describe, expect, it } from 'vitest';
import { recentChanges } from './change-history.ts';
import { shouldAskBeforeLeaving } from '../../../components/unsaved-changes.ts';

describe('leaving a form', () => {
  const leave = { dirty: true, released: false, from: '/admin/catalogue/contracts/c1', to: '/admin/catalogue/contracts' };

  it('asks only with unsaved changes, for another page, unless the page leaves on purpose', () => {
    expect(shouldAskBeforeLeaving(leave)).toBe(true);
    expect(shouldAskBeforeLeaving({ ...leave, dirty: false })).toBe(false);
    // Back to the list after a create or a delete.
    expect(shouldAskBeforeLeaving({ ...leave, released: true })).toBe(false);
    // Another section of the same page (`?tab=`) keeps the form.
    expect(shouldAskBeforeLeaving({ ...leave, to: leave.from })).toBe(false);
  });
});

describe('a history of changes', () => {
  it('shows the newest first few and counts the older ones left out', () => {
    const entries = ['e5', 'e4', 'e3', 'e2', 'e1'];
    expect(recentChanges(entries, 3)).toEqual({ shown: ['e5', 'e4', 'e3'], hidden: 2 });
    expect(recentChanges(entries, Infinity)).toEqual({ shown: entries, hidden: 0 });
    expect(recentChanges([], 3)).toEqual({ shown: [], hidden: 0 });
  });
});
