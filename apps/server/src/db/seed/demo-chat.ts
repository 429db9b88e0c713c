import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { newId } from '../../lib/ids.ts';

const MINUTE = 60 * 1000;

/**
 * DESIGN §6 "chat history on one order": a short conversation on the order in
 * progress, read by both sides except the writer's last message; and a
 * writer-to-admin exchange.
 */
export async function seedChat(db: Db, siteId: string, users: Record<string, string>, orderId: string) {
  const now = Date.now();
  const order = { siteId, conversation: `order:${orderId}`, chatType: 'writerToCustomer' as const, orderId, writerId: null };
  const lines: [string, string, number][] = [
    [users.writer, 'Hi Casey, I am Wren and I will be writing your resume. I have read your questionnaire: great detail, thank you!', 300],
    [users.user, 'Thanks Wren! Should I send you my current job description too?', 290],
    [users.writer, 'Yes please, attach it here whenever you can. I will send the first draft within a few days.', 285],
    [users.writer, 'Your first draft is ready for review. Let me know what you think!', 120],
  ];
  const rows = await db
    .insert(t.chatMessages)
    .values(
      lines.map(([sender, content, minutesAgo]) => ({
        ...order,
        id: newId(),
        senderId: sender,
        type: 'text' as const,
        content,
        writerName: sender === users.writer ? 'Wren Writer' : '',
        createdAt: new Date(now - minutesAgo * MINUTE),
      })),
    )
    .returning({ seq: t.chatMessages.seq });
  const seqs = rows.map((r) => r.seq);
  await db.insert(t.chatReads).values([
    {
      userId: users.writer,
      conversation: order.conversation,
      siteId,
      lastReadSeq: seqs[3],
      lastDeliveredSeq: seqs[3],
      lastReadAt: new Date(now - 120 * MINUTE),
    },
    { userId: users.user, conversation: order.conversation, siteId, lastReadSeq: seqs[2], lastDeliveredSeq: seqs[3], lastReadAt: new Date(now - 280 * MINUTE) },
  ]);
  const admin = {
    siteId,
    conversation: `admin:${users.writer}`,
    chatType: 'writerToAdmin' as const,
    orderId: null,
    writerId: users.writer,
    type: 'text' as const,
  };
  const [, reply] = await db
    .insert(t.chatMessages)
    .values([
      {
        ...admin,
        id: newId(),
        senderId: users.writer,
        content: 'Hello, could I take on two more orders this week?',
        createdAt: new Date(now - 26 * 60 * MINUTE),
      },
      {
        ...admin,
        id: newId(),
        senderId: users.admin,
        writerName: 'Ada Admin',
        content: 'Sure, I will assign them tomorrow.',
        createdAt: new Date(now - 25 * 60 * MINUTE),
      },
    ])
    .returning({ seq: t.chatMessages.seq });
  await db.insert(t.chatReads).values({
    userId: users.admin,
    conversation: admin.conversation,
    siteId,
    lastReadSeq: reply.seq,
    lastDeliveredSeq: reply.seq,
    lastReadAt: new Date(now - 25 * 60 * MINUTE),
  });
}
