import type { TAdminCoupon, TAdminOrderRow, TAdminPaymentRow, TCouponInput } from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import { translateText } from '../../../lib/messages.ts';

// ---- Payments and refunds

const cents = (amount: number) => Math.round(amount * 100);

/** What is left to refund of a payment, in major units (two decimals, no float dust). */
export function leftToRefund(payment: Pick<TAdminPaymentRow, 'amount' | 'refunded'>): number {
  return Math.max(0, cents(payment.amount) - cents(payment.refunded)) / 100;
}

export type PaymentState = 'refund' | 'refunded' | 'partlyRefunded' | 'paid';

/** A ledger row's state: a refund row itself, or a payment refunded in full, in part, or not at all. */
export function paymentState(payment: Pick<TAdminPaymentRow, 'kind' | 'amount' | 'refunded'>): PaymentState {
  if (payment.kind === 'refund') return 'refund';
  if (payment.refunded <= 0) return 'paid';
  return leftToRefund(payment) === 0 ? 'refunded' : 'partlyRefunded';
}

export type RefundAmountProblem = 'enter' | 'positive' | 'decimals' | 'tooMuch';

/** Why a refund amount cannot be sent (the dialog says it on its field), or null when it can. */
export function refundAmountProblem(amount: number | null | undefined, left: number): RefundAmountProblem | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'enter';
  if (amount <= 0) return 'positive';
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return 'decimals';
  if (cents(amount) > cents(left)) return 'tooMuch';
  return null;
}

// ---- Invoices

/** An order as the invoice dialog's order picker names it: its number and package. */
export const orderOptionLabel = (order: Pick<TAdminOrderRow, 'orderNumber' | 'packageName'>) => `#${order.orderNumber} · ${order.packageName}`;

export interface OrderOption {
  value: string;
  label: string;
}

/**
 * What the order picker asks the server: the typed text, or nothing while the box shows the chosen option's label
 * (Mantine puts it there on a pick, "no order" included), so the customer's newest orders are listed.
 */
export function orderSearchOf(typed: string, chosenLabel: string): string {
  return typed === chosenLabel ? '' : typed.trim();
}

/**
 * The order picker's choices: "no order" unless a search is typed (then an empty list says that nothing matches),
 * the customer's orders the server found, and the chosen order even when the last search did not find it.
 */
export function orderChoices(found: readonly TAdminOrderRow[], picked: OrderOption | null, searching: boolean, noOrder: OrderOption): OrderOption[] {
  const options = found.map((order) => ({ value: order._id, label: orderOptionLabel(order) }));
  if (picked && !options.some((option) => option.value === picked.value)) options.unshift(picked);
  return searching ? options : [noOrder, ...options];
}

// ---- Coupons: the form holds days (YYYY-MM-DD, the date picker's values); the API takes instants

export interface CouponForm {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  packageIds: string[];
  /** The first day it works, from the start of that day (the admin's time). */
  validFrom: string | null;
  /** The last day it works, to the end of that day. */
  validUntil: string | null;
  usageLimit: number | null;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day (in this browser's time zone) of an instant. */
export function dayOf(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function instantOf(day: string | null, endOfDay: boolean): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const d = endOfDay ? new Date(year, month, date, 23, 59, 59, 999) : new Date(year, month, date, 0, 0, 0, 0);
  return d.toISOString();
}

export const startOfDay = (day: string | null) => instantOf(day, false);
export const endOfDay = (day: string | null) => instantOf(day, true);

/** A new coupon: a percent off, every package, no dates, no limit, switched on; a fixed amount starts in the site's currency. */
export function emptyCoupon(currency: string): CouponForm {
  return {
    code: '',
    kind: 'percent',
    percentOff: null,
    amountOff: null,
    currency: currency.toLowerCase(),
    packageIds: [],
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    active: true,
  };
}

export function couponToForm(coupon: TAdminCoupon, siteCurrency: string): CouponForm {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff,
    currency: coupon.currency ?? siteCurrency.toLowerCase(),
    packageIds: [...coupon.packageIds],
    validFrom: dayOf(coupon.validFrom),
    validUntil: dayOf(coupon.validUntil),
    usageLimit: coupon.usageLimit,
    active: coupon.active,
  };
}

/** What the API takes: only the kind's own amount, days as the start of the first and the end of the last. */
export function couponInputOf(form: CouponForm): TCouponInput {
  const fixed = form.kind === 'fixed';
  return {
    code: form.code.trim(),
    kind: form.kind,
    percentOff: fixed ? null : form.percentOff,
    amountOff: fixed ? form.amountOff : null,
    currency: fixed ? form.currency : null,
    packageIds: form.packageIds,
    validFrom: startOfDay(form.validFrom),
    validUntil: endOfDay(form.validUntil),
    usageLimit: form.usageLimit,
    active: form.active,
  };
}

export type CouponState = 'off' | 'scheduled' | 'expired' | 'usedUp' | 'live';

/** Whether a coupon works at checkout now, and if not, why. */
export function couponState(coupon: Pick<TAdminCoupon, 'active' | 'validFrom' | 'validUntil' | 'usageLimit' | 'redemptions'>, now = new Date()): CouponState {
  if (!coupon.active) return 'off';
  if (coupon.validUntil && new Date(coupon.validUntil) < now) return 'expired';
  if (coupon.usageLimit !== null && coupon.redemptions >= coupon.usageLimit) return 'usedUp';
  if (coupon.validFrom && new Date(coupon.validFrom) > now) return 'scheduled';
  return 'live';
}

// ---- Field errors: the contract's money texts (money-schema.ts) by their admin text key

const SCHEMA_TEXTS: Record<string, string> = {
  'Use 3 to 40 characters': 'codeLength',
  'Use letters, digits, - and _ only': 'codeCharacters',
  'Between 1 and 100': 'percentRange',
  'Use a whole number': 'wholeNumber',
  'Enter an amount above 0': 'amountAbove0',
  'Use at most two decimals': 'twoDecimals',
  'Choose a currency': 'chooseCurrency',
  'Enter a date': 'enterDate',
  'End after the start': 'endAfterStart',
  'At least 1': 'atLeast1',
  'Enter what the invoice is for': 'invoiceFor',
  'Enter a price': 'enterPrice',
  'The price must be at least 0.50': 'priceMin',
  'The price is too high': 'priceTooHigh',
};
export const MONEY_SCHEMA_TEXT_KEYS = Object.values(SCHEMA_TEXTS);

/** A field's error in the interface language: the money texts, then the shared messages, then `fallback` for zod's generic ones. */
export function moneyFieldText(t: TFunction, error: { message?: string } | undefined, fallback?: string): string | undefined {
  const text = error?.message;
  if (!text) return undefined;
  const own = SCHEMA_TEXTS[text];
  if (own) return t(`admin.money.validation.${own}`);
  const shared = translateText(t, text);
  return shared === text && fallback ? fallback : shared;
}
