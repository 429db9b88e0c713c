import { SANDBOX_TEST_CARDS, sandboxCardOutcome } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { groupCardNumber } from './card-number.ts';

describe('groupCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184');
    expect(groupCardNumber('42a4')).toBe('424');
    expect(groupCardNumber('')).toBe('');
  });

  it('keeps the sandbox test cards recognisable', () => {
    for (const card of Object.values(SANDBOX_TEST_CARDS)) expect(sandboxCardOutcome(groupCardNumber(card))).not.toBeNull();
  });
});
