/**
 * How each language of the app writes a number: its grouping and decimal separators, its minus sign, and how many
 * digits the integer needs beyond three before it is grouped (1: "1,234"; 2 in Spanish and Italian: "1234" but
 * "12.345"). Read from the browser's Intl by scripts/number-symbols.mjs into number-symbols.json, so that a page's
 * first prices do not build an Intl.NumberFormat (about 30 ms on a phone: docs/perf.md); number-symbols.test.ts
 * checks the file against Intl.
 */
export interface NumberSymbols {
  group: string;
  decimal: string;
  minusSign: string;
  minimumGroupingDigits: number;
}

/** A language's symbols as Intl formats them (the generator and the test use this; the app reads the JSON). */
export function readNumberSymbols(language: string): NumberSymbols {
  const parts = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).formatToParts(value);
  const part = (value: number, type: Intl.NumberFormatPartTypes) => parts(value).find((p) => p.type === type)?.value;
  const group = part(1_234_567.5, 'group');
  const decimal = part(1.5, 'decimal');
  const minusSign = part(-1, 'minusSign');
  if (group === undefined || decimal === undefined || minusSign === undefined)
    throw new Error(`number-symbols: ${language} has no group, decimal or minus sign`);
  const digits = new Intl.NumberFormat(language, { useGrouping: false }).resolvedOptions().numberingSystem;
  if (digits !== 'latn') throw new Error(`number-symbols: ${language} writes ${digits} digits, which the table does not cover`);
  let minimumGroupingDigits = 1;
  while (minimumGroupingDigits < 4 && !part(10 ** (2 + minimumGroupingDigits), 'group')) minimumGroupingDigits++;
  return { group, decimal, minusSign, minimumGroupingDigits };
}
