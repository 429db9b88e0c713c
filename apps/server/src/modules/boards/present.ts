import type { TBoard, TBoardCard, TBoardSummary } from '@draftdesk/contract';
import { cleanHtml } from '../../lib/html.ts';
import type { BoardRow, CardRow, ColumnRow } from './repo.ts';

/** Sanitised texts by what was stored: a board of 1,000 cards is shown again and again (docs/perf.md). */
const cleaned = new Map<string, string>();
const CLEANED_KEPT = 10_000;

/** cleanHtml, skipped for text with nothing to clean and remembered for the rest (the oldest forgotten first). */
function cleanRichText(html: string): string {
  if (!/[<>&]/.test(html)) return html.trim();
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = cleanHtml(html);
    if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, clean);
  }
  return clean;
}

/** A card as its owner sees it: the rich text sanitised, whatever was stored. */
export function presentCard(row: CardRow): TBoardCard {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    enteredColumnAt: row.enteredColumnAt.toISOString(),
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
    descriptionContent: cleanRichText(row.descriptionContent),
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
