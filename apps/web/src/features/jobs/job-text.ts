/** Provider text as plain text: the page never renders a provider's HTML. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** "$72,000 – $91,000", one amount when only one bound is known, or null when the posting names no salary. */
export function salaryRange(min: number | null, max: number | null, currency: string, language: string): string | null {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 });
  if (min && max && min !== max) return `${money.format(min)} – ${money.format(max)}`;
  if (min || max) return money.format((min || max)!);
  return null;
}

/** The translation key of a contract type or time Adzuna names; other values show as sent. */
export const CONTRACT_KEYS: Record<string, string> = {
  permanent: 'jobs.contract.permanent',
  contract: 'jobs.contract.contract',
  full_time: 'jobs.contract.full_time',
  part_time: 'jobs.contract.part_time',
};
