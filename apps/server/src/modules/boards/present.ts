import type { TBoard, TBoardCard, TBoardSummary } from '@draftdesk/contract';
import { cleanHtml } from '../../lib/html.ts';
import type { BoardRow, CardRow, ColumnRow } from './repo.ts';

/** A card as its owner sees it: the rich text sanitised, whatever was stored. */
export function presentCard(row: CardRow): TBoardCard {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    title: row.title,
    description: row.description,
    priority: row.priority,
    deadline: row.deadline,
    orderId: row.orderId,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    postURL: row.postUrl,
    salary: row.salary,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    descriptionContent: cleanHtml(row.descriptionContent),
  };
}

export function presentBoardSummary(row: BoardRow): TBoardSummary {
  return { _id: row.id, boardTitle: row.title, boardDescription: row.description, createdAt: row.createdAt.toISOString() };
}

/** The board with its lists in order, each with its cards in order (rows come sorted by position). */
export function presentBoard(row: BoardRow, columns: ColumnRow[], cards: CardRow[]): TBoard {
  return {
    ...presentBoardSummary(row),
    columns: columns.map((c) => ({ id: c.id, title: c.title, cards: cards.filter((card) => card.columnId === c.id).map(presentCard) })),
  };
}
