import { sha256 } from '../../lib/ids.ts';
import { PaymentProviderError } from './types.ts';

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
}

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
    async verifyTransaction(id) {
      let res: Response;
      try {
        res = await fetch(`${base}/v3/transactions/${encodeURIComponent(id)}/verify`, {
          headers: { authorization: `Bearer ${opts.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new PaymentProviderError('flutterwave: verify request failed', err);
      }
      // Flutterwave answers an unknown id with 4xx and status 'error'.
      if (res.status >= 400 && res.status < 500) return null;
      if (!res.ok) throw new PaymentProviderError(`flutterwave: verify answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { status?: string; data?: Record<string, unknown> } | null;
      const data = body?.data;
      if (body?.status !== 'success' || !data) return null;
      const amount = Number(data.amount);
      if (!Number.isFinite(amount)) throw new PaymentProviderError('flutterwave: verify answered without an amount');
      const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
      return {
        id: text(data.id),
        status: text(data.status),
        txRef: text(data.tx_ref),
        amount: Math.round(amount * 100),
        currency: text(data.currency).toLowerCase(),
      };
    },
  };
}
