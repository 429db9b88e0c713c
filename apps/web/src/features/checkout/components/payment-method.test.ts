import { MESSAGES } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './payment-method.ts';

describe('outcomeOf', () => {
  it('pays a succeeded intent', () => {
    expect(outcomeOf({ id: 'pi_1', status: 'succeeded' })).toEqual({ kind: 'paid', intentId: 'pi_1' });
  });

  it("declines 'requires_payment_method' with the provider's text, else 'Affirm payment declined.'", () => {
    expect(outcomeOf({ id: 'pi_1', status: 'requires_payment_method', last_payment_error: MESSAGES.sandboxCardDeclined })).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
    expect(outcomeOf({ id: 'pi_1', status: 'requires_payment_method', last_payment_error: null })).toEqual({
      kind: 'declined',
      message: 'Affirm payment declined.',
    });
  });

  it('waits on anything else', () => {
    expect(outcomeOf({ id: 'pi_1', status: 'processing' })).toEqual({ kind: 'failed', message: MESSAGES.paymentPending });
  });
});
