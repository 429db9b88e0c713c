import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, ts } from './columns.ts';

// ---- Chat (spec 01 §3-§9, 02 §3-§9): messages, read positions, who is in a conversation now.

/** One message of a conversation: `order:{orderId}` (writerToCustomer) or `admin:{writerId}` (writerToAdmin). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    /** Global order of messages; read and delivered positions are seqs. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: text('site_id').notNull(),
    conversation: text('conversation').notNull(),
    chatType: text('chat_type').$type<'writerToCustomer' | 'writerToAdmin'>().notNull(),
    orderId: text('order_id'),
    /** writerToAdmin: the writer whose conversation with the admins it is. */
    writerId: text('writer_id'),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'text' | 'file'>().notNull(),
    content: text('content').notNull().default(''),
    data: jsonb('data').$type<{ key: string; mimetype: string; originalname: string } | null>(),
    /** The sender's name when not the customer, as it was when sent. */
    writerName: text('writer_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_seq').on(t.seq), index('chat_messages_conversation').on(t.siteId, t.conversation, t.seq)],
);

/** A participant's position in a conversation, and the state of the unread-message digest e-mail. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    siteId: text('site_id').notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: ts('last_read_at'),
    lastDeliveredSeq: bigint('last_delivered_seq', { mode: 'number' }).notNull().default(0),
    /** When the oldest message from others that is neither read nor in a digest arrived; null when none. */
    unreadSince: ts('unread_since'),
    /** The last message a digest e-mail covered. */
    digestedSeq: bigint('digested_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversation] }),
    index('chat_reads_digest_due')
      .on(t.unreadSince)
      .where(sql`${t.unreadSince} is not null`),
  ],
);

/** The open sockets of participants following a conversation, per server instance; refreshed every minute. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    socketId: text('socket_id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull(),
    conversation: text('conversation').notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [index('chat_presence_conversation').on(t.conversation, t.userId), index('chat_presence_instance').on(t.instanceId)],
);
