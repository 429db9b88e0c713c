import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { flutterwaveGateway, type FlutterwaveGateway } from './flutterwave.ts';
import { sandboxProvider, type SandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';
import type { CardProvider } from './types.ts';

/** A site's payment set-up: `sites.secrets.payments`. Never sent to a client. */
export const ZPaymentSecrets = z
  .object({
    provider: z.enum(['sandbox', 'stripe']).optional(),
    stripe: z
      .object({
        secretKey: z.string().min(1),
        publishableKey: z.string().default(''),
        webhookSecret: z.string().optional(),
        apiBase: z.string().url().optional(),
      })
      .optional(),
    flutterwave: z
      .object({
        publicKey: z.string().min(1),
        secretKey: z.string().min(1),
        secretHash: z.string().optional(),
        apiBase: z.string().url().optional(),
      })
      .optional(),
  })
  .passthrough();
export type TPaymentSecrets = z.infer<typeof ZPaymentSecrets>;

export interface SitePayments {
  /** Null: the site takes no card payments (production without a configured provider). */
  card: CardProvider | null;
  /** The same object as `card` when the site runs the sandbox: its card form's calls. */
  sandbox: SandboxProvider | null;
  flutterwave: FlutterwaveGateway | null;
  stripeWebhookSecret: string | null;
}

/**
 * Builds a site's providers from its secrets. Without a provider the sandbox
 * is the default, except in production, where a site must name its provider.
 */
export function sitePayments(config: Config, db: Db, siteId: string, secrets: unknown): SitePayments {
  const parsed = ZPaymentSecrets.safeParse(secrets ?? {});
  const s: TPaymentSecrets = parsed.success ? parsed.data : {};
  const name = s.provider ?? (config.env === 'production' ? null : 'sandbox');
  const sandbox = name === 'sandbox' ? sandboxProvider(db, siteId) : null;
  const stripe =
    name === 'stripe' && s.stripe
      ? stripeProvider({ secretKey: s.stripe.secretKey, publishableKey: s.stripe.publishableKey, apiBase: s.stripe.apiBase ?? config.payments.stripeApiBase })
      : null;
  const flutterwave = s.flutterwave
    ? flutterwaveGateway({
        publicKey: s.flutterwave.publicKey,
        secretKey: s.flutterwave.secretKey,
        apiBase: s.flutterwave.apiBase ?? config.payments.flutterwaveApiBase,
      })
    : null;
  return {
    card: sandbox ?? stripe,
    sandbox,
    flutterwave,
    stripeWebhookSecret: stripe ? (s.stripe?.webhookSecret ?? null) : null,
  };
}

/**
 * Where a site's payment forms reach from the browser (Stripe.js, Flutterwave's inline checkout), for the pages'
 * Content-Security-Policy: connect-src and frame-src. The sandbox form is the server's own.
 */
export function paymentBrowserSources(config: Pick<Config, 'env'>, secrets: unknown): { connect: string[]; frame: string[] } {
  const parsed = ZPaymentSecrets.safeParse(secrets ?? {});
  const s: TPaymentSecrets = parsed.success ? parsed.data : {};
  const name = s.provider ?? (config.env === 'production' ? null : 'sandbox');
  const connect: string[] = [];
  const frame: string[] = [];
  if (name === 'stripe' && s.stripe) {
    connect.push('https://api.stripe.com', 'https://maps.googleapis.com');
    frame.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
  }
  if (s.flutterwave) {
    connect.push('https://api.flutterwave.com', 'https://*.flutterwave.com');
    frame.push('https://checkout.flutterwave.com', 'https://*.flutterwave.com', 'https://*.f4b-flutterwave.com');
  }
  return { connect, frame };
}

export type { FlutterwaveGateway, FlutterwaveTransaction } from './flutterwave.ts';
export type { SandboxProvider } from './sandbox.ts';
export * from './types.ts';
