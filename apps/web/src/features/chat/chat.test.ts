import type { TChatMessage } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { hasForbiddenFileNameChars } from './ChatPanel.tsx';
import { daysSince } from './OrderChat.tsx';
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
});
