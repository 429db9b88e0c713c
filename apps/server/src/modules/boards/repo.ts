import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boardCards, boardColumns, boards, orders } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

type Db = Database['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type BoardRow = typeof boards.$inferSelect;
export type ColumnRow = typeof boardColumns.$inferSelect;
export type CardRow = typeof boardCards.$inferSelect;
export type CardFields = Partial<Omit<typeof boardCards.$inferInsert, 'id' | 'boardId' | 'columnId' | 'position' | 'createdAt' | 'updatedAt'>>;
export type BoardKind = BoardRow['kind'];
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
    async placeCard(id: string, columnId: string, position: string): Promise<void> {
      await tx
        .update(boardCards)
        .set({ columnId, position, updatedAt: new Date() })
        .where(and(eq(boardCards.id, id), eq(boardCards.boardId, board.id)));
    },
    async updateCard(id: string, fields: CardFields): Promise<CardRow | undefined> {
      const [row] = await tx
        .update(boardCards)
        .set({ ...fields, updatedAt: new Date() })
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
   * writes to one board happen one after another. `work` gets undefined when it is not the owner's.
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
      return work(board ? lockedBoard(tx, board) : undefined);
    });
  }

  return {
    withBoard,

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
