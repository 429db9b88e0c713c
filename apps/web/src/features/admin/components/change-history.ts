/** How many changes a history shows before "Show all". */
export const RECENT_CHANGES_SHOWN = 8;

/** The newest `limit` entries (they come newest first) and how many older ones are left out. */
export function recentChanges<T>(entries: readonly T[], limit: number): { shown: T[]; hidden: number } {
  const shown = entries.slice(0, Math.max(0, limit));
  return { shown, hidden: entries.length - shown.length };
}
