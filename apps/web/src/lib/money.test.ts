import { describe, expect, it, vi } from 'vitest';

vi.mock('./i18n.ts', () => ({ currentLanguage: () => 'en' }));
const { formatPrice } = await import('./money.ts');

describe('formatPrice', () => {
  it('uses the spec symbols and drops decimals of whole amounts', () => {
    expect(formatPrice(149, 'usd')).toBe('$149');
    expect(formatPrice(149.5, 'CAD')).toBe('C$149.50');
    expect(formatPrice(1200, 'aud')).toBe('A$1,200');
    expect(formatPrice(9.99, 'gbp')).toBe('£9.99');
    expect(formatPrice(10, 'eur')).toBe('€10');
  });

  it('rounds to 2 decimals only when the amount is fractional', () => {
    expect(formatPrice(134.1, 'usd')).toBe('$134.10');
    expect(formatPrice(22.425, 'usd')).toBe('$22.43');
    expect(formatPrice(149.001, 'usd')).toBe('$149');
    expect(formatPrice(149.999, 'usd')).toBe('$150');
    expect(formatPrice(0, 'usd')).toBe('$0');
    expect(formatPrice(2, 'gbp')).toBe('£2');
  });

  it('defaults to usd and shows the code of other currencies', () => {
    expect(formatPrice(5, '')).toBe('$5');
    expect(formatPrice(2500, 'ngn')).toBe('NGN 2,500');
  });
});
