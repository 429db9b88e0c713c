import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, paymentRouteFor, sandboxCardOutcome, tipAmount, tipRefusal, toMinorUnits, type CouponTerms } from './rules.ts';
import { ZCustomerForm, ZCustomerPaymentIntentRequest, ZRegisterCustomerRequest } from './schema.ts';

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  currency: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  redemptions: 0,
  packageIds: [],
  ...over,
});
const now = new Date('2025-06-01T12:00:00Z');
const p1 = { id: 'p1', currency: 'usd' };

describe('paymentRouteFor', () => {
  it('sends the five card currencies to the card provider and the seven African ones to Flutterwave', () => {
    for (const c of ['usd', 'cad', 'aud', 'gbp', 'EUR']) expect(paymentRouteFor(c)).toBe('card');
    for (const c of ['ngn', 'kes', 'ghs', 'ugx', 'zar', 'egp', 'MWK']) expect(paymentRouteFor(c)).toBe('flutterwave');
    expect(paymentRouteFor('jpy')).toBe(null);
  });
});

describe('coupons', () => {
  it('applies a valid coupon', () => {
    expect(couponRefusal(coupon(), p1, now)).toBe(null);
    expect(
      couponRefusal(
        coupon({ validFrom: new Date('2025-01-01'), validUntil: new Date('2025-12-31'), usageLimit: 5, redemptions: 4, packageIds: ['p1'] }),
        p1,
        now,
      ),
    ).toBe(null);
  });
  it('refuses expired, not yet valid, exhausted and other-package coupons', () => {
    expect(couponRefusal(coupon({ validUntil: new Date('2025-05-31') }), p1, now)).toBe('couponExpired');
    expect(couponRefusal(coupon({ validFrom: new Date('2025-07-01') }), p1, now)).toBe('couponNotYetValid');
    expect(couponRefusal(coupon({ usageLimit: 3, redemptions: 3 }), p1, now)).toBe('couponExhausted');
    expect(couponRefusal(coupon({ packageIds: ['p2'] }), p1, now)).toBe('couponWrongPackage');
  });
  it('applies a fixed coupon only to packages in its currency', () => {
    const fixed = coupon({ kind: 'fixed', percentOff: null, amountOff: 5000, currency: 'USD' });
    expect(couponRefusal(fixed, p1, now)).toBe(null);
    expect(couponRefusal(fixed, { id: 'p1', currency: 'ngn' }, now)).toBe('couponWrongPackage');
    expect(couponRefusal({ ...fixed, currency: null }, p1, now)).toBe('couponWrongPackage');
  });
  it('takes a percentage or a fixed amount off, never more than the price', () => {
    expect(couponDiscount(14900, coupon({ percentOff: 10 }))).toBe(1490);
    expect(couponDiscount(14950, coupon({ percentOff: 15 }))).toBe(2243);
    expect(couponDiscount(14900, coupon({ percentOff: 100 }))).toBe(14900);
    expect(couponDiscount(14900, coupon({ kind: 'fixed', percentOff: null, amountOff: 5000 }))).toBe(5000);
    expect(couponDiscount(4000, coupon({ kind: 'fixed', percentOff: null, amountOff: 5000 }))).toBe(4000);
  });
});

describe('tipAmount', () => {
  it('takes the preset or custom percentage of the price, rounded to cents', () => {
    expect(tipAmount(149, { percent: 10 })).toBe(14.9);
    expect(tipAmount(149.5, { percent: 15 })).toBe(22.43);
    expect(tipAmount(249, { custom: 100 })).toBe(249);
  });
  it('makes a computed tip of 1 or less 2, and keeps the minimum of 2', () => {
    expect(tipAmount(10, { percent: 10 })).toBe(2);
    expect(tipAmount(20, { percent: 5 })).toBe(2);
    expect(tipAmount(149, { custom: 0 })).toBe(2);
    expect(tipAmount(15, { percent: 10 })).toBe(2);
  });
  it('keeps the custom slider within 0-100', () => {
    expect(tipAmount(100, { custom: 250 })).toBe(100);
    expect(tipAmount(100, { custom: -5 })).toBe(2);
  });
  it('refuses tips below 2 or above the price', () => {
    expect(tipRefusal(1.99, 149)).toBe('tipMinimum');
    expect(tipRefusal(2, 149)).toBe(null);
    expect(tipRefusal(149, 149)).toBe(null);
    expect(tipRefusal(149.01, 149)).toBe('tipTooLarge');
    expect(tipRefusal(2, 1)).toBe(null);
  });
});

describe('money and test cards', () => {
  it('converts major to minor units without float drift', () => {
    expect(toMinorUnits(14.9)).toBe(1490);
    expect(toMinorUnits(0.29)).toBe(29);
  });
  it('knows the three sandbox test cards and nothing else', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxCardOutcome('4000002760003184')).toBe('requires_action');
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toBe(null);
  });
});

describe('checkout forms', () => {
  it('validates the customer form per spec 03 §5', () => {
    const ok = ZCustomerForm.safeParse({ firstName: 'Ann', lastName: 'Lee', email: ' Ann@Example.test ', uniqueCustomerId: 'c1' });
    expect(ok.success && ok.data.email).toBe('ann@example.test');
    const bad = ZCustomerForm.safeParse({ firstName: '', lastName: 'x'.repeat(256), email: 'nope' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Enter First Name');
    expect(messages).toContain('Enter a valid email');
  });
  it('refuses unknown fields such as a price', () => {
    expect(ZRegisterCustomerRequest.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.test', item: 'p1', price: 1 }).success).toBe(false);
  });
  it('takes exactly one thing to pay for', () => {
    expect(ZCustomerPaymentIntentRequest.safeParse({ item: 'p1' }).success).toBe(true);
    expect(ZCustomerPaymentIntentRequest.safeParse({ tip: { orderId: 'o1', amount: 5 } }).success).toBe(true);
    expect(ZCustomerPaymentIntentRequest.safeParse({ item: 'p1', invoice_id: 'i1' }).success).toBe(false);
    expect(ZCustomerPaymentIntentRequest.safeParse({}).success).toBe(false);
  });
});
