import {
  DEFAULT_TRACKER_COLUMNS,
  MESSAGES,
  NEW_LIST_TITLE,
  type TBoard,
  type TBoardCard,
  type TBoardSummary,
  type TDeleteListQuery,
  type TMoveCardRequest,
  type TNewBoardRequest,
  type TRenameListRequest,
  type TTaskCardFields,
  type TTrackerCardFields,
} from '@draftdesk/contract';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { keyAt, keysAfter } from './positions.ts';
import { presentBoard, presentBoardSummary, presentCard } from './present.ts';
import type { BoardFinder, BoardKind, BoardOwner, BoardsRepo, CardFields, LockedBoard } from './repo.ts';

/** Boards are the site's choice (spec 03 §6 "boards by enable_boards"): off, none of their calls answer. */
function ownerOf(ctx: AuthedCtx, kind: BoardKind): BoardOwner {
  if (!ctx.site.settings?.website_settings.enable_boards) throw AppError.of('pageNotAvailable', 403);
  return { siteId: ctx.siteId, ownerId: ctx.user.id, kind };
}

/** One board's write, with the board locked; another owner's (or site's) board, list or card is 404. */
function onBoard<T>(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, find: BoardFinder, work: (b: LockedBoard) => Promise<T>): Promise<T> {
  return repo.withBoard(ownerOf(ctx, kind), find, (b) => {
    if (!b) throw notFound();
    return work(b);
  });
}

async function boardView(repo: BoardsRepo, board: Parameters<typeof presentBoardSummary>[0]): Promise<TBoard> {
  const { columns, cards } = await repo.contentOf(board.id);
  return presentBoard(board, columns, cards);
}

/** GET /api/customer/board: the customer's tracker, made on the first visit with its five lists. */
export async function getTracker(repo: BoardsRepo, ctx: AuthedCtx): Promise<{ status: true; data: TBoard }> {
  const board = await repo.trackerOf(ownerOf(ctx, 'tracker'), () => {
    const keys = keysAfter(null, DEFAULT_TRACKER_COLUMNS.length);
    return { title: 'Job Search Tracker', columns: DEFAULT_TRACKER_COLUMNS.map((title, i) => ({ title, position: keys[i] })) };
  });
  return { status: true, data: await boardView(repo, board) };
}

export async function listBoards(repo: BoardsRepo, ctx: AuthedCtx): Promise<{ status: true; data: TBoardSummary[] }> {
  const rows = await repo.findBoards(ownerOf(ctx, 'tasks'));
  return { status: true, data: rows.map(presentBoardSummary) };
}

export async function createBoard(repo: BoardsRepo, ctx: AuthedCtx, body: TNewBoardRequest) {
  const row = await repo.insertBoard(ownerOf(ctx, 'tasks'), body.boardTitle, body.boardDescription ?? '');
  return { status: true as const, message: MESSAGES.boardCreated, data: presentBoardSummary(row) };
}

export async function getBoard(repo: BoardsRepo, ctx: AuthedCtx, id: string): Promise<{ status: true; data: TBoard }> {
  const board = await repo.findBoard(ownerOf(ctx, 'tasks'), id);
  if (!board) throw notFound();
  return { status: true, data: await boardView(repo, board) };
}

/** GET /api/writer/board/{id}/delete: the board goes with its lists and cards (the web confirms first). */
export async function deleteBoard(repo: BoardsRepo, ctx: AuthedCtx, id: string): Promise<{ status: true }> {
  await onBoard(repo, ctx, 'tasks', { boardId: id }, (b) => b.deleteBoard());
  return { status: true };
}

/** GET .../list/new/{boardId}: a list titled 'Title' after the others. */
export async function newList(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, boardId: string): Promise<{ status: true; data: { _id: string } }> {
  const column = await onBoard(repo, ctx, kind, { boardId }, async (b) => {
    const columns = await b.columns();
    const [position] = keysAfter(columns.at(-1)?.position ?? null, 1);
    const [row] = await b.insertColumns([{ title: NEW_LIST_TITLE, position }]);
    return row;
  });
  return { status: true, data: { _id: column.id } };
}

export async function renameList(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, body: TRenameListRequest): Promise<{ status: true }> {
  await onBoard(repo, ctx, kind, { columnId: body.id }, (b) => b.renameColumn(body.id, body.title));
  return { status: true };
}

/**
 * GET .../list/{id}/delete: a list with cards is refused (409) unless its cards go to the end of another list
 * (`moveTo`) or the owner confirmed they are deleted with it (`confirm=true`); no card is lost silently.
 */
