import { and, asc, desc, eq, gt, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TChatMessage, TChatType, TRole } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { chatMessages, orders, users } from '../../db/schema.ts';
import { rawRows } from '../../lib/raw-rows.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatPersonRow = {
  id: string;
  role: 'user' | 'writer' | 'reviewer' | 'admin';
  firstName: string;
  lastName: string;
  profileImg: string;
  email: string;
};

const personColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImg: users.profileImg,
  email: users.email,
};

export function presentMessage(r: ChatMessageRow): TChatMessage {
  return {
    _id: r.id,
    type: r.type,
    content: r.content,
    sent_by: r.senderId,
    writerName: r.writerName,
    createdAt: r.createdAt.toISOString(),
    data: r.data ?? null,
    order_id: r.orderId,
    chatType: r.chatType,
    userId: r.chatType === 'writerToAdmin' ? r.writerId : null,
  };
}

/** The participation check of every message, as SQL evaluated with the insert (spec: checked on every message). */
export function stillTakesPart(
  siteId: string,
  sender: { id: string; role: TRole },
  c: { chatType: TChatType; orderId: string | null; writerId: string | null },
): SQL {
  const me = sender.id;
  if (c.chatType === 'writerToCustomer') {
    const who = sender.role === 'user' ? sql`o.customer_id = ${me} and not o.hide_order` : sender.role === 'writer' ? sql`o.writer_id = ${me}` : sql`false`;
    return sql`exists (select 1 from orders o where o.id = ${c.orderId} and o.site_id = ${siteId} and o.writer_id is not null and ${who})`;
  }
  if (sender.role === 'writer') return c.writerId === me ? sql`true` : sql`false`;
  if (sender.role === 'admin') return sql`exists (select 1 from users u where u.id = ${c.writerId} and u.site_id = ${siteId} and u.role = 'writer')`;
  return sql`false`;
}

/** Chat messages and the people around them; every query carries the site. */
export function chatRepo(db: Db) {
  return {
    async orderParties(siteId: string, orderId: string) {
      const [row] = await db
        .select({ id: orders.id, customerId: orders.customerId, writerId: orders.writerId, hideOrder: orders.hideOrder })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
        .limit(1);
      return row;
    },

    async person(siteId: string, id: string): Promise<ChatPersonRow | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    people(siteId: string, ids: string[]): Promise<ChatPersonRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), inArray(users.id, ids)));
    },

    async adminIds(siteId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')));
      return rows.map((r) => r.id);
    },

    writers(siteId: string): Promise<ChatPersonRow[]> {
      return db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'writer')))
        .orderBy(asc(users.firstName), asc(users.id));
    },

    /**
     * Inserts the message only if `allowed` (the sender still takes part) holds,
     * in one round trip; with the order's writer as it is now. Undefined when refused.
     */
    async insertIf(row: Omit<ChatMessageRow, 'seq' | 'createdAt'>, allowed: SQL) {
      const [saved] = await rawRows<ChatMessageRow & { assignedWriterId: string | null }>(
        db,
        sql`with m as (
              insert into chat_messages (id, site_id, conversation, chat_type, order_id, writer_id, sender_id, type, content, data, writer_name)
              select ${row.id}, ${row.siteId}, ${row.conversation}, ${row.chatType}, ${row.orderId}, ${row.writerId}, ${row.senderId},
                     ${row.type}, ${row.content}, ${row.data === null ? null : JSON.stringify(row.data)}::jsonb, ${row.writerName}
              where ${allowed}
              returning *)
            select m.id, m.seq::float8 as seq, m.site_id as "siteId", m.conversation, m.chat_type as "chatType", m.order_id as "orderId",
                   m.writer_id as "writerId", m.sender_id as "senderId", m.type, m.content, m.data, m.writer_name as "writerName",
                   m.created_at as "createdAt", o.writer_id as "assignedWriterId"
            from m left join orders o on o.id = m.order_id and o.site_id = m.site_id`,
      );
      if (!saved) return undefined;
      const { assignedWriterId, ...message } = saved;
      return { row: { ...message, createdAt: new Date(message.createdAt) }, assignedWriterId };
    },

    async byId(id: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row;
    },

    /** The newest `limit` messages (before `beforeSeq`), oldest first. */
    async latest(siteId: string, conversation: string, limit: number, beforeSeq?: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.conversation, conversation), beforeSeq ? lt(chatMessages.seq, beforeSeq) : undefined))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    async seqOf(siteId: string, conversation: string, id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.conversation, conversation), eq(chatMessages.id, id)));
      return row?.seq;
    },

    /** The latest of the given messages of the conversation, written by someone else than `readerId`; the others are ignored. */
    async latestOf(siteId: string, conversation: string, ids: string[], readerId: string) {
      const rows = await db
        .select({ id: chatMessages.id, seq: chatMessages.seq })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.siteId, siteId),
            eq(chatMessages.conversation, conversation),
            inArray(chatMessages.id, ids),
            sql`${chatMessages.senderId} <> ${readerId}`,
          ),
        )
        .orderBy(desc(chatMessages.seq));
      return { latest: rows[0], ids: rows.map((r) => r.id) };
    },

    /** Everyone who wrote in the conversation. */
    async senderIds(siteId: string, conversation: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: chatMessages.senderId })
        .from(chatMessages)
        .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.conversation, conversation)));
      return rows.map((r) => r.id);
    },

    /** The last message of every writer-to-admin conversation of the site. */
    lastAdminMessages(siteId: string): Promise<ChatMessageRow[]> {
      return db
        .selectDistinctOn([chatMessages.conversation])
        .from(chatMessages)
        .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.chatType, 'writerToAdmin')))
        .orderBy(chatMessages.conversation, desc(chatMessages.seq));
    },

    /** A file sent in the writer's own conversation with the admins (the writer may read what the admins sent). */
    async sharedWithWriter(siteId: string, writerId: string, key: string): Promise<boolean> {
      const rows = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.siteId, siteId), eq(chatMessages.conversation, `admin:${writerId}`), sql`${chatMessages.data}->>'key' = ${key}`))
        .limit(1);
      return rows.length > 0;
    },

    /** The digest's reader: who they are and whether they want the e-mail. */
    async digestReader(siteId: string, userId: string) {
      const [user] = await db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          firstName: users.firstName,
          emailPreferences: users.emailPreferences,
          language: users.language,
        })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
      return user;
    },

    /** The messages a digest covers (after `afterSeq`, up to `uptoSeq`) from others than the reader, oldest first, with the sender's name. */
    unreadForDigest(siteId: string, conversation: string, afterSeq: number, uptoSeq: number, readerId: string) {
      return db
        .select({ content: chatMessages.content, type: chatMessages.type, data: chatMessages.data, first: users.firstName, last: users.lastName })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(
          and(
            eq(chatMessages.siteId, siteId),
            eq(chatMessages.conversation, conversation),
            gt(chatMessages.seq, afterSeq),
            lte(chatMessages.seq, uptoSeq),
            ne(chatMessages.senderId, readerId),
          ),
        )
        .orderBy(asc(chatMessages.seq));
    },

    /** The order a digest is about: what it names and who takes part in it now. */
    async orderForDigest(siteId: string, orderId: string) {
      const [order] = await db
        .select({ orderNumber: orders.orderNumber, package: orders.package, customerId: orders.customerId, writerId: orders.writerId })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
      return order;
    },
  };
}

export type ChatRepo = ReturnType<typeof chatRepo>;
