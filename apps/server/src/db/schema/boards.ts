import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { sites } from './sites.ts';
import { users } from './auth.ts';
import { orders } from './orders.ts';

// ---- Boards (spec 02 §2, spec 03 §4 "Board"): a customer's job-search tracker and writers' task boards.

/**
 * A fractional-indexing key (modules/boards/positions.ts). Keys compare byte by byte: any other collation
 * than "C" sorts some of them in another order (docs/decisions.md).
 */
const positionKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** `kind`: 'tracker' (one per customer, made on the first visit) or 'tasks' (a writer's or admin's, any number). */
export const boards = pgTable(
  'boards',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tracker', 'tasks'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('boards_site_owner').on(t.siteId, t.ownerId, t.createdAt),
    // Two first visits at once still make one tracker.
    uniqueIndex('boards_one_tracker')
      .on(t.ownerId)
      .where(sql`${t.kind} = 'tracker'`),
  ],
);

export const boardColumns = pgTable(
  'board_columns',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: positionKey('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('board_columns_board_position').on(t.boardId, t.position)],
);

/** One table for both kinds of card: a tracker card fills the job's fields, a task card title to orderId. */
export const boardCards = pgTable(
  'board_cards',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    columnId: text('column_id')
      .notNull()
      .references(() => boardColumns.id),
    // No cascade from the list: its cards are moved or deleted on purpose first (service.ts).
    // Unique within the column: the cards of a column are in a strict total order.
    position: positionKey('position').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: ['Highest', 'High', 'Medium', 'Low', 'Lowest'] }),
    deadline: text('deadline').notNull().default(''),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    postUrl: text('post_url').notNull().default(''),
    salary: text('salary').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    /** Rich text as the owner sent it; sanitised on output (lib/html.ts). */
    descriptionContent: text('description_content').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When the card came into its current column: set on create and by every move that changes the column. */
    enteredColumnAt: ts('entered_column_at').notNull().defaultNow(),
    /** When the "deadline within 24 h" notification went for the current deadline; a new deadline clears it. */
    deadlineNotifiedAt: ts('deadline_notified_at'),
  },
  (t) => [uniqueIndex('board_cards_column_position').on(t.columnId, t.position), index('board_cards_board').on(t.boardId)],
);
