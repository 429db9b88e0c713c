import type { TFlutterwaveCodeResponse } from '@draftdesk/contract';
import { loadScript } from './load-script.ts';

// Flutterwave's inline checkout (https://developer.flutterwave.com/docs/inline),
// loaded at run time only for the currencies Flutterwave takes.

interface FlutterwaveCallbackData {
  status: string;
  transaction_id: number;
  tx_ref: string;
}

interface FlutterwaveModal {
  close(): void;
}

declare global {
  interface Window {
    FlutterwaveCheckout?: (options: Record<string, unknown>) => FlutterwaveModal;
  }
}

const FLUTTERWAVE_JS = 'https://checkout.flutterwave.com/v3.js';

export type FlutterwaveResult = { kind: 'paid'; transactionId: number; txRef: string } | { kind: 'closed' };

/** Opens Flutterwave's checkout for the code the server made; resolves when it is paid or closed. */
export async function payWithFlutterwave(code: TFlutterwaveCodeResponse, title: string): Promise<FlutterwaveResult> {
  await loadScript(FLUTTERWAVE_JS);
  const open = window.FlutterwaveCheckout;
  if (!open) throw new Error('Flutterwave did not load');
  return new Promise<FlutterwaveResult>((resolve) => {
    let settled = false;
    const modal = open({
      public_key: code.publicKey,
      // Passed exactly as the server made them: its integrity hash covers them.
      tx_ref: code.txRef,
      amount: code.amount,
      currency: code.currency,
      payment_options: 'card, mobilemoney, ussd, banktransfer',
      customer: { email: code.customer.email, name: code.customer.name },
      customizations: { title },
      meta: { integrity_hash: code.integrityHash },
      callback: (data: FlutterwaveCallbackData) => {
        settled = true;
        modal.close();
        resolve({ kind: 'paid', transactionId: data.transaction_id, txRef: data.tx_ref || code.txRef });
      },
      onclose: () => {
        if (!settled) resolve({ kind: 'closed' });
      },
    });
  });
}
