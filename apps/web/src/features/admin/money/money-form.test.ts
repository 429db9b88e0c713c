import { ZCouponInput, type TAdminCoupon, type TAdminOrderRow } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  MONEY_SCHEMA_TEXT_KEYS,
  couponInputOf,
  couponState,
  couponToForm,
  dayOf,
  emptyCoupon,
  endOfDay,
  leftToRefund,
  orderChoices,
  orderOptionLabel,
  orderSearchOf,
  paymentState,
  refundAmountProblem,
  startOfDay,
} from './money-form.ts';
import en from '../../../locales/admin/en.json';

const coupon = (over: Partial<TAdminCoupon> = {}): TAdminCoupon => ({
  _id: 'c1',
  code: 'SPRING',
  kind: 'percent',
  percentOff: 20,
  amountOff: null,
  currency: null,
  packageIds: [],
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  active: true,
  redemptions: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('refunds', () => {
  it('leaves what was not refunded yet, without float dust', () => {
    expect(leftToRefund({ amount: 249, refunded: 0 })).toBe(249);
    expect(leftToRefund({ amount: 0.3, refunded: 0.1 })).toBe(0.2);
    expect(leftToRefund({ amount: 99, refunded: 99 })).toBe(0);
    expect(leftToRefund({ amount: 10, refunded: 12 })).toBe(0);
  });

  it("names a row's state", () => {
    expect(paymentState({ kind: 'refund', amount: -10, refunded: 0 })).toBe('refund');
    expect(paymentState({ kind: 'order', amount: 100, refunded: 0 })).toBe('paid');
    expect(paymentState({ kind: 'order', amount: 100, refunded: 40 })).toBe('partlyRefunded');
    expect(paymentState({ kind: 'invoice', amount: 100, refunded: 100 })).toBe('refunded');
  });

  it('checks the amount against what is left', () => {
    expect(refundAmountProblem(null, 10)).toBe('enter');
    expect(refundAmountProblem(Number.NaN, 10)).toBe('enter');
    expect(refundAmountProblem(0, 10)).toBe('positive');
    expect(refundAmountProblem(-1, 10)).toBe('positive');
    expect(refundAmountProblem(1.234, 10)).toBe('decimals');
    expect(refundAmountProblem(10.01, 10)).toBe('tooMuch');
    expect(refundAmountProblem(10, 10)).toBeNull();
    expect(refundAmountProblem(0.1 + 0.2, 0.3)).toBeNull();
  });
});

describe('invoices', () => {
  const order = (id: string, orderNumber: number, packageName = 'Professional Resume') => ({ _id: id, orderNumber, packageName }) as TAdminOrderRow;
  const none = { value: 'none', label: 'No order' };

  it("searches the customer's orders by what is typed, not by the chosen order's label", () => {
    const picked = { value: 'a', label: orderOptionLabel(order('a', 7)) };
    expect(picked.label).toBe('#7 · Professional Resume');
    expect(orderSearchOf('  #31 ', none.label)).toBe('#31');
    expect(orderSearchOf(none.label, none.label)).toBe('');
    expect(orderSearchOf(picked.label, picked.label)).toBe('');
    expect(orderSearchOf('bundle', picked.label)).toBe('bundle');
    expect(orderSearchOf('', none.label)).toBe('');
  });

  it('offers "no order" and the found orders, keeps the chosen one, and is empty when a search finds nothing', () => {
    const found = [order('b', 40, 'Executive Bundle'), order('c', 39)];
    expect(orderChoices(found, null, false, none)).toEqual([
      none,
      { value: 'b', label: '#40 · Executive Bundle' },
      { value: 'c', label: '#39 · Professional Resume' },
    ]);
    const picked = { value: 'a', label: '#7 · Professional Resume' };
    expect(orderChoices(found, picked, false, none).map((o) => o.value)).toEqual(['none', 'a', 'b', 'c']);
    expect(orderChoices([order('a', 7)], picked, false, none).map((o) => o.value)).toEqual(['none', 'a']);
    expect(orderChoices([], null, true, none)).toEqual([]);
    expect(orderChoices([], picked, true, none)).toEqual([picked]);
  });
});

describe('coupon form', () => {
  it('turns days into the start of the first and the end of the last, and back', () => {
    const from = startOfDay('2026-03-01')!;
    const until = endOfDay('2026-03-31')!;
    expect(new Date(from).getHours()).toBe(0);
    expect(new Date(until).getHours()).toBe(23);
    expect(new Date(until).getMinutes()).toBe(59);
    expect(dayOf(from)).toBe('2026-03-01');
    expect(dayOf(until)).toBe('2026-03-31');
    expect(startOfDay(null)).toBeNull();
    expect(startOfDay('nonsense')).toBeNull();
    expect(dayOf(null)).toBeNull();
  });

  it('sends only the chosen kind and passes the contract', () => {
    const form = { ...emptyCoupon('USD'), code: ' SAVE10 ', kind: 'fixed' as const, percentOff: 15, amountOff: 10, validFrom: '2026-03-01' };
    const input = couponInputOf(form);
    expect(input).toMatchObject({ code: 'SAVE10', kind: 'fixed', percentOff: null, amountOff: 10, currency: 'usd', validUntil: null });
    expect(ZCouponInput.safeParse(input).success).toBe(true);
    const percent = couponInputOf({ ...form, kind: 'percent' });
    expect(percent).toMatchObject({ percentOff: 15, amountOff: null, currency: null });
    expect(ZCouponInput.safeParse(percent).success).toBe(true);
    // The end before the start is the contract's own error on the end.
    const backwards = ZCouponInput.safeParse(couponInputOf({ ...form, validUntil: '2026-02-01' }));
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['validUntil']);
  });

  it('edits a coupon as it was saved', () => {
    const saved = coupon({ kind: 'fixed', percentOff: null, amountOff: 25, currency: 'eur', validUntil: endOfDay('2026-12-31'), packageIds: ['p1'] });
    const form = couponToForm(saved, 'usd');
    expect(form).toMatchObject({ kind: 'fixed', amountOff: 25, currency: 'eur', validUntil: '2026-12-31', packageIds: ['p1'] });
    expect(couponInputOf(form).validUntil).toBe(saved.validUntil);
    expect(couponToForm(coupon(), 'USD').currency).toBe('usd');
  });

  it('says whether a coupon works now', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(couponState(coupon(), now)).toBe('live');
    expect(couponState(coupon({ active: false }), now)).toBe('off');
    expect(couponState(coupon({ validUntil: '2026-06-01T00:00:00Z' }), now)).toBe('expired');
    expect(couponState(coupon({ validFrom: '2026-07-01T00:00:00Z' }), now)).toBe('scheduled');
    expect(couponState(coupon({ usageLimit: 3, redemptions: 3 }), now)).toBe('usedUp');
  });

  it('has an English text for each contract text it translates', () => {
    const validation = (en.admin as unknown as { money: { validation: Record<string, string> } }).money.validation;
    expect(MONEY_SCHEMA_TEXT_KEYS.filter((key) => !validation[key])).toEqual([]);
  });
});
