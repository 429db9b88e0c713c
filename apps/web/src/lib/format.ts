import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { currentLanguage, i18n } from './i18n.ts';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);
// The locales of the other languages load with their texts (lib/i18n.ts).
dayjs.locale(currentLanguage());
i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));

/** "3 hours ago", in the interface language. */
export function relativeTimeOf(date: string | number | Date): string {
  const value = dayjs(date);
  return value.isValid() ? value.locale(currentLanguage()).fromNow() : '';
}

/** The absolute time shown in a tooltip beside a relative one, e.g. "Sep 4, 1986 8:30 PM". */
export function absoluteTimeOf(date: string | number | Date): string {
  const value = dayjs(date);
  return value.isValid() ? value.locale(currentLanguage()).format('lll') : '';
}

export function dateOf(date: string | number | Date): string {
  const value = dayjs(date);
  return value.isValid() ? value.locale(currentLanguage()).format('ll') : '';
}

/** "Mar '25" for the month "2025-03" (YYYY-MM), in the interface language. */
export function monthOf(month: string): string {
  const value = dayjs(`${month}-01`);
  return value.isValid() ? value.locale(currentLanguage()).format("MMM [']YY") : month;
}

/** "1.2 MB": a file size for people. */
export function fileSizeOf(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
