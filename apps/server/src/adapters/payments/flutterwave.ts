import { sha256 } from '../../lib/ids.ts';
import { PaymentProviderError, type ProviderRefund } from './types.ts';

/** A transaction as Flutterwave's verify call reports it; amount in minor units, currency lower-case. */
export interface FlutterwaveTransaction {
  id: string;
  /** 'successful', 'failed', 'pending', ... */
  status: string;
  txRef: string;
  amount: number;
  currency: string;
}

/** The fields FlutterwaveCheckout is called with, exactly as the client passes them. */
export interface FlutterwaveCheckoutFields {
  /** Major units as a plain decimal string, no trailing zeros ("7500", "75.5"). */
  amount: string;
  /** Upper-case ("NGN"). */
  currency: string;
  email: string;
  txRef: string;
}

export interface FlutterwaveGateway {
  readonly publicKey: string;
  integrityHash(fields: FlutterwaveCheckoutFields): string;
  /** Null when Flutterwave does not know the transaction. */
  verifyTransaction(id: string): Promise<FlutterwaveTransaction | null>;
  /** The transaction of our tx_ref (the ledger keeps the tx_ref); null when Flutterwave has none. */
  transactionByReference(txRef: string): Promise<FlutterwaveTransaction | null>;
  /**
   * Refunds part of a transaction (minor units) from the merchant's balance. Flutterwave takes no idempotency key:
   * the caller makes sure a refund is asked for once.
   */
  refund(transactionId: string, amount: number, currency: string): Promise<ProviderRefund>;
}

/** Flutterwave's refund states in Stripe's words, which the ledger code reads: 'completed' is 'succeeded'. */
const REFUND_STATUS: Record<string, string> = { completed: 'succeeded', successful: 'succeeded', pending: 'pending', processing: 'pending' };

/** Minor units to the amount string Flutterwave and its checksum use. */
export function flutterwaveAmount(minor: number): string {
  return String(Math.round(minor) / 100);
}

/**
 * Flutterwave's checksum for Inline/Standard checkout (payload_hash): SHA-256
 * over amount, currency, customer e-mail and tx_ref, followed by the SHA-256
 * of the secret key, concatenated without separators. The server makes it from
 * its own amount, so a tampered amount on the page fails at Flutterwave.
 */
export function flutterwaveIntegrityHash(fields: FlutterwaveCheckoutFields, secretKey: string): string {
  return sha256(`${fields.amount}${fields.currency}${fields.email}${fields.txRef}${sha256(secretKey)}`);
}

/** Flutterwave's v3 HTTP API with fetch. */
export function flutterwaveGateway(opts: { publicKey: string; secretKey: string; apiBase: string }): FlutterwaveGateway {
  const base = opts.apiBase.replace(/\/+$/, '');
  return {
    publicKey: opts.publicKey,
    integrityHash: (fields) => flutterwaveIntegrityHash(fields, opts.secretKey),
    verifyTransaction: (id) => readTransaction(`/v3/transactions/${encodeURIComponent(id)}/verify`),
    transactionByReference: (txRef) => readTransaction(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
    async refund(transactionId, amount, currency) {
      const body = await call('POST', `/v3/transactions/${encodeURIComponent(transactionId)}/refund`, { amount: Number(flutterwaveAmount(amount)) });
      const data = body?.status === 'success' ? body.data : undefined;
      if (!data) throw new PaymentProviderError(`flutterwave: refund refused (${body?.message ?? 'no answer'})`);
      const refunded = Number(data.amount_refunded);
      if (!Number.isFinite(refunded)) throw new PaymentProviderError('flutterwave: refund answered without an amount');
      return {
        id: `flw-refund-${text(data.id)}`,
        status: REFUND_STATUS[text(data.status).toLowerCase()] ?? 'failed',
        amount: Math.round(refunded * 100),
        currency: currency.toLowerCase(),
        paymentIntentId: text(data.tx_id) || transactionId,
      };
    },
  };

  type Answer = { status?: string; message?: string; data?: Record<string, unknown> } | null;

  /** One API call; a 4xx answer is returned (Flutterwave's refusals carry status 'error'), anything else unusual throws. */
  async function call(method: 'GET' | 'POST', path: string, json?: object): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new PaymentProviderError(`flutterwave: ${method} ${path.split('?')[0]} failed`, err);
    }
    if (res.status >= 500) throw new PaymentProviderError(`flutterwave: ${path.split('?')[0]} answered ${res.status}`);
    return (await res.json().catch(() => null)) as Answer;
  }

  async function readTransaction(path: string): Promise<FlutterwaveTransaction | null> {
    const body = await call('GET', path);
    const data = body?.data;
    // Flutterwave answers an unknown id or reference with 4xx and status 'error'.
    if (body?.status !== 'success' || !data) return null;
    const amount = Number(data.amount);
    if (!Number.isFinite(amount)) throw new PaymentProviderError('flutterwave: verify answered without an amount');
    return {
      id: text(data.id),
      status: text(data.status),
      txRef: text(data.tx_ref),
      amount: Math.round(amount * 100),
      currency: text(data.currency).toLowerCase(),
    };
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
