const DAY = 24 * 60 * 60 * 1000;

// In a module of its own, without the contract's texts: the writer's order list shows it on first paint (the pages
// that need revisionFilesError and the like load MESSAGES with writer/rules.ts).
export type DueBucket = 'overdue' | 'due-soon' | 'later' | 'none';

/** The dashboard: overdue once the due day has ended (UTC), due soon within the next 7 days. */
export function dueBucket(dueDate: Date | string | null, now: Date): DueBucket {
  if (dueDate === null) return 'none';
  const due = new Date(dueDate).getTime();
  if (due + DAY <= now.getTime()) return 'overdue';
  if (due < now.getTime() + 7 * DAY) return 'due-soon';
  return 'later';
}
