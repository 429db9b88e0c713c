import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';
import { formatAmount } from './money.ts';
import numberSymbols from './number-symbols.json';
import { readNumberSymbols } from './number-symbols.ts';

/** Amounts a price or a refund can take, and the edges of rounding, grouping and sign. */
const AMOUNTS = [
  0,
  -0,
  0.004,
  0.005,
  0.1,
  1,
  9.99,
  22.425,
  99.995,
  134.1,
  149.001,
  149.999,
  999,
  999.995,
  1000,
  1234.5,
  9999,
  12345.67,
  100000,
  1234567.891,
  10 ** 12 + 0.25,
  -0.001,
  -0.005,
  -5,
  -1234.5,
  -12345,
];
// and a deterministic spread of cents and thousands
for (let i = 1; i <= 200; i++) AMOUNTS.push(((i * 7919) % 100003) / 100, (i * 104729) % 10_000_000);

describe('number-symbols.json', () => {
  it('holds every language of the app, as Intl writes its numbers (npm run number-symbols -w apps/web)', () => {
    expect(Object.keys(numberSymbols).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(numberSymbols[language], language).toEqual(readNumberSymbols(language));
  });
});

describe('formatAmount', () => {
  it.each(LANGUAGES)('writes %s numbers as Intl.NumberFormat does, with 0 or 2 minimum decimals', (language) => {
    for (const minDigits of [0, 2] as const) {
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: minDigits, maximumFractionDigits: 2 });
      for (const amount of AMOUNTS) expect(formatAmount(amount, language, minDigits), `${amount}`).toBe(intl.format(amount));
    }
  });

  it('falls back to Intl for a language it has no table for, and for amounts beyond exact cents', () => {
    expect(formatAmount(1234.5, 'fr', 2)).toBe(new Intl.NumberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5));
    expect(formatAmount(1e21, 'en', 0)).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(1e21));
  });
});
