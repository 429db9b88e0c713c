import { DEFAULT_TRACKER_COLUMNS, type TBoardColumn } from '@draftdesk/contract';

/** The droppable id of a column's card list (card ids are the cards' own). */
export const columnDropId = (columnId: string) => `column:${columnId}`;
const COLUMN_PREFIX = 'column:';

export interface CardPlace {
  columnId: string;
  index: number;
}

/** Where a card, or a column's drop zone (then its end), is on the board. */
export function placeOf(columns: TBoardColumn[], id: string): CardPlace | null {
  if (id.startsWith(COLUMN_PREFIX)) {
    const columnId = id.slice(COLUMN_PREFIX.length);
    const column = columns.find((c) => c.id === columnId);
    return column ? { columnId, index: column.cards.length } : null;
  }
  for (const column of columns) {
    const index = column.cards.findIndex((card) => card._id === id);
    if (index >= 0) return { columnId: column.id, index };
  }
  return null;
}

/** The board with one card taken from where it is and put at `to` (its index in the target list once moved). */
export function moveCardTo(columns: TBoardColumn[], cardId: string, to: CardPlace): TBoardColumn[] {
  const from = placeOf(columns, cardId);
  if (!from) return columns;
  const card = columns.find((c) => c.id === from.columnId)!.cards[from.index];
  const without = columns.map((c) => (c.id === from.columnId ? { ...c, cards: c.cards.filter((x) => x._id !== cardId) } : c));
  return without.map((c) => {
    if (c.id !== to.columnId) return c;
    const cards = [...c.cards];
    cards.splice(Math.max(0, Math.min(to.index, cards.length)), 0, card);
    return { ...c, cards };
  });
}

export interface Funnel {
  applied: number;
  interview: number;
  offer: number;
}

/**
 * How far the customer's applications got, read from the tracker's default lists (by title): a card in Applied or
 * a later stage counts as applied, in Interview or Offer as interviewed, in Offer as an offer. Rejected counts as
 * applied only (it does not say how far the application got); lists the customer added count for nothing.
 */
export function funnelOf(columns: TBoardColumn[]): Funnel {
  const [, applied, interview, offer, rejected] = DEFAULT_TRACKER_COLUMNS;
  const count = (title: string) => columns.filter((c) => c.title.trim().toLowerCase() === title.toLowerCase()).reduce((n, c) => n + c.cards.length, 0);
  const offers = count(offer);
  const interviews = count(interview) + offers;
  return { applied: count(applied) + interviews + count(rejected), interview: interviews, offer: offers };
}
