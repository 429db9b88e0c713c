/** The payment adapters' shared shapes: one interface, one file per provider. */

export type CardProviderName = 'sandbox' | 'stripe';
export type PaymentMethodKind = 'card' | 'affirm';

/** A provider's intent as the server reads it back. Amounts in minor units, currency lower-case. */
export interface ProviderIntent {
  id: string;
  /** The provider's status: 'succeeded', 'requires_payment_method', 'requires_action', 'processing', ... */
  status: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  lastError: string | null;
}

/** A provider's refund of a payment, as the server reads it back. Amount in minor units (positive), currency lower-case. */
export interface ProviderRefund {
  id: string;
  /** Stripe's: 'succeeded', 'pending', 'requires_action', 'failed', 'canceled'. */
  status: string;
  amount: number;
  currency: string;
  paymentIntentId: string | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  methods: PaymentMethodKind[];
  description: string;
  /** Our own references, for the provider's dashboard; never trusted on the way back. */
  metadata: Record<string, string>;
}

/** The card provider of a site (USD, CAD, AUD, GBP, EUR): PaymentIntents created and read back on the server. */
export interface CardProvider {
  readonly name: CardProviderName;
  /** Show the TEST MODE label: always for the sandbox, for Stripe test keys. */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** The refunds of a paid intent; only providers that refund on their side (Stripe) have it. */
  listRefunds?(paymentIntentId: string): Promise<ProviderRefund[]>;
  /**
   * Refunds part or all of a paid intent. The same idempotency key gives back
   * the same refund, so a repeated call refunds once.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Minor units, positive. */
  amount: number;
  idempotencyKey: string;
}

/** The provider could not be reached or answered with an error: nothing is decided on it. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}
