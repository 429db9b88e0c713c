import dayjs from 'dayjs';
import { dateOf } from '../../lib/format.ts';

/**
 * A due date is a calendar day stored as its UTC midnight (contract dueDateFromDay):
 * show that day, whatever the viewer's time zone.
 */
export function dueDayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const day = iso.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** "Nov 26, 2026", or '' without a due date. */
export function dueDateText(iso: string | null | undefined): string {
  const day = dueDayOf(iso);
  return day ? dateOf(day) : '';
}

/** Today in the writer's own calendar: the earliest day the due-date picker offers. */
export function todayDay(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
