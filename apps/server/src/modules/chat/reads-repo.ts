import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { chatPresence, sessions } from '../../db/schema.ts';
import { rawRows } from '../../lib/raw-rows.ts';

/** A socket counts as present while its instance refreshed it within this time. */
const PRESENCE_FRESH_SECONDS = 150;

/** A participant's conversation whose unread messages waited long enough for a digest, with the read state it was found in. */
export type DueDigest = {
  user_id: string;
  conversation: string;
  site_id: string;
  after_seq: string | number;
  upto_seq: string | number;
  last_read_seq: string | number;
  digested_seq: string | number;
  unread_since: string;
};

/**
 * Claims the digest: the outbox runs it with the mail's insert, and it takes only if the read state is still the one
 * the digest was written from. Messages newer than the digest that are unread wait as long again before the next one.
 */
export function claimDigest(d: DueDigest): SQL {
  return sql`update chat_reads r set digested_seq = ${Number(d.upto_seq)},
            unread_since = case when exists (select 1 from chat_messages m where m.site_id = r.site_id and m.conversation = r.conversation
                                             and m.seq > ${Number(d.upto_seq)} and m.sender_id <> r.user_id) then now() else null end
          where r.user_id = ${d.user_id} and r.conversation = ${d.conversation} and r.unread_since = ${d.unread_since}::timestamptz
            and r.digested_seq = ${Number(d.digested_seq)} and r.last_read_seq = ${Number(d.last_read_seq)}
          returning 1`;
}

