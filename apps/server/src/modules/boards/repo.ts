import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boardCards, boardColumns, boards, orders } from '../../db/schema.ts';
import { publishAfterCommit } from '../../adapters/realtime/index.ts';
import { newId } from '../../lib/ids.ts';

type Db = Database['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type BoardRow = typeof boards.$inferSelect;
export type ColumnRow = typeof boardColumns.$inferSelect;
export type CardRow = typeof boardCards.$inferSelect;
export type CardFields = Partial<
  Omit<typeof boardCards.$inferInsert, 'id' | 'boardId' | 'columnId' | 'position' | 'createdAt' | 'updatedAt' | 'enteredColumnAt' | 'deadlineNotifiedAt'>
>;
export type BoardKind = BoardRow['kind'];
export type DueDeadline = { id: string; boardId: string; title: string; deadline: string; siteId: string; ownerId: string };
export type BoardFinder = { boardId: string } | { columnId: string } | { cardId: string };

/** Whose boards a call may reach: the site, the signed-in owner and the kind of board their role has. */
export interface BoardOwner {
  siteId: string;
  ownerId: string;
  kind: BoardKind;
}

const ownBoard = (o: BoardOwner) => and(eq(boards.siteId, o.siteId), eq(boards.ownerId, o.ownerId), eq(boards.kind, o.kind));
/** Keys compare byte by byte (the column is COLLATE "C"); the id breaks no tie, as keys are unique per list. */
const byPosition = (position: typeof boardColumns.position | typeof boardCards.position) => asc(position);

/** Queries that run inside one board's transaction, after its row is locked. */
function lockedBoard(tx: Tx, board: BoardRow) {
  return {
    board,
    async columns(): Promise<ColumnRow[]> {
      return tx.select().from(boardColumns).where(eq(boardColumns.boardId, board.id)).orderBy(byPosition(boardColumns.position));
    },
    async column(id: string): Promise<ColumnRow | undefined> {
      const [row] = await tx
        .select()
        .from(boardColumns)
        .where(and(eq(boardColumns.id, id), eq(boardColumns.boardId, board.id)));
      return row;
    },
    async card(id: string): Promise<CardRow | undefined> {
      const [row] = await tx
        .select()
        .from(boardCards)
        .where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)));
      return row;
    },
    /** The keys of a list's cards in order, leaving out `except` (the card being moved). */
    async cardKeys(columnId: string, except?: string): Promise<string[]> {
      const rows = await tx
        .select({ position: boardCards.position })
        .from(boardCards)
        .where(and(eq(boardCards.columnId, columnId), except ? ne(boardCards.id, except) : undefined))
        .orderBy(byPosition(boardCards.position));
      return rows.map((r) => r.position);
    },
    /**
     * The keys a card put at `index` of a list goes between (leaving the card itself out): null at either end.
     * Reads two rows, whatever the list's length.
     */
    async neighbours(columnId: string, cardId: string, index: number): Promise<[string | null, string | null]> {
      const others = and(eq(boardCards.columnId, columnId), ne(boardCards.id, cardId));
      const keys = async (offset: number, limit: number) =>
        (
          await tx.select({ position: boardCards.position }).from(boardCards).where(others).orderBy(byPosition(boardCards.position)).offset(offset).limit(limit)
        ).map((r) => r.position);
      if (index <= 0) return [null, (await keys(0, 1))[0] ?? null];
      const around = await keys(index - 1, 2);
      if (around.length) return [around[0], around[1] ?? null];
      // Past the end: after the last.
      const [last] = await tx.select({ position: boardCards.position }).from(boardCards).where(others).orderBy(desc(boardCards.position)).limit(1);
      return [last?.position ?? null, null];
    },
    /**
     * Puts the card at `position` in the list, only if the card and the list are the board's and no other card
     * came between `lo` and `hi` meanwhile. 'missing' (the card or list is not the board's), 'moved' or 'raced'.
     */
    async placeCardBetween(id: string, columnId: string, position: string, lo: string | null, hi: string | null): Promise<'moved' | 'missing' | 'raced'> {
      const moved = await tx
        .update(boardCards)
        .set({
          columnId,
          position,
          updatedAt: new Date(),
          enteredColumnAt: sql`case when ${boardCards.columnId} = ${columnId} then ${boardCards.enteredColumnAt} else now() end`,
        })
        .where(
          and(
            eq(boardCards.id, id),
            eq(boardCards.boardId, board.id),
            sql`exists (select 1 from ${boardColumns} where ${boardColumns.id} = ${columnId} and ${boardColumns.boardId} = ${board.id})`,
            // Nothing came between the neighbours since they were read (the column is COLLATE "C", as the keys compare).
            sql`not exists (select 1 from board_cards x where x.column_id = ${columnId} and x.id <> ${id}
                ${lo === null ? sql`` : sql`and x.position > ${lo}`} ${hi === null ? sql`` : sql`and x.position < ${hi}`})`,
          ),
        )
        .returning({ id: boardCards.id });
      if (moved.length) return 'moved';
      const [card] = await tx
        .select({ id: boardCards.id })
        .from(boardCards)
        .where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)));
      const [column] = await tx
        .select({ id: boardColumns.id })
        .from(boardColumns)
        .where(and(eq(boardColumns.id, columnId), eq(boardColumns.boardId, board.id)));
      return card && column ? 'raced' : 'missing';
    },
    async cardIdsOf(columnId: string): Promise<string[]> {
      const rows = await tx.select({ id: boardCards.id }).from(boardCards).where(eq(boardCards.columnId, columnId)).orderBy(byPosition(boardCards.position));
      return rows.map((r) => r.id);
    },
    async insertColumns(columns: { title: string; position: string }[]): Promise<ColumnRow[]> {
      if (!columns.length) return [];
      return tx
        .insert(boardColumns)
        .values(columns.map((c) => ({ id: newId(), boardId: board.id, ...c })))
        .returning();
    },
    async renameColumn(id: string, title: string): Promise<void> {
      await tx
        .update(boardColumns)
        .set({ title })
        .where(and(eq(boardColumns.id, id), eq(boardColumns.boardId, board.id)));
    },
    async deleteColumn(id: string): Promise<void> {
      await tx.delete(boardCards).where(and(eq(boardCards.columnId, id), eq(boardCards.boardId, board.id)));
      await tx.delete(boardColumns).where(and(eq(boardColumns.id, id), eq(boardColumns.boardId, board.id)));
    },
    async insertCard(columnId: string, position: string, fields: CardFields): Promise<CardRow> {
      const [row] = await tx
        .insert(boardCards)
        .values({ ...fields, id: newId(), boardId: board.id, columnId, position })
        .returning();
      return row;
    },
    /** Puts the card at `position` in `columnId`; it entered the list now if it was in another one. */
    async placeCard(id: string, columnId: string, position: string): Promise<void> {
      await tx
        .update(boardCards)
        .set({
          columnId,
          position,
          updatedAt: new Date(),
          enteredColumnAt: sql`case when ${boardCards.columnId} = ${columnId} then ${boardCards.enteredColumnAt} else now() end`,
        })
        .where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)));
    },
    /** A new deadline may be due again: its "within 24 h" notification goes once more. */
    async updateCard(id: string, fields: CardFields): Promise<CardRow | undefined> {
      const deadline = fields.deadline;
      const [row] = await tx
        .update(boardCards)
        .set({
          ...fields,
          updatedAt: new Date(),
          ...(deadline !== undefined
            ? { deadlineNotifiedAt: sql`case when ${boardCards.deadline} = ${deadline} then ${boardCards.deadlineNotifiedAt} else null end` }
            : {}),
        })
        .where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)))
        .returning();
      return row;
    },
    async deleteCard(id: string): Promise<void> {
      await tx.delete(boardCards).where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)));
    },
    async deleteBoard(): Promise<void> {
      await tx.delete(boardCards).where(eq(boardCards.boardId, board.id));
      await tx.delete(boardColumns).where(eq(boardColumns.boardId, board.id));
      await tx.delete(boards).where(eq(boards.id, board.id));
    },
  };
}
export type LockedBoard = ReturnType<typeof lockedBoard>;

