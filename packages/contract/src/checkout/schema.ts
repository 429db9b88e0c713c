import { z } from 'zod';
import { ZLanguage } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { ZInvoice } from '../orders/schema.ts';

// Wire shapes of checkout and payments (spec 01 §7, 03 §7). Money on the wire
// is in major units (149.5); every amount is computed by the server from its
// own records: a price, discount or currency a client sends is never used.

const ZObjectId = z.string().min(1).max(64);
/** A payment provider's reference: a PaymentIntent id, a sandbox intent id, a Flutterwave tx_ref, or a free checkout's id. */
const ZPaymentRef = z.string().trim().min(1).max(200);
const ZOptionalText = (max: number) => z.string().max(max).nullish();
const ZCouponCode = z.string().trim().max(64);

export const ZPaymentProvider = z.enum(['sandbox', 'stripe']);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

// ---- Entities

/** A package as checkout shows it (spec 03 §3 Package). */
export const ZCheckoutPackage = z.object({
  _id: z.string(),
  packageName: z.string(),
  packagePrice: z.number(),
  currency: z.string(),
  /** Sanitised by the client on output (DESIGN §7). */
  packageDescriptionHTML: z.string(),
  packageDescription: z.string(),
  packageServices: z.array(z.object({ _id: z.string(), serviceName: z.string() })),
  clientWebsiteCustomization: z.object({ companyName: z.string() }),
});
export type TCheckoutPackage = z.infer<typeof ZCheckoutPackage>;

export const ZCheckoutCustomer = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  uniqueCustomerId: z.string(),
});
export type TCheckoutCustomer = z.infer<typeof ZCheckoutCustomer>;

/** Spec 03 §5: the checkout customer form. */
export const ZCustomerForm = z.object({
  firstName: z.string({ error: MESSAGES.firstNameRequired }).trim().min(1, MESSAGES.firstNameRequired).max(255),
  lastName: z.string({ error: MESSAGES.lastNameRequired }).trim().min(1, MESSAGES.lastNameRequired).max(255),
  email: z.string({ error: MESSAGES.emailRequired }).trim().toLowerCase().min(1, MESSAGES.emailRequired).email(MESSAGES.fieldInvalidEmail).max(254),
  uniqueCustomerId: z.string().trim().max(128).optional(),
});
export type TCustomerForm = z.infer<typeof ZCustomerForm>;

/** A payment ready for the provider's client-side form. */
export const ZPaymentIntentResponse = z.object({
  status: z.boolean(),
  intent_id: z.string(),
  /** For the provider's card form (sandbox or Stripe.js); null when nothing is to be paid. */
  client_secret: z.string().nullable(),
  message: z.string(),
  amount: z.number(),
  discountAmount: z.number(),
  currency: z.string(),
  /** 'none' when the total is 0 (confirm with intent_id, no card form). */
  provider: z.enum(['sandbox', 'stripe', 'none']),
  publishableKey: z.string().nullable(),
  testMode: z.boolean(),
});
export type TPaymentIntentResponse = z.infer<typeof ZPaymentIntentResponse>;

// ---- Public checkout calls (spec 03 §7)

/** GET /getClientCustomizations: the site's public payment bits; never a secret. */
export const ZClientCustomizationsResponse = z.object({
  status: z.boolean(),
  data: z.object({
    logo: z.string(),
    companyName: z.string(),
    clientCurrencyType: z.string(),
    /** The card provider; null when the site has none. */
    paymentProvider: ZPaymentProvider.nullable(),
    publishableKey: z.string().nullable(),
    /** True for the sandbox and for Stripe test keys: show the TEST MODE label. */
    testMode: z.boolean(),
    flutterwavePublicKey: z.string().nullable(),
  }),
});
export type TClientCustomizationsResponse = z.infer<typeof ZClientCustomizationsResponse>;

/** GET /getPackageInfo?item&critiqueId&critiqueViewId&stripe */
export const ZPackageInfoQuery = z
  .object({ item: ZObjectId, critiqueId: ZOptionalText(64), critiqueViewId: ZOptionalText(64), stripe: ZOptionalText(10) })
  .strict();
export const ZPackageInfoResponse = z.object({
  status: z.boolean(),
  /** The signed-in customer's details, else empty. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  currency: z.string(),
  customerPackage: ZCheckoutPackage,
  /** The checkout click recorded for this visit. */
  checkoutClickId: z.string(),
});
export type TPackageInfoResponse = z.infer<typeof ZPackageInfoResponse>;

/** POST /api/getPaymentIntentPublic. `couponCode` (an extension): after applying or removing a coupon, ask again for an intent of the new total. */
export const ZPaymentIntentPublicRequest = z.object({ item: ZObjectId, country: ZOptionalText(64), couponCode: ZCouponCode.nullish() }).strict();
export type TPaymentIntentPublicRequest = z.infer<typeof ZPaymentIntentPublicRequest>;

