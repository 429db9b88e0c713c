import { MESSAGES } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { changeType, dropMove, itemErrors, moveItem, newItem, toDraftItems, toWireItems } from './items.ts';

describe('question items', () => {
  it('starts a choice with one empty option and a question as optional', () => {
    expect(newItem('radio')).toMatchObject({ type: 'radio', text: '', required: false, options: [''] });
    expect(newItem('section')).not.toHaveProperty('required');
    expect(newItem('text')).not.toHaveProperty('options');
  });

  it('keeps the text when the type changes, and only what the new type takes', () => {
    const select = { ...newItem('select'), text: 'Pick one', required: true, options: ['A', 'B'] };
    const text = changeType(select, 'text');
    expect(text).toMatchObject({ type: 'text', text: 'Pick one', required: true });
    expect(text).not.toHaveProperty('options');
    expect(changeType(text, 'checkbox').options).toEqual(['']);
    expect(changeType(select, 'paragraph')).toEqual({ uid: select.uid, type: 'paragraph', text: 'Pick one' });
  });

  it('moves an item up or down and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 1, 2)).toBe(list);
  });

  it('moves a dropped item to the place of the item it was dropped on', () => {
    const items = toDraftItems([
      { type: 'text', text: 'First' },
      { type: 'text', text: 'Second' },
      { type: 'text', text: 'Third' },
    ]);
    const [first, second, third] = items;
    const down = dropMove(items, first.uid, third.uid);
    expect(down).toEqual({ from: 0, to: 2 });
    expect(moveItem(items, down!.from, down!.to).map((item) => item.text)).toEqual(['Second', 'Third', 'First']);
    const up = dropMove(items, third.uid, second.uid);
    expect(moveItem(items, up!.from, up!.to).map((item) => item.text)).toEqual(['First', 'Third', 'Second']);
  });

  it('makes no move for a drop on itself, outside the list or on an unknown item', () => {
    const items = toDraftItems([
      { type: 'text', text: 'A' },
      { type: 'text', text: 'B' },
    ]);
    expect(dropMove(items, items[0].uid, items[0].uid)).toBeNull();
    expect(dropMove(items, items[0].uid, null)).toBeNull();
    expect(dropMove(items, items[0].uid, 'item-unknown')).toBeNull();
    expect(dropMove(items, 'item-unknown', items[1].uid)).toBeNull();
  });

  it('sends trimmed items without keys, empty placeholders or empty options', () => {
    const [item] = toDraftItems([{ type: 'checkbox', text: ' Which? ', placeholder: '', required: true, options: [' A ', '', 'B'] }]);
    expect(toWireItems([item])).toEqual([{ type: 'checkbox', text: 'Which?', required: true, options: ['A', 'B'] }]);
  });

  it('reports a missing text and a choice without options by item', () => {
    const items = [{ ...newItem('text') }, { ...newItem('select'), text: 'Size?' }, { ...newItem('section'), text: 'Part 2' }];
    expect(itemErrors(items)).toEqual({ '0.text': MESSAGES.fieldRequired, '1.options': MESSAGES.optionsRequired });
  });
});