/** Read and delivered positions, unread counts and presence of the chat. */
export function chatReadsRepo(db: Db) {
  return {
    /**
     * After a message: the sender has read the conversation up to it; for the
     * other participants it is unread from now (unread_since keeps the oldest).
     */
    async recordSend(siteId: string, conversation: string, senderId: string, seq: number, recipients: string[]) {
      // Rows in one order (by user id) whoever sends: two senders upserting the same rows in opposite orders would deadlock.
      const rows = [senderId, ...recipients]
        .sort()
        .map((id) =>
          id === senderId
            ? sql`(${id}, ${conversation}, ${siteId}, ${seq}::bigint, ${seq}::bigint, now(), null::timestamptz)`
            : sql`(${id}, ${conversation}, ${siteId}, 0::bigint, 0::bigint, null::timestamptz, now())`,
        );
      await db.execute(sql`
        insert into chat_reads (user_id, conversation, site_id, last_read_seq, last_delivered_seq, last_read_at, unread_since)
        values ${sql.join(rows, sql`, `)}
        on conflict (user_id, conversation) do update set
          last_read_seq = greatest(chat_reads.last_read_seq, excluded.last_read_seq),
          last_delivered_seq = greatest(chat_reads.last_delivered_seq, excluded.last_delivered_seq),
          last_read_at = coalesce(excluded.last_read_at, chat_reads.last_read_at),
          unread_since = case when excluded.last_read_seq > 0 then null else coalesce(chat_reads.unread_since, excluded.unread_since) end`);
    },

    /** Moves the reader's position forward (never back); what is still unread after it keeps the digest clock. True when it moved. */
    async markRead(siteId: string, conversation: string, userId: string, seq: number): Promise<boolean> {
      const rows = await rawRows<{ ok: number }>(
        db,
        sql`insert into chat_reads as r (user_id, conversation, site_id, last_read_seq, last_delivered_seq, last_read_at, unread_since)
            values (${userId}, ${conversation}, ${siteId}, ${seq}::bigint, ${seq}::bigint, now(), null)
            on conflict (user_id, conversation) do update set
              last_read_seq = excluded.last_read_seq,
              last_delivered_seq = greatest(r.last_delivered_seq, excluded.last_read_seq),
              last_read_at = now(),
              unread_since = (select min(m.created_at) from chat_messages m
                              where m.site_id = r.site_id and m.conversation = r.conversation
                                and m.seq > greatest(excluded.last_read_seq, r.digested_seq) and m.sender_id <> r.user_id)
            where r.last_read_seq < excluded.last_read_seq
            returning 1 as ok`,
      );
      return rows.length > 0;
    },

    /** The message reached one of the user's sockets. True when the position moved. */
    async markDelivered(siteId: string, conversation: string, userId: string, seq: number): Promise<boolean> {
      const rows = await rawRows<{ ok: number }>(
        db,
        sql`insert into chat_reads as r (user_id, conversation, site_id, last_delivered_seq)
            values (${userId}, ${conversation}, ${siteId}, ${seq}::bigint)
            on conflict (user_id, conversation) do update set last_delivered_seq = excluded.last_delivered_seq
            where r.last_delivered_seq < excluded.last_delivered_seq
            returning 1 as ok`,
      );
      return rows.length > 0;
    },

    /** Everyone's positions in the conversation as message ids. */
    receipts(siteId: string, conversation: string) {
      return rawRows<{ user_id: string; read_id: string | null; delivered_id: string | null; last_read_at: Date | string | null }>(
        db,
        sql`select r.user_id, mr.id as read_id, md.id as delivered_id, r.last_read_at
            from chat_reads r
            left join chat_messages mr on mr.seq = r.last_read_seq and mr.conversation = r.conversation
            left join chat_messages md on md.seq = r.last_delivered_seq and md.conversation = r.conversation
            where r.site_id = ${siteId} and r.conversation = ${conversation}`,
      );
    },

    /** Messages from others after the user's read position, per conversation the user takes part in. */
    unread(siteId: string, userId: string, role: TRole) {
      const scope =
        role === 'admin'
          ? sql`m.chat_type = 'writerToAdmin'`
          : role === 'writer'
            ? sql`(m.order_id in (select id from orders where site_id = ${siteId} and writer_id = ${userId}) or m.conversation = ${`admin:${userId}`})`
            : sql`m.order_id in (select id from orders where site_id = ${siteId} and customer_id = ${userId} and hide_order = false and writer_id is not null)`;
      return rawRows<{ conversation: string; chat_type: string; order_id: string | null; writer_id: string | null; n: number }>(
        db,
        sql`select m.conversation, m.chat_type, m.order_id, m.writer_id, count(*)::int as n
            from chat_messages m
            left join chat_reads r on r.user_id = ${userId} and r.conversation = m.conversation
            where m.site_id = ${siteId} and m.sender_id <> ${userId} and m.seq > coalesce(r.last_read_seq, 0) and ${scope}
            group by m.conversation, m.chat_type, m.order_id, m.writer_id`,
      );
    },

    /** Conversations, oldest unread first, whose messages from others stayed unread for `delaySeconds`; across sites. */
    dueDigests(delaySeconds: number, limit: number) {
      return rawRows<DueDigest>(
        db,
        sql`select r.user_id, r.conversation, r.site_id, greatest(r.last_read_seq, r.digested_seq) as after_seq,
              r.last_read_seq, r.digested_seq, r.unread_since::text as unread_since,
              coalesce((select max(m.seq) from chat_messages m where m.site_id = r.site_id and m.conversation = r.conversation), r.digested_seq) as upto_seq
            from chat_reads r
            where r.unread_since is not null and r.unread_since <= now() - make_interval(secs => ${delaySeconds}::double precision)
            order by r.unread_since limit ${limit}`,
      );
    },

    /** Whether the user still has an uncleared new-message bell entry for the conversation from after they last read it. */
    async hasUnseenMessageNotice(siteId: string, userId: string, orderId: string, conversation: string): Promise<boolean> {
      const pending = await rawRows(
        db,
        sql`select 1 from notifications n
            where n.site_id = ${siteId} and n.user_id = ${userId} and n.order_id = ${orderId}
              and n.data->>'action' = 'new_message' and n.cleared_at is null
              and n.created_at > coalesce((select last_read_at from chat_reads where user_id = ${userId} and conversation = ${conversation}), 'epoch'::timestamptz)
            limit 1`,
      );
      return pending.length > 0;
    },

    // ---- Presence: who follows a conversation now, across instances.

    async join(row: { socketId: string; instanceId: string; siteId: string; userId: string; conversation: string }) {
      await db
        .insert(chatPresence)
        .values(row)
        .onConflictDoUpdate({ target: chatPresence.socketId, set: { conversation: row.conversation, seenAt: sql`now()` } });
    },
    async leave(socketId: string) {
      await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
    },
    async touch(instanceId: string) {
      await db
        .update(chatPresence)
        .set({ seenAt: sql`now()` })
        .where(eq(chatPresence.instanceId, instanceId));
    },
    async clearInstance(instanceId: string) {
      await db.delete(chatPresence).where(eq(chatPresence.instanceId, instanceId));
    },
    /** Rows of instances that stopped without saying so. */
    async purgeStale() {
      await db.delete(chatPresence).where(lt(chatPresence.seenAt, sql`now() - interval '10 minutes'`));
    },
    async present(conversation: string, userIds: string[]): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const rows = await db
        .selectDistinct({ userId: chatPresence.userId })
        .from(chatPresence)
        .where(
          and(
            eq(chatPresence.conversation, conversation),
            inArray(chatPresence.userId, userIds),
            sql`${chatPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`,
          ),
        );
      return new Set(rows.map((r) => r.userId));
    },
    /** Which of the given sessions still exist and have not expired. */
    async liveSessions(hashes: string[]): Promise<Set<string>> {
      const live = new Set<string>();
      // In chunks: one statement takes a bounded number of parameters.
      for (let i = 0; i < hashes.length; i += 1000) {
        const rows = await db
          .select({ h: sessions.idHash })
          .from(sessions)
          .where(and(inArray(sessions.idHash, hashes.slice(i, i + 1000)), gt(sessions.expiresAt, new Date())));
        for (const r of rows) live.add(r.h);
      }
      return live;
    },
  };
}

export type ChatReadsRepo = ReturnType<typeof chatReadsRepo>;