/**
 * POST /registerCustomer. `couponCode` is accepted for compatibility: the coupon that counts is the intent's.
 * `language` (an extension): the checkout's language, which a new account's e-mails (welcome, receipt) speak.
 */
export const ZRegisterCustomerRequest = ZCustomerForm.extend({
  intent: ZPaymentRef.nullish(),
  item: ZObjectId,
  couponCode: ZCouponCode.nullish(),
  language: ZLanguage.nullish(),
}).strict();
export type TRegisterCustomerRequest = z.infer<typeof ZRegisterCustomerRequest>;
export const ZRegisterCustomerResponse = z.object({
  status: z.boolean(),
  /** Single-use auto-login code: /autologin/{code}. */
  code: z.string(),
  customer: ZCheckoutCustomer,
});
export type TRegisterCustomerResponse = z.infer<typeof ZRegisterCustomerResponse>;

/** GET /checkUser: a code only when an existing customer's uniqueCustomerId and names match; otherwise 404. */
export const ZCheckUserQuery = ZCustomerForm.strict();
export type TCheckUserQuery = z.infer<typeof ZCheckUserQuery>;
export const ZCheckUserResponse = z.object({ status: z.boolean(), code: z.string() });

/** POST /api/confirmAffirmPayment: `coupon` and `purchasedDate` are accepted and ignored (the intent's coupon and the server's clock count). */
export const ZConfirmCheckoutRequest = z
  .object({
    paymentIntent: ZPaymentRef,
    item: ZObjectId,
    checkoutButtonClickId: ZOptionalText(64),
    coupon: ZOptionalText(64),
    purchasedDate: ZOptionalText(64),
  })
  .strict();
export type TConfirmCheckoutRequest = z.infer<typeof ZConfirmCheckoutRequest>;
export const ZConfirmCheckoutResponse = z.object({ status: z.boolean(), _id: z.string(), message: z.string() });

/** GET /api/client/{clientId}/user/{userId}/package/{item}/confirmAffirmPayment (the widget's return URL). */
export const ZWidgetReturnParams = z.object({ clientId: ZObjectId, userId: ZObjectId, item: ZObjectId }).strict();
export const ZWidgetReturnQuery = z
  .object({ payment_intent: ZPaymentRef, payment_intent_client_secret: ZOptionalText(300), redirect_status: ZOptionalText(64) })
  .passthrough();

/** POST /api/package/{id}/checkCoupon */
export const ZPackageIdParams = z.object({ id: ZObjectId }).strict();
export const ZCheckCouponRequest = z.object({ couponCode: ZCouponCode.min(1, MESSAGES.couponUnknown) }).strict();
export const ZCheckCouponResponse = z.object({
  status: z.boolean(),
  discountAmount: z.number(),
  /** The price after the discount. */
  total: z.number(),
  currency: z.string(),
  message: z.string(),
});
export type TCheckCouponResponse = z.infer<typeof ZCheckCouponResponse>;

/** GET /api/package/{packageId}/checkout-link/{critiqueId}?critiqueViewId */
export const ZCheckoutLinkParams = z.object({ packageId: ZObjectId, critiqueId: ZObjectId }).strict();
export const ZCheckoutLinkQuery = z.object({ critiqueViewId: ZOptionalText(64) }).strict();
export const ZCheckoutLinkResponse = z.object({
  status: z.boolean(),
  data: z.object({
    isCustomCheckout: z.boolean(),
    /** The site's own /checkout path with the package and review. */
    link: z.string(),
    /** Absolute: the external checkout's URL when custom, else the link on this site. */
    checkoutUrl: z.string(),
  }),
});

/** GET /checkout/custom-link */
export const ZCustomLinkQuery = z
  .object({
    productId: ZObjectId,
    firstName: ZOptionalText(255),
    lastName: ZOptionalText(255),
    email: ZOptionalText(254),
    uniqueCustomerId: ZOptionalText(128),
  })
  .strict();
export type TCustomLinkQuery = z.infer<typeof ZCustomLinkQuery>;
export const ZCustomLinkResponse = z.object({ status: z.boolean(), link: z.string() });

/** POST /checkout/yjsg-checkout-button-click */
export const ZCheckoutClickRequest = z.object({ packageId: ZObjectId, critiqueId: ZOptionalText(64), critiqueViewId: ZOptionalText(64) }).strict();
export const ZCheckoutClickResponse = z.object({ status: z.boolean(), _id: z.string() });

// ---- The customer's new orders, tips and invoices (spec 01 §7)

