import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boardCards, boardColumns, boards, orders } from '../../db/schema.ts';
import { notifyExpression, publishAfterCommit } from '../../adapters/realtime/index.ts';
import { preparedRows, rawRows } from '../../lib/raw-rows.ts';
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
/** A list as the board's GET shows it. */
export type ColumnView = Pick<ColumnRow, 'id' | 'title'>;
/** A card's shown fields, its times as ISO text (what contentOf reads and presentCard shows). */
export type CardView = Omit<CardRow, 'boardId' | 'position' | 'updatedAt' | 'deadlineNotifiedAt' | 'createdAt' | 'enteredColumnAt'> & {
  createdAt: string;
  enteredColumnAt: string;
};
/** A card moved to `index` of a list, among the list's other cards. */
export type CardMove = { boardId: string; cardId: string; columnId: string; index: number };
export type BoardFinder = { boardId: string } | { columnId: string } | { cardId: string };

/** Whose boards a call may reach: the site, the signed-in owner and the kind of board their role has. */
export interface BoardOwner {
  siteId: string;
  ownerId: string;
  kind: BoardKind;
}

const ownBoard = (o: BoardOwner) => and(eq(boards.siteId, o.siteId), eq(boards.ownerId, o.ownerId), eq(boards.kind, o.kind));
/** A time as JavaScript's toISOString writes it (UTC, milliseconds truncated as a Date keeps them), made by PostgreSQL. */
const isoText = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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

  /** The owner's board, as a condition on `boards` in raw SQL. */
  const ownBoardSql = (o: BoardOwner, boardId: string) =>
    sql`${boards.id} = ${boardId} and ${boards.siteId} = ${o.siteId} and ${boards.ownerId} = ${o.ownerId} and ${boards.kind} = ${o.kind}`;

  /**
   * Moves the card to `index` of the list among its other cards, in one statement that commits alone: it holds the
   * board FOR SHARE (a one-time filter, before it touches a card), reads the card's two future neighbours (two or three
   * index reads whatever the list's length), writes the card's row with a key between them (dd_key_between,
   * migration 0030: the key fractional-indexing gives), and tells the owner's sockets 'board-changed' when it commits.
   * Moves run side by side; a write that locks the board FOR UPDATE (a list deleted, a card added) waits for them and
   * they for it. False when it wrote nothing: the board, the card or the list is not the owner's. Two moves that chose
   * the same key at once: the second fails on the list's unique key (23505) and is tried again by the service.
   *
   * It commits without waiting for the WAL's flush to disk (`synchronous_commit` off for this transaction alone,
   * docs/decisions.md): a crash of PostgreSQL within a fraction of a second of a move may undo that move, whole, and
   * the card is back where it was; nothing is lost or doubled. The flush was most of a move's cost (docs/perf.md).
   */
  async function placeCard(o: BoardOwner, m: CardMove): Promise<boolean> {
    const others = sql`x.column_id = ${m.columnId} and x.id <> ${m.cardId}`;
    const rows = await preparedRows<{ told: unknown }>(
      db,
      sql`with board as (select ${boards.id}, ${boards.ownerId} from ${boards} where ${ownBoardSql(o, m.boardId)} for share),
          around as materialized (
            select array(select x.position from board_cards x where ${others} order by x.position
                     offset ${Math.max(m.index - 1, 0)} limit ${m.index > 0 ? 2 : 1}) as keys,
                   (select x.position from board_cards x where ${others} order by x.position desc limit 1) as last
          ),
          target as (
            select case when ${m.index <= 0}::boolean then dd_key_between(null, keys[1])
                        when cardinality(keys) > 0 then dd_key_between(keys[1], keys[2])
                        else dd_key_between(last, null) end as position
            from around
          ),
          moved as (
            update board_cards set column_id = ${m.columnId}, position = (select position from target), updated_at = now(),
              entered_column_at = case when column_id = ${m.columnId} then entered_column_at else now() end
            where exists (select 1 from board) and id = ${m.cardId} and board_id = ${m.boardId}
              and exists (select 1 from board_columns l where l.id = ${m.columnId} and l.board_id = ${m.boardId})
            returning 1
          )
          select ${notifyExpression({ k: 'board-changed', userId: o.ownerId, boardId: m.boardId })} as told
          from moved, (select set_config('synchronous_commit', 'off', true)) as commit_without_flush`,
    );
    return rows.length > 0;
  }

  return {
    withBoard,
    placeCard,

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

    /**
     * A board's lists and cards, each in position order: what the board's GET shows. The cards come in one
     * statement (raw, only the shown fields, the times as ISO text made by PostgreSQL): decoding 1,000 rows of every
     * column through Drizzle cost about twice as much (docs/perf.md). The lists are read at the same time.
     */
    async contentOf(boardId: string): Promise<{ columns: ColumnView[]; cards: CardView[] }> {
      const [columns, cards] = await Promise.all([
        db
          .select({ id: boardColumns.id, title: boardColumns.title })
          .from(boardColumns)
          .where(eq(boardColumns.boardId, boardId))
          .orderBy(byPosition(boardColumns.position)),
        rawRows<CardView>(
          db,
          sql`select id, column_id as "columnId", ${isoText(sql`created_at`)} as "createdAt", ${isoText(sql`entered_column_at`)} as "enteredColumnAt",
                title, description, priority, deadline, order_id as "orderId", company_name as "companyName", job_title as "jobTitle",
                post_url as "postUrl", salary, address, city, state, zip, description_content as "descriptionContent"
              from board_cards where board_id = ${boardId} order by position`,
        ),
      ]);
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
