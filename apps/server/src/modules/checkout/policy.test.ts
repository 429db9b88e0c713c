import { describe, expect, it } from 'vitest';
import { paymentRefusal } from './policy.ts';

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
