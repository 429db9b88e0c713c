import type { TInvoice } from '@draftdesk/contract';

/** Spec 01 §4: unpaid shows Pay, refunded shows the refund amount, any other status is shown uppercased. */
export type InvoiceState = { kind: 'unpaid' } | { kind: 'refunded'; refund: number } | { kind: 'settled'; status: string };

export function invoiceState(invoice: Pick<TInvoice, 'status' | 'refund_amount'>): InvoiceState {
  const status = invoice.status.trim().toLowerCase();
  if (status === 'unpaid') return { kind: 'unpaid' };
  if (status === 'refunded') return { kind: 'refunded', refund: invoice.refund_amount ?? 0 };
  return { kind: 'settled', status };
}

/** The translation key of a status label (spec 03 §4: PAID, UNPAID, REFUNDED); null for a status with none. */
export function statusLabelKey(status: string): string | null {
  const known: Record<string, string> = {
    paid: 'checkout.invoices.status.paid',
    unpaid: 'checkout.invoices.status.unpaid',
    refunded: 'checkout.invoices.status.refunded',
  };
  return known[status.trim().toLowerCase()] ?? null;
}