export const ZPackagesQuery = z.object({ purchasable: z.enum(['true', 'false']).optional() }).strict();
/** GET /api/customer/orders_all_packages: highest price first. */
export const ZPackagesResponse = z.object({
  status: z.boolean(),
  packages: z.array(ZCheckoutPackage),
  clientCurrencyType: z.string(),
});
export type TPackagesResponse = z.infer<typeof ZPackagesResponse>;

/** POST /api/customer/orders_new. `payment` is the intent id; `purchasedDate` is ignored. */
export const ZNewOrderRequest = z
  .object({
    payment: ZPaymentRef,
    package_subscribed: z.string({ error: MESSAGES.productRequired }).min(1, MESSAGES.productRequired).max(64),
    purchasedDate: ZOptionalText(64),
  })
  .strict();
export type TNewOrderRequest = z.infer<typeof ZNewOrderRequest>;
export const ZNewOrderResponse = z.object({ status: z.boolean(), order_id: z.string(), message: z.string() });

/**
 * POST /api/customer/payment-intent: exactly one of a package (`item`, with
 * an optional coupon), an unpaid invoice, or a tip on a completed order.
 */
export const ZCustomerPaymentIntentRequest = z
  .object({
    item: ZObjectId.optional(),
    couponCode: ZCouponCode.nullish(),
    invoice_id: ZObjectId.optional(),
    tip: z
      .object({ orderId: ZObjectId, amount: z.number().positive().max(1_000_000) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => [b.item, b.invoice_id, b.tip].filter((v) => v !== undefined).length === 1, {
    message: 'Send exactly one of item, invoice_id or tip.',
  });
export type TCustomerPaymentIntentRequest = z.infer<typeof ZCustomerPaymentIntentRequest>;

/** POST /api/customer/orders/tip/{id}: `tip` in major units, the amount the intent was made for. */
export const ZTipRequest = z.object({ tip: z.number().positive().max(1_000_000), payment: ZPaymentRef }).strict();
export type TTipRequest = z.infer<typeof ZTipRequest>;
export const ZTipResponse = z.object({ status: z.boolean(), message: z.string(), tipByCustomer: z.number() });

/** GET /api/customer/invoices: newest first. */
export const ZInvoicesResponse = z.object({ status: z.boolean(), invoices: z.array(ZInvoice) });
export type TInvoicesResponse = z.infer<typeof ZInvoicesResponse>;
export const ZPayInvoiceRequest = z.object({ payment: ZPaymentRef, invoice_id: ZObjectId }).strict();
export type TPayInvoiceRequest = z.infer<typeof ZPayInvoiceRequest>;
export const ZPayInvoiceResponse = z.object({ status: z.boolean(), message: z.string(), invoice: ZInvoice });

// ---- Flutterwave (spec 01 §7 "african payment provider")

/** POST /customer/flutterwave/code. `price` is accepted and ignored. */
export const ZFlutterwaveCodeRequest = z.object({ price: z.union([z.number(), z.string().max(32)]).optional(), selectedPackageId: ZObjectId }).strict();
/** Pass amount, currency, tx_ref and customer.email to FlutterwaveCheckout exactly as given: the hash covers them. */
export const ZFlutterwaveCodeResponse = z.object({
  status: z.boolean(),
  txRef: z.string(),
  integrityHash: z.string(),
  amount: z.number(),
  /** Upper-case, as Flutterwave takes it. */
  currency: z.string(),
  publicKey: z.string(),
  customer: z.object({ email: z.string(), name: z.string() }),
});
export type TFlutterwaveCodeResponse = z.infer<typeof ZFlutterwaveCodeResponse>;
export const ZFlutterwaveVerificationRequest = z
  .object({
    transactionId: z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]),
    txRef: ZPaymentRef,
    checkoutButtonClickId: ZOptionalText(64),
    purchasedDate: ZOptionalText(64),
  })
  .strict();
export type TFlutterwaveVerificationRequest = z.infer<typeof ZFlutterwaveVerificationRequest>;
export const ZFlutterwaveVerificationResponse = z.object({ status: z.boolean(), orderId: z.string() });

// ---- The sandbox provider's card form (test mode)

export const ZSandboxIntentParams = z.object({ id: ZPaymentRef }).strict();
export const ZSandboxConfirmRequest = z.object({ client_secret: z.string().min(1).max(300), card_number: z.string().trim().min(1).max(32) }).strict();
/** The extra step of 4000 0027 6000 3184: the client approves or fails it. */
export const ZSandboxAuthenticateRequest = z.object({ client_secret: z.string().min(1).max(300), outcome: z.enum(['approve', 'fail']) }).strict();
export const ZSandboxIntent = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  last_payment_error: z.string().nullable(),
});
export const ZSandboxIntentResponse = z.object({ status: z.boolean(), intent: ZSandboxIntent });
export type TSandboxIntentResponse = z.infer<typeof ZSandboxIntentResponse>;
