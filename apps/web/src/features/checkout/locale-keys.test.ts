import { describe, expect, it } from 'vitest';
import { englishTexts, keysNamedIn, keysOf, type LocaleTree } from '../../locales/named-keys.ts';

// locales.test.ts checks that the six languages agree; this checks that every
// checkout.* key the checkout, invoice, new-order and tip code names exists.
const FOLDERS = ['features/checkout', 'features/invoices', 'features/orders'];

describe('checkout texts', () => {
  const en = englishTexts('checkout') as { checkout: LocaleTree };
  const known = new Set(keysOf(en.checkout, 'checkout'));

  it('has an English text for every checkout.* key the code names', () => {
    const named = keysNamedIn('checkout', FOLDERS);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(60);
  });

  it('keeps the spec texts word for word in English', () => {
    expect(en.checkout.redirecting).toBe('We are redirecting you to the Checkout Page.');
    expect((en.checkout.paid as LocaleTree).redirecting).toBe('Payment Successful. Redirecting to Order');
  });
});
