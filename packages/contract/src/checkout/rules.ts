import type { MessageKey } from '../messages.ts';
import { isCardProviderCurrency, isFlutterwaveCurrency } from '../orders/rules.ts';

// Amounts here are integer minor units (cents) unless a name says otherwise;
// the wire carries major units (toMajorUnits / toMinorUnits convert).

/** Major units (149.5) to integer minor units (14950). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/** Spec 01 §9: which provider takes a currency; null when neither does. */
export type PaymentRoute = 'card' | 'flutterwave';
export function paymentRouteFor(currency: string): PaymentRoute | null {
  if (isCardProviderCurrency(currency)) return 'card';
  if (isFlutterwaveCurrency(currency)) return 'flutterwave';
  return null;
}

// ---- Coupons (spec 03 §4 Coupon)

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** 1-100, for percent coupons. */
  percentOff: number | null;
  /** Minor units of `currency`, for fixed coupons. */
  amountOff: number | null;
  /** A fixed coupon's currency; it applies only to packages sold in it. */
  currency: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Null: unlimited. */
  usageLimit: number | null;
  redemptions: number;
  /** Empty: every package of the site. */
  packageIds: string[];
}

export type CouponRefusalKey = Extract<MessageKey, 'couponExpired' | 'couponNotYetValid' | 'couponExhausted' | 'couponWrongPackage'>;

/** Why a known coupon cannot be used on the package now; null when it can. */
export function couponRefusal(coupon: CouponTerms, pkg: { id: string; currency: string }, now: Date): CouponRefusalKey | null {
  if (coupon.validUntil && coupon.validUntil.getTime() < now.getTime()) return 'couponExpired';
  if (coupon.validFrom && coupon.validFrom.getTime() > now.getTime()) return 'couponNotYetValid';
  if (coupon.usageLimit !== null && coupon.redemptions >= coupon.usageLimit) return 'couponExhausted';
  if (coupon.packageIds.length > 0 && !coupon.packageIds.includes(pkg.id)) return 'couponWrongPackage';
  if (coupon.kind === 'fixed' && coupon.currency?.toLowerCase() !== pkg.currency.toLowerCase()) return 'couponWrongPackage';
  return null;
}

/** The discount on a price, never more than the price itself. */
export function couponDiscount(price: number, coupon: Pick<CouponTerms, 'kind' | 'percentOff' | 'amountOff'>): number {
  const raw = coupon.kind === 'percent' ? Math.round((price * (coupon.percentOff ?? 0)) / 100) : (coupon.amountOff ?? 0);
  return Math.max(0, Math.min(price, raw));
}

// ---- Tips (spec 01 §5, §9)

/** In major units, as the spec states them. */
export const TIP_MINIMUM = 2;
export const TIP_PRESETS = [5, 10, 15] as const;
export type TipChoice = { percent: (typeof TIP_PRESETS)[number] } | { custom: number };

/**
 * The tip for an order price (both major units): a preset percentage or a
 * custom one from the 0-100 slider, rounded to cents. A computed tip of 1 or
 * less becomes 2 (the spec's rule), and so does anything else below the minimum.
 */
export function tipAmount(price: number, choice: TipChoice): number {
  const percent = 'percent' in choice ? choice.percent : Math.min(100, Math.max(0, choice.custom));
  const computed = Math.round(price * percent) / 100;
  if (computed <= 1) return TIP_MINIMUM;
  return Math.max(TIP_MINIMUM, computed);
}

/** Why a tip (major units) cannot be paid on an order of `price`: below the minimum, or above 100 % (the slider's end). */
export function tipRefusal(tip: number, price: number): Extract<MessageKey, 'tipMinimum' | 'tipTooLarge'> | null {
  if (tip < TIP_MINIMUM) return 'tipMinimum';
  if (tip > Math.max(price, TIP_MINIMUM)) return 'tipTooLarge';
  return null;
}

// ---- The sandbox provider's test cards (DESIGN §1: a clearly labelled test mode)

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
} as const;

export type SandboxCardOutcome = 'succeeded' | 'declined' | 'requires_action';

/** What the sandbox does with a card number (spaces and dashes ignored); null for any other number. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const is = (card: string) => digits === card.replace(/\s/g, '');
  if (is(SANDBOX_TEST_CARDS.succeeds)) return 'succeeded';
  if (is(SANDBOX_TEST_CARDS.declined)) return 'declined';
  if (is(SANDBOX_TEST_CARDS.authenticate)) return 'requires_action';
  return null;
}
