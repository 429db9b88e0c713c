import type { TBoard, TBoardCard, TBoardSummary } from '@draftdesk/contract';
import { cleanHtml } from '../../lib/html.ts';
import type { BoardRow, CardRow, CardView, ColumnView } from './repo.ts';

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
  return presentCardView({ ...row, createdAt: row.createdAt.toISOString(), enteredColumnAt: row.enteredColumnAt.toISOString() });
}

/** A card read for the board's GET (repo.contentOf: its times already ISO text), as its owner sees it. */
function presentCardView(card: CardView): TBoardCard {
  return {
    _id: card.id,
    createdAt: card.createdAt,
    enteredColumnAt: card.enteredColumnAt,
    title: card.title,
    description: card.description,
    priority: card.priority,
    deadline: card.deadline,
    orderId: card.orderId,
    companyName: card.companyName,
    jobTitle: card.jobTitle,
    postURL: card.postUrl,
    salary: card.salary,
    address: card.address,
    city: card.city,
    state: card.state,
    zip: card.zip,
    descriptionContent: cleanRichText(card.descriptionContent),
  };
}

export function presentBoardSummary(row: BoardRow): TBoardSummary {
  return { _id: row.id, boardTitle: row.title, boardDescription: row.description, createdAt: row.createdAt.toISOString() };
}

/** The board with its lists in order, each with its cards in order (rows come sorted by position), in one pass. */
export function presentBoard(row: BoardRow, columns: ColumnView[], cards: CardView[]): TBoard {
  const byColumn = new Map<string, TBoardCard[]>(columns.map((c) => [c.id, []]));
  for (const card of cards) byColumn.get(card.columnId)?.push(presentCardView(card));
  return { ...presentBoardSummary(row), columns: columns.map((c) => ({ id: c.id, title: c.title, cards: byColumn.get(c.id)! })) };
}
