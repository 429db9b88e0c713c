import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

// ---- Boards (spec 02 §2-§7, spec 03 §3-§7): the customer's job-search tracker and the writers' task boards.

/** The columns a customer's tracker starts with, on the first visit. */
export const DEFAULT_TRACKER_COLUMNS = ['Wishlist', 'Applied', 'Interview', 'Offer', 'Rejected'] as const;
/** A list added to a board is titled so until it is renamed (spec 03 §4 "Board"). */
export const NEW_LIST_TITLE = 'Title';
export const CARD_PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'] as const;
export const ZCardPriority = z.enum(CARD_PRIORITIES);
export type TCardPriority = z.infer<typeof ZCardPriority>;

const id = z.string().trim().min(1).max(64);
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** At least two characters once trimmed, with the spec's text when not. */
const atLeastTwo = (message: string, max: number) => z.string({ error: message }).trim().min(2, message).max(max);
/** The rich text of a card (sanitised whenever it is shown). */
const richText = z.string().max(50_000).optional();

/** A position in a column: where a card is taken from and where it goes. */
export const ZBoardPosition = z.object({ columnId: id, index: z.number().int().min(0).max(100_000) }).strict();

export const ZRenameListRequest = z.object({ id, title: atLeastTwo(MESSAGES.listTitleMin, 100) }).strict();
export type TRenameListRequest = z.infer<typeof ZRenameListRequest>;

/** GET .../list/{id}/delete: a list that still has cards is deleted only with `moveTo` (another list) or `confirm=true`. */
export const ZDeleteListQuery = z.object({ moveTo: id.optional(), confirm: z.enum(['true', 'false']).optional() }).strict();
export type TDeleteListQuery = z.infer<typeof ZDeleteListQuery>;

export const ZMoveCardRequest = z.object({ board: id, card: id, fromPosition: ZBoardPosition, toPosition: ZBoardPosition }).strict();
export type TMoveCardRequest = z.infer<typeof ZMoveCardRequest>;

/** A job the customer tracks (spec 02 §3 "Customer board"). */
export const ZTrackerCardFields = z
  .object({
    companyName: atLeastTwo(MESSAGES.companyNameMin, 200),
    jobTitle: atLeastTwo(MESSAGES.jobTitleMin, 200),
    postURL: optionalText(2000),
    salary: optionalText(100),
    deadline: optionalText(40),
    address: optionalText(300),
    city: optionalText(120),
    state: optionalText(120),
    zip: optionalText(20),
    descriptionContent: richText,
  })
  .strict();
export type TTrackerCardFields = z.infer<typeof ZTrackerCardFields>;

/** A writer's task (spec 02 §3 "Writer card"); `orderId` links one of the writer's own orders. */
export const ZTaskCardFields = z
  .object({
    title: atLeastTwo(MESSAGES.cardTitleMin, 200),
    description: optionalText(2000),
    priority: ZCardPriority.optional(),
    deadline: optionalText(40),
    descriptionContent: richText,
    orderId: id.nullable().optional(),
  })
  .strict();
export type TTaskCardFields = z.infer<typeof ZTaskCardFields>;

export const ZNewTrackerCardRequest = z.object({ column: id, card: ZTrackerCardFields }).strict();
export type TNewTrackerCardRequest = z.infer<typeof ZNewTrackerCardRequest>;
export const ZNewTaskCardRequest = z.object({ column: id, card: ZTaskCardFields }).strict();
export type TNewTaskCardRequest = z.infer<typeof ZNewTaskCardRequest>;

/** POST .../card/new/confirm: a card at the top of the board's first list (`cardTitle` is a tracker card's job title). */
export const ZConfirmTaskCardRequest = z.object({ boardId: id, cardTitle: atLeastTwo(MESSAGES.cardTitleMin, 200), description: optionalText(2000) }).strict();
export type TConfirmTaskCardRequest = z.infer<typeof ZConfirmTaskCardRequest>;
export const ZConfirmTrackerCardRequest = z
  .object({
    boardId: id,
    cardTitle: atLeastTwo(MESSAGES.jobTitleMin, 200),
    companyName: atLeastTwo(MESSAGES.companyNameMin, 200),
    description: richText,
  })
  .strict();
export type TConfirmTrackerCardRequest = z.infer<typeof ZConfirmTrackerCardRequest>;

export const ZUpdateTrackerCardRequest = ZTrackerCardFields.extend({ id }).strict();
export type TUpdateTrackerCardRequest = z.infer<typeof ZUpdateTrackerCardRequest>;
export const ZUpdateTaskCardRequest = ZTaskCardFields.extend({ id }).strict();
export type TUpdateTaskCardRequest = z.infer<typeof ZUpdateTaskCardRequest>;

export const ZNewBoardRequest = z
  .object({
    boardTitle: z.string({ error: MESSAGES.boardNameRequired }).trim().min(1, MESSAGES.boardNameRequired).max(120),
    boardDescription: optionalText(1000),
  })
  .strict();
export type TNewBoardRequest = z.infer<typeof ZNewBoardRequest>;

export const ZBoardIdParams = z.object({ id }).strict();
export const ZBoardIdParam = z.object({ boardId: id }).strict();

// ---- Responses

export const ZBoardCard = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** When the card came into its current list (ISO): the tracker shows it on the card. */
  enteredColumnAt: z.string(),
  title: z.string(),
  description: z.string(),
  priority: ZCardPriority.nullable(),
  deadline: z.string(),
  orderId: z.string().nullable(),
  companyName: z.string(),
  jobTitle: z.string(),
  postURL: z.string(),
  salary: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Sanitised HTML. */
  descriptionContent: z.string(),
});
export type TBoardCard = z.infer<typeof ZBoardCard>;

export const ZBoardColumn = z.object({ id: z.string(), title: z.string(), cards: z.array(ZBoardCard) });
export type TBoardColumn = z.infer<typeof ZBoardColumn>;

export const ZBoard = z.object({
  _id: z.string(),
  boardTitle: z.string(),
  boardDescription: z.string(),
  createdAt: z.string(),
  columns: z.array(ZBoardColumn),
});
export type TBoard = z.infer<typeof ZBoard>;
export const ZBoardSummary = ZBoard.omit({ columns: true });
export type TBoardSummary = z.infer<typeof ZBoardSummary>;
