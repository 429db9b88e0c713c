import type { TBoardCard, TBoardColumn } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { columnDropId, funnelOf, moveCardTo, placeOf } from './board-state.ts';

const card = (id: string) => ({ _id: id, title: id }) as TBoardCard;
const col = (id: string, title: string, ids: string[]): TBoardColumn => ({ id, title, cards: ids.map(card) });
const ids = (columns: TBoardColumn[]) => columns.map((c) => c.cards.map((x) => x._id));

describe('placeOf', () => {
  const board = [col('a', 'A', ['1', '2']), col('b', 'B', [])];
  it('finds a card, and the end of a column drop zone', () => {
    expect(placeOf(board, '2')).toEqual({ columnId: 'a', index: 1 });
    expect(placeOf(board, columnDropId('b'))).toEqual({ columnId: 'b', index: 0 });
    expect(placeOf(board, 'nope')).toBeNull();
  });
});

describe('moveCardTo', () => {
  const board = [col('a', 'A', ['1', '2', '3']), col('b', 'B', [])];
  it('reorders within a list', () => {
    expect(ids(moveCardTo(board, '1', { columnId: 'a', index: 2 }))).toEqual([['2', '3', '1'], []]);
  });
  it('moves into an empty list and leaves the input alone', () => {
    expect(ids(moveCardTo(board, '2', { columnId: 'b', index: 0 }))).toEqual([['1', '3'], ['2']]);
    expect(ids(board)).toEqual([['1', '2', '3'], []]);
  });
});

describe('funnelOf', () => {
  it('counts later stages as having passed the earlier ones', () => {
    const board = [
      col('w', 'Wishlist', ['1']),
      col('a', 'Applied', ['2', '3']),
      col('i', 'Interview', ['4']),
      col('o', 'Offer', ['5']),
      col('r', 'Rejected', ['6']),
      col('x', 'Mine', ['7']),
    ];
    expect(funnelOf(board)).toEqual({ applied: 5, interview: 2, offer: 1 });
  });
});
