import { currentLanguage } from './i18n.ts';

/** Spec 03 §9: currency symbols; other currencies show their code. */
const SYMBOLS: Record<string, string> = { usd: '$', cad: 'C$', aud: 'A$', gbp: '£', eur: '€' };

/** Building a number format costs far more than using one: one per language and kind, kept. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, fractional: boolean): Intl.NumberFormat {
  const key = `${language}:${fractional}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: fractional ? 2 : 0, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/**
 * A page's first number format costs a phone about 30 ms (the browser loads its number data), inside the task that
 * renders the page's first prices: made in a task of its own while the page still waits for its session, code and
 * data, that task is shorter. Not in an idle callback: a loading page has few idle moments, and its timeout then ran
 * it just as the shell had painted, between the shell and the page (docs/perf.md).
 */
export function preparePriceFormats(): void {
  setTimeout(() => {
    numberFormat(currentLanguage(), false);
    numberFormat(currentLanguage(), true);
  }, 0);
}

/**
 * A price in major units, e.g. "$149" or "C$149.50": whole amounts without
 * decimals, fractional ones rounded to 2 (spec 03 §9). Default currency usd.
 */
export function formatPrice(amount: number, currency: string | null | undefined): string {
  const code = (currency || 'usd').toLowerCase();
  const fractional = Math.round(amount * 100) % 100 !== 0;
  const number = numberFormat(currentLanguage(), fractional).format(amount);
  const symbol = SYMBOLS[code];
  return symbol ? `${symbol}${number}` : `${code.toUpperCase()} ${number}`;
}
