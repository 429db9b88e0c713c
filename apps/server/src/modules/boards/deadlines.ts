import { BOARD_PREFIX } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { notify } from '../notifications/service.ts';
import { boardsRepo } from './repo.ts';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * When a card's deadline text falls due: a date alone at the end of that day (UTC), a date and time at that
 * moment (UTC unless it names its zone); null when it is no date.
 */
export function deadlineMoment(deadline: string): Date | null {
  const text = deadline.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(start) ? null : new Date(start + DAY_MS);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const at = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
    return Number.isNaN(at) ? null : new Date(at);
  }
  return null;
}

/**
 * The writers' "deadline within 24 h" notifications (issue 13): each task card whose deadline comes within the
 * next 24 hours tells its board's owner once, in the bell and by e-mail (the notification's own e-mail path, in
 * their language). A changed deadline may tell again (repo.updateCard). Returns how many it told.
 */
export async function notifyDueDeadlines(deps: Deps, now = Date.now(), limit = 100): Promise<number> {
  // Only deadlines dated today or tomorrow can fall due within 24 hours; the exact moment is checked below.
  return boardsRepo(deps.db).withDueDeadlines(day(now), day(now + 2 * DAY_MS), limit, async (tx, card) => {
    const due = deadlineMoment(card.deadline);
    if (!due || due.getTime() <= now || due.getTime() - now > DAY_MS) return false;
    await notify(tx, {
      siteId: card.siteId,
      userId: card.ownerId,
      orderId: `${BOARD_PREFIX}${card.boardId}`,
      action: 'board_deadline',
      params: { name: card.title },
      sender: { profileImg: '', firstName: '', lastName: '' },
    });
    return true;
  });
}
