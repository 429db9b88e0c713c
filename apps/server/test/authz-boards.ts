/**
 * The boards' rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts). Site A has boards on,
 * site B off (everyone there gets 403). The customer's tracker is A's customer's only; a task board is its
 * writer's: A's admin (who has boards of their own) gets 404 for it, A's reviewer 403. Each call gets fresh
 * objects, so the deleting calls find theirs.
 */
import { DEFAULT_TRACKER_COLUMNS } from '@draftdesk/contract';
import { boardsRepo, type BoardOwner } from '../src/modules/boards/repo.ts';
import { keysAfter } from '../src/modules/boards/positions.ts';
import { all, only, outcomes, type Call, type Outcome, type RouteCase } from './authz-types.ts';

const TRACKER: Record<string, Outcome> = outcomes(401, only(['user'], 'allow', 403), all(403));
const TASKS_OF_WRITER = outcomes(401, { user: 403, writer: 'allow', reviewer: 403, admin: 404 }, all(403));
const TASKS_ANY = outcomes(401, only(['writer', 'admin'], 'allow', 403), all(403));

/** A board of A's customer (tracker) or writer (tasks) with two lists, a card in the first, made for this call. */
async function boardOf(c: Call, kind: BoardOwner['kind']) {
  const repo = boardsRepo(c.fx.t.deps.db);
  const owner: BoardOwner = { siteId: c.fx.A.siteId, ownerId: kind === 'tracker' ? c.fx.A.users.user : c.fx.A.users.writer, kind };
  const titles = kind === 'tracker' ? [...DEFAULT_TRACKER_COLUMNS] : ['To do', 'Done'];
  const keys = keysAfter(null, titles.length);
  const columns = titles.map((title, i) => ({ title, position: keys[i] }));
  const board = kind === 'tracker' ? await repo.trackerOf(owner, () => ({ title: 'Tracker', columns })) : await repo.insertBoard(owner, 'Tasks', '');
  return repo.withBoard(owner, { boardId: board.id }, async (b) => {
    let lists = await b!.columns();
    if (!lists.length) lists = await b!.insertColumns(columns);
    const card = await b!.insertCard(lists[0].id, keysAfter((await b!.cardKeys(lists[0].id)).at(-1) ?? null, 1)[0], {
      title: 'Card',
      jobTitle: 'Nurse',
      companyName: 'Acme',
    });
    return { boardId: board.id, columnId: lists[0].id, otherColumnId: lists[1].id, cardId: card.id };
  });
}

/** The shared calls, under /api/customer/ (tracker) or /api/writer/ (tasks). */
function sharedRows(prefix: string, kind: BoardOwner['kind'], expect: Record<string, Outcome>): Record<string, RouteCase> {
  const card = kind === 'tracker' ? { companyName: 'Acme Health', jobTitle: 'Staff Nurse', city: 'Austin' } : { title: 'Draft the summary', priority: 'High' };
  return {
    [`GET ${prefix}/list/new/:boardId`]: { params: async (c) => ({ boardId: (await boardOf(c, kind)).boardId }), expect },
    [`GET ${prefix}/list/:id/delete`]: { params: async (c) => ({ id: (await boardOf(c, kind)).otherColumnId }), expect },
    [`POST ${prefix}/list/update/title`]: { body: async (c) => ({ json: { id: (await boardOf(c, kind)).columnId, title: 'Renamed' } }), expect },
    [`GET ${prefix}/card/:id`]: { params: async (c) => ({ id: (await boardOf(c, kind)).cardId }), expect },
    [`GET ${prefix}/card/:id/delete`]: { params: async (c) => ({ id: (await boardOf(c, kind)).cardId }), expect },
    [`POST ${prefix}/card/update`]: { body: async (c) => ({ json: { id: (await boardOf(c, kind)).cardId, ...card } }), expect },
    [`POST ${prefix}/card/new`]: { body: async (c) => ({ json: { column: (await boardOf(c, kind)).columnId, card } }), expect },
    [`POST ${prefix}/card/position/update`]: {
      body: async (c) => {
        const b = await boardOf(c, kind);
        return {
          json: { board: b.boardId, card: b.cardId, fromPosition: { columnId: b.columnId, index: 0 }, toPosition: { columnId: b.otherColumnId, index: 0 } },
        };
      },
      expect,
    },
  };
}

export const BOARD_ROUTES: Record<string, RouteCase> = {
  // The customer's own tracker, made on the first visit: nobody names another's.
  'GET /api/customer/board': { expect: TRACKER },
  ...sharedRows('/api/customer', 'tracker', TRACKER),
  'POST /api/customer/card/new/confirm': {
    body: async (c) => ({ json: { boardId: (await boardOf(c, 'tracker')).boardId, cardTitle: 'Staff Nurse', companyName: 'Acme Health' } }),
    expect: TRACKER,
  },

  'GET /api/writer/boards': { expect: TASKS_ANY },
  'POST /api/writer/board/new': { body: () => ({ json: { boardTitle: 'My tasks', boardDescription: 'This week' } }), expect: TASKS_ANY },
  'GET /api/writer/board/:id': { params: async (c) => ({ id: (await boardOf(c, 'tasks')).boardId }), expect: TASKS_OF_WRITER },
  'GET /api/writer/board/:id/delete': { params: async (c) => ({ id: (await boardOf(c, 'tasks')).boardId }), expect: TASKS_OF_WRITER },
  ...sharedRows('/api/writer', 'tasks', TASKS_OF_WRITER),
  'POST /api/writer/card/new/confirm': {
    body: async (c) => ({ json: { boardId: (await boardOf(c, 'tasks')).boardId, cardTitle: 'Call the customer' } }),
    expect: TASKS_OF_WRITER,
  },
};
