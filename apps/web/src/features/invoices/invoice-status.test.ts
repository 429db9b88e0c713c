import { describe, expect, it } from 'vitest';
import { invoiceState, statusLabelKey } from './invoice-status.ts';

describe('invoiceState', () => {
  it('offers Pay for unpaid invoices and shows refunds with their amount', () => {
    expect(invoiceState({ status: 'unpaid', refund_amount: null })).toEqual({ kind: 'unpaid' });
    expect(invoiceState({ status: 'refunded', refund_amount: 50 })).toEqual({ kind: 'refunded', refund: 50 });
    expect(invoiceState({ status: 'Refunded', refund_amount: null })).toEqual({ kind: 'refunded', refund: 0 });
  });

  it('shows any other status as it is, to be uppercased', () => {
    expect(invoiceState({ status: 'paid', refund_amount: null })).toEqual({ kind: 'settled', status: 'paid' });
    expect(invoiceState({ status: 'void', refund_amount: null })).toEqual({ kind: 'settled', status: 'void' });
  });

  it('labels the three known statuses', () => {
    expect(statusLabelKey('PAID')).toBe('checkout.invoices.status.paid');
    expect(statusLabelKey('unpaid')).toBe('checkout.invoices.status.unpaid');
    expect(statusLabelKey('void')).toBeNull();
  });
});
