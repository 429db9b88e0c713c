import { loadScript } from './load-script.ts';

// The small part of Stripe.js the Payment Element needs (https://docs.stripe.com/js).
// Stripe.js is always loaded from js.stripe.com, as Stripe requires; no npm package.

export interface StripePaymentIntentResult {
  error?: { type?: string; message?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripeElement;
  submit(): Promise<{ error?: { message?: string } }>;
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<StripePaymentIntentResult>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
const clients = new Map<string, StripeClient>();

export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  const known = clients.get(publishableKey);
  if (known) return known;
  await loadScript(STRIPE_JS);
  if (!window.Stripe) throw new Error('Stripe.js did not load');
  const client = window.Stripe(publishableKey);
  clients.set(publishableKey, client);
  return client;
}
