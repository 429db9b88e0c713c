import type { TChatMessage } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { rowsFor } from './autosize.ts';
import { hasForbiddenFileNameChars, scrollTopAfterPrepend } from './ChatPanel.tsx';
import { daysSince } from './OrderChat.tsx';
import { shownCount, unreadCountOf } from './UnreadBadge.tsx';
import { mergeMessages } from './useChat.ts';

function message(_id: string, createdAt: string, content = _id): TChatMessage {
  return { _id, type: 'text', content, sent_by: 'u', writerName: '', createdAt, data: null, order_id: 'o', chatType: 'writerToCustomer', userId: null };
}

describe('chat', () => {
  it('de-duplicates messages by _id and keeps createdAt order', () => {
    const a = message('a', '2026-01-01T10:00:00.000Z');
    const b = message('b', '2026-01-01T09:00:00.000Z');
    const merged = mergeMessages([a], [b, { ...a, content: 'again' }]);
    expect(merged.map((m) => m._id)).toEqual(['b', 'a']);
    expect(merged[1].content).toBe('again');
  });

  it('refuses file names with commas or apostrophes', () => {
    expect(hasForbiddenFileNameChars('my,cv.pdf')).toBe(true);
    expect(hasForbiddenFileNameChars("john's cv.docx")).toBe(true);
    expect(hasForbiddenFileNameChars('cv-2026.pdf')).toBe(false);
  });

  it('counts days since completion', () => {
    expect(daysSince('2026-01-01T00:00:00.000Z', Date.parse('2026-01-12T00:00:00.000Z'))).toBe(11);
  });

  it('merges an older page in front, once, whatever arrived twice', () => {
    const latest = [message('c', '2026-01-01T12:00:00.000Z'), message('d', '2026-01-01T13:00:00.000Z')];
    const older = [message('a', '2026-01-01T10:00:00.000Z'), message('b', '2026-01-01T11:00:00.000Z'), message('c', '2026-01-01T12:00:00.000Z')];
    expect(mergeMessages(latest, older).map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the same messages on screen after older ones are prepended', () => {
    // 300 px of older messages went on top of a box scrolled to 0: the old first message is now 300 px down.
    expect(scrollTopAfterPrepend({ top: 0, height: 1000 }, 1300)).toBe(300);
    expect(scrollTopAfterPrepend({ top: 120, height: 1000 }, 1000)).toBe(120);
  });

  it('sizes the input: one row when empty (the placeholder never counts), growing to 10', () => {
    const line = 21.7;
    expect(rowsFor('', 217, line, 1, 10)).toBe(1);
    expect(rowsFor('hi', line, line, 1, 10)).toBe(1);
    expect(rowsFor('a\nb\nc', 3 * line, line, 1, 10)).toBe(3);
    expect(rowsFor('long', 40 * line, line, 1, 10)).toBe(10);
  });

  it('counts unread messages per menu entry and per order', () => {
    const data = {
      status: true,
      total: 6,
      orders: [
        { order_id: 'o1', count: 2 },
        { order_id: 'o2', count: 3 },
      ],
      writerToAdmin: [{ userId: 'w', count: 1 }],
    };
    expect(unreadCountOf(data, 'orders')).toBe(5);
    expect(unreadCountOf(data, 'adminChat')).toBe(1);
    expect(unreadCountOf(data, { orderId: 'o2' })).toBe(3);
    expect(unreadCountOf(data, { orderId: 'o3' })).toBe(0);
    expect(unreadCountOf(undefined, 'orders')).toBe(0);
    expect(shownCount(7)).toBe('7');
    expect(shownCount(120)).toBe('99+');
  });
});