export async function deleteList(
  repo: BoardsRepo,
  ctx: AuthedCtx,
  kind: BoardKind,
  id: string,
  query: TDeleteListQuery,
): Promise<{ status: true; moved: number; deleted: number }> {
  return onBoard(repo, ctx, kind, { columnId: id }, async (b) => {
    const cardIds = await b.cardIdsOf(id);
    let moved = 0;
    if (cardIds.length && query.moveTo !== undefined) {
      if (query.moveTo === id) throw AppError.of('validationFailed', 400, { moveTo: MESSAGES.listHasCards });
      const target = await b.column(query.moveTo);
      if (!target) throw notFound();
      const keys = keysAfter((await b.cardKeys(target.id)).at(-1) ?? null, cardIds.length);
      for (const [i, cardId] of cardIds.entries()) await b.placeCard(cardId, target.id, keys[i]);
      moved = cardIds.length;
    } else if (cardIds.length && query.confirm !== 'true') {
      throw AppError.of('listHasCards', 409);
    }
    await b.deleteColumn(id);
    return { status: true as const, moved, deleted: cardIds.length - moved };
  });
}

/** A card at the top of a list. */
export async function newCard(
  repo: BoardsRepo,
  ctx: AuthedCtx,
  kind: BoardKind,
  columnId: string,
  fields: CardFields,
): Promise<{ status: true; data: TBoardCard }> {
  await checkOrderLink(repo, ctx, fields);
  const card = await onBoard(repo, ctx, kind, { columnId }, async (b) => {
    return b.insertCard(columnId, keyAt(await b.cardKeys(columnId), 0), fields);
  });
  return { status: true, data: presentCard(card) };
}

/** POST .../card/new/confirm: a card at the top of the board's first list. */
export async function confirmCard(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, boardId: string, fields: CardFields) {
  const card = await onBoard(repo, ctx, kind, { boardId }, async (b) => {
    const [first] = await b.columns();
    if (!first) throw notFound();
    return b.insertCard(first.id, keyAt(await b.cardKeys(first.id), 0), fields);
  });
  const shown = presentCard(card);
  return { status: true as const, _id: shown._id, description: shown.description, createdAt: shown.createdAt, data: shown };
}

export async function getCard(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, id: string): Promise<{ status: true; data: TBoardCard }> {
  const card = await repo.findCard(ownerOf(ctx, kind), id);
  if (!card) throw notFound();
  return { status: true, data: presentCard(card) };
}

export async function updateCard(
  repo: BoardsRepo,
  ctx: AuthedCtx,
  kind: BoardKind,
  id: string,
  fields: CardFields,
): Promise<{ status: true; data: TBoardCard }> {
  await checkOrderLink(repo, ctx, fields);
  const card = await onBoard(repo, ctx, kind, { cardId: id }, (b) => b.updateCard(id, fields));
  if (!card) throw notFound();
  return { status: true, data: presentCard(card) };
}

export async function deleteCard(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, id: string): Promise<{ status: true }> {
  await onBoard(repo, ctx, kind, { cardId: id }, (b) => b.deleteCard(id));
  return { status: true };
}

/** Attempts of one move that met another at the same spot before it answers 409. */
const MOVE_ATTEMPTS = 8;
/**
 * Worth another attempt: unique_violation (another card took the key this one was given), foreign_key_violation
 * (the list was deleted after the move's statement began, while it waited for the board: the next attempt finds
 * it gone and answers 404) or deadlock_detected (PostgreSQL chose this move to undo); node-postgres and PGlite alike.
 */
const isRetryable = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return ['23505', '23503', '40P01'].includes(e?.code ?? e?.cause?.code ?? '');
};

/**
 * POST .../card/position/update: the card takes the index of the target list among its other cards, with a key
 * between its two future neighbours, so one row is written, in one statement (repo.placeCard). A move whose key
 * another move took at the same moment is tried again. `fromPosition` is the client's view and is not trusted.
 */
export async function moveCard(repo: BoardsRepo, ctx: AuthedCtx, kind: BoardKind, body: TMoveCardRequest): Promise<{ status: true }> {
  const owner = ownerOf(ctx, kind);
  const move = { boardId: body.board, cardId: body.card, columnId: body.toPosition.columnId, index: body.toPosition.index };
  for (let attempt = 1; ; attempt++) {
    try {
      if (await repo.placeCard(owner, move)) return { status: true };
      throw notFound();
    } catch (err) {
      if (!isRetryable(err)) throw err;
    }
    if (attempt >= MOVE_ATTEMPTS) throw AppError.of('internalError', 409);
  }
}

/** A task card may link one of the writer's own orders, and no other (checked before the board's transaction). */
async function checkOrderLink(repo: BoardsRepo, ctx: AuthedCtx, fields: CardFields): Promise<void> {
  if (!fields.orderId) return;
  if (!(await repo.isWritersOrder(ctx.siteId, ctx.user.id, fields.orderId))) {
    throw AppError.of('boardOrderNotYours', 400, { orderId: MESSAGES.boardOrderNotYours });
  }
}

/** A tracker card's fields as stored; the job title is also its title. */
export function trackerFields(card: TTrackerCardFields): CardFields {
  const { postURL, ...rest } = card;
  return { ...rest, postUrl: postURL, title: card.jobTitle };
}

export function taskFields(card: TTaskCardFields): CardFields {
  return card;
}
