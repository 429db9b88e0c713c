import { currentLanguage } from './i18n.ts';
import numberSymbols from './number-symbols.json';
import type { NumberSymbols } from './number-symbols.ts';

/** Spec 03 §9: currency symbols; other currencies show their code. */
const SYMBOLS: Record<string, string> = { usd: '$', cad: 'C$', aud: 'A$', gbp: '£', eur: '€' };

const TABLE: Record<string, NumberSymbols | undefined> = numberSymbols;

/**
 * A number with at least `minDigits` and at most 2 decimals in the language's own separators, as
 * Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits: 2 }) writes it, without building one:
 * a page's first number format costs a phone about 30 ms of a task (the browser loads its number data), the
 * longest task of the dashboard's start after the router's (docs/perf.md). Rounded half away from zero on the
 * number's shortest decimal form, as Intl rounds (22.425 is 22.43, not toFixed's 22.42).
 */
export function formatAmount(amount: number, language: string, minDigits: 0 | 2): string {
  const symbols = TABLE[language];
  const scaled = Math.round(Number(`${Math.abs(amount)}e2`));
  if (!symbols || !Number.isSafeInteger(scaled)) {
    return new Intl.NumberFormat(language, { minimumFractionDigits: minDigits, maximumFractionDigits: 2 }).format(amount);
  }
  const integer = String(Math.floor(scaled / 100));
  let fraction = String(scaled % 100).padStart(2, '0');
  if (minDigits === 0) fraction = fraction.replace(/0+$/, '');
  const grouped = integer.length >= 3 + symbols.minimumGroupingDigits ? integer.replace(/\B(?=(\d{3})+$)/g, symbols.group) : integer;
  const sign = amount < 0 || Object.is(amount, -0) ? symbols.minusSign : '';
  return `${sign}${grouped}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
}

/**
 * A price in major units, e.g. "$149" or "C$149.50": whole amounts without
 * decimals, fractional ones rounded to 2 (spec 03 §9). Default currency usd.
 */
export function formatPrice(amount: number, currency: string | null | undefined): string {
  const code = (currency || 'usd').toLowerCase();
  const fractional = Math.round(amount * 100) % 100 !== 0;
  const number = formatAmount(amount, currentLanguage(), fractional ? 2 : 0);
  const symbol = SYMBOLS[code];
  return symbol ? `${symbol}${number}` : `${code.toUpperCase()} ${number}`;
}