/** The boards' tables; every query names the site and the owner (through the board). */
export function boardsRepo(db: Db) {
  /**
   * Runs `work` with the owner's board locked (FOR UPDATE), found by its id or by one of its lists or cards:
   * writes to one board happen one after another. `work` gets undefined when it is not the owner's. Once the
   * write commits, the owner's open sockets hear that the board changed (every call here writes).
   */
  async function withBoard<T>(o: BoardOwner, find: BoardFinder, work: (b: LockedBoard | undefined) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const which =
        'boardId' in find
          ? eq(boards.id, find.boardId)
          : 'columnId' in find
            ? inArray(boards.id, tx.select({ id: boardColumns.boardId }).from(boardColumns).where(eq(boardColumns.id, find.columnId)))
            : inArray(boards.id, tx.select({ id: boardCards.boardId }).from(boardCards).where(eq(boardCards.id, find.cardId)));
      const [board] = await tx
        .select()
        .from(boards)
        .where(and(which, ownBoard(o)))
        .for('update');
      const result = await work(board ? lockedBoard(tx, board) : undefined);
      if (board) await publishAfterCommit(tx, { k: 'board-changed', userId: board.ownerId, boardId: board.id });
      return result;
    });
  }

  /**
   * Runs `work` with the owner's board held FOR SHARE: card moves run side by side (each writes one row, checked
   * against its neighbours, the unique key catching two at one spot), while a write that locks the board
   * (a list deleted, its cards moved) waits for them and they for it.
   */
  async function withBoardShared<T>(o: BoardOwner, boardId: string, work: (b: LockedBoard | undefined) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [board] = await tx
        .select()
        .from(boards)
        .where(and(eq(boards.id, boardId), ownBoard(o)))
        .for('share');
      const result = await work(board ? lockedBoard(tx, board) : undefined);
      if (board) await publishAfterCommit(tx, { k: 'board-changed', userId: board.ownerId, boardId: board.id });
      return result;
    });
  }

  return {
    withBoard,
    withBoardShared,

    async findBoards(o: BoardOwner): Promise<BoardRow[]> {
      return db.select().from(boards).where(ownBoard(o)).orderBy(desc(boards.createdAt), boards.id);
    },

    async findBoard(o: BoardOwner, id: string): Promise<BoardRow | undefined> {
      const [row] = await db
        .select()
        .from(boards)
        .where(and(eq(boards.id, id), ownBoard(o)));
      return row;
    },

    /** The customer's tracker, made with its lists on the first visit (two first visits at once make one). */
    async trackerOf(o: BoardOwner, make: () => { title: string; columns: { title: string; position: string }[] }): Promise<BoardRow> {
      const [found] = await db.select().from(boards).where(ownBoard(o));
      if (found) return found;
      return db.transaction(async (tx) => {
        const made = make();
        const [row] = await tx
          .insert(boards)
          .values({ id: newId(), siteId: o.siteId, ownerId: o.ownerId, kind: 'tracker', title: made.title })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const [other] = await tx.select().from(boards).where(ownBoard(o));
          return other;
        }
        await lockedBoard(tx, row).insertColumns(made.columns);
        return row;
      });
    },

    async insertBoard(o: BoardOwner, title: string, description: string): Promise<BoardRow> {
      const [row] = await db.insert(boards).values({ id: newId(), siteId: o.siteId, ownerId: o.ownerId, kind: o.kind, title, description }).returning();
      return row;
    },

    /** A board's lists and cards, each in position order. */
    async contentOf(boardId: string): Promise<{ columns: ColumnRow[]; cards: CardRow[] }> {
      const columns = await db.select().from(boardColumns).where(eq(boardColumns.boardId, boardId)).orderBy(byPosition(boardColumns.position));
      const cards = await db.select().from(boardCards).where(eq(boardCards.boardId, boardId)).orderBy(byPosition(boardCards.position));
      return { columns, cards };
    },

    async findCard(o: BoardOwner, id: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select({ card: boardCards })
        .from(boardCards)
        .innerJoin(boards, eq(boards.id, boardCards.boardId))
        .where(and(eq(boardCards.id, id), ownBoard(o)));
      return row?.card;
    },

    /**
     * Task cards whose deadline (ISO text, compared as text) falls between the days `fromDay` and `beforeDay` and
     * has not been notified yet, locked (FOR UPDATE SKIP LOCKED: instances share them out); `handle` decides in the
     * same transaction, and the cards it returns true for are marked notified when it commits.
     */
    async withDueDeadlines(fromDay: string, beforeDay: string, limit: number, handle: (tx: Tx, card: DueDeadline) => Promise<boolean>): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: boardCards.id,
            boardId: boardCards.boardId,
            title: boardCards.title,
            deadline: boardCards.deadline,
            siteId: boards.siteId,
            ownerId: boards.ownerId,
          })
          .from(boardCards)
          .innerJoin(boards, eq(boards.id, boardCards.boardId))
          .where(and(eq(boards.kind, 'tasks'), isNull(boardCards.deadlineNotifiedAt), gte(boardCards.deadline, fromDay), lt(boardCards.deadline, beforeDay)))
          .orderBy(boardCards.deadline, boardCards.id)
          .limit(limit)
          .for('update', { of: boardCards, skipLocked: true });
        let done = 0;
        for (const card of due) {
          if (!(await handle(tx, card))) continue;
          await tx.update(boardCards).set({ deadlineNotifiedAt: new Date() }).where(eq(boardCards.id, card.id));
          done += 1;
        }
        return done;
      });
    },

    /** Whether the order is one of the writer's on this site (a task card may link it). */
    async isWritersOrder(siteId: string, writerId: string, orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), eq(orders.writerId, writerId)));
      return !!row;
    },
  };
}
export type BoardsRepo = ReturnType<typeof boardsRepo>;
