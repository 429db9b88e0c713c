import { describe, expect, it } from 'vitest';
import { TokenBucket, chatTextProblem, cleanChatText, conversationKey, isChatAttachment } from './rules.ts';
import { CHAT_CLIENT_FRAMES } from './schema.ts';

describe('chat rules', () => {
  it('keys a conversation by its kind', () => {
    expect(conversationKey('writerToCustomer', 'o1')).toBe('order:o1');
    expect(conversationKey('writerToAdmin', 'w1')).toBe('admin:w1');
  });

  it('trims text, drops control characters, keeps line breaks and markup as plain text', () => {
    expect(cleanChatText('  hi\u0000 there\n<b>x</b>  ')).toBe('hi there\n<b>x</b>');
    expect(chatTextProblem(cleanChatText(' \n\t '))).toBe('chatMessageEmpty');
    expect(chatTextProblem('a'.repeat(10_000))).toBeNull();
    expect(chatTextProblem('a'.repeat(10_001))).toBe('chatMessageTooLong');
  });

  it('accepts the spec attachment types only', () => {
    for (const name of ['a.doc', 'b.DOCX', 'c.jpg', 'd.jpeg', 'e.png', 'f.pdf', 'g.csv', 'h.xlsx']) expect(isChatAttachment(name)).toBe(true);
    for (const name of ['a.gif', 'b.txt', 'noext', 'x.pdf.exe']) expect(isChatAttachment(name)).toBe(false);
  });

  it('lets 10 messages through per 5 seconds, then refills', () => {
    const bucket = new TokenBucket(10, 5000, 0);
    const first = Array.from({ length: 12 }, () => bucket.take(0));
    expect(first.filter(Boolean)).toHaveLength(10);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(5000 + 500)).toBe(true);
  });

  it('parses the client frames strictly', () => {
    expect(CHAT_CLIENT_FRAMES.subscribe.safeParse({ type: 'subscribe', order_id: 'o1', chatType: 'writerToCustomer', sent_by: 'u1' }).success).toBe(true);
    expect(CHAT_CLIENT_FRAMES.subscribe.safeParse({ type: 'subscribe', order_id: 'o1', role: 'admin' }).success).toBe(false);
    expect(CHAT_CLIENT_FRAMES.new_message.safeParse({ type: 'new_message', message_type: 'html', content: 'x' }).success).toBe(false);
    expect(CHAT_CLIENT_FRAMES.read.safeParse({ type: 'read', message_ids: [] }).success).toBe(false);
  });
});
