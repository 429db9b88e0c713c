import { describe, expect, it } from 'vitest';
import { chooseWriter, maxOpenJobsOf, paymentRefusal } from './policy.ts';

const due = { amount: 14900, currency: 'usd' };

describe('paymentRefusal', () => {
  it('accepts a paid payment of exactly the amount and currency due', () => {
    expect(paymentRefusal(due, { status: 'succeeded', amount: 14900, currency: 'USD' })).toBe(null);
    expect(paymentRefusal(due, { status: 'successful', amount: 14900, currency: 'usd' })).toBe(null);
  });
  it('refuses declined (402), pending (409) and mismatched (422) payments', () => {
    expect(paymentRefusal(due, { status: 'requires_payment_method', amount: 14900, currency: 'usd' })).toEqual({ status: 402, key: 'paymentDeclined' });
    expect(paymentRefusal(due, { status: 'requires_payment_method', amount: 14900, currency: 'usd' }, 'affirmDeclined')).toEqual({
      status: 402,
      key: 'affirmDeclined',
    });
    expect(paymentRefusal(due, { status: 'failed', amount: 14900, currency: 'usd' })?.status).toBe(402);
    expect(paymentRefusal(due, { status: 'processing', amount: 14900, currency: 'usd' })).toEqual({ status: 409, key: 'paymentPending' });
    expect(paymentRefusal(due, { status: 'requires_action', amount: 14900, currency: 'usd' })?.status).toBe(409);
    expect(paymentRefusal(due, { status: 'succeeded', amount: 100, currency: 'usd' })).toEqual({ status: 422, key: 'paymentMismatch' });
    expect(paymentRefusal(due, { status: 'succeeded', amount: 14900, currency: 'eur' })).toEqual({ status: 422, key: 'paymentMismatch' });
  });
});

describe('chooseWriter', () => {
  it('picks the writer with the fewest open orders, the earlier on a tie', () => {
    expect(
      chooseWriter([
        { id: 'a', open: 3, maxOpenJobs: null },
        { id: 'b', open: 1, maxOpenJobs: null },
        { id: 'c', open: 1, maxOpenJobs: null },
      ]),
    ).toBe('b');
  });
  it('skips writers at their Max Open Jobs and leaves the order unassigned when nobody is free', () => {
    expect(
      chooseWriter([
        { id: 'a', open: 2, maxOpenJobs: 2 },
        { id: 'b', open: 5, maxOpenJobs: null },
      ]),
    ).toBe('b');
    expect(
      chooseWriter([
        { id: 'a', open: 2, maxOpenJobs: 2 },
        { id: 'b', open: 0, maxOpenJobs: 0 },
      ]),
    ).toBe(null);
    expect(chooseWriter([])).toBe(null);
  });
  it('reads maxOpenJobs from writer_data, null when unset', () => {
    expect(maxOpenJobsOf({ maxOpenJobs: 12 })).toBe(12);
    expect(maxOpenJobsOf({ maxOpenJobs: null })).toBe(null);
    expect(maxOpenJobsOf(null)).toBe(null);
  });
});
