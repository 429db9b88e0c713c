import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { wantsEmail } from '@draftdesk/contract';
import { greeting, mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { chatMessages, orders, users } from '../../db/schema.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { siteForMail } from '../site/mail-site.ts';
import { fullName } from '../orders/presenter.ts';
import { describeConversation } from './frames.ts';

type Due = {
  user_id: string;
  conversation: string;
  site_id: string;
  after_seq: string | number;
  upto_seq: string | number;
  last_read_seq: string | number;
  digested_seq: string | number;
  unread_since: string;
};

const quote = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/**
 * The unread-message digest: for each participant with a message from others
 * unread for CHAT_DIGEST_DELAY_MINUTES, one e-mail per conversation covering
 * everything unread so far; the next one only for messages that arrive after
 * it and stay unread as long. The digest is written first, then claimed and
 * queued in the outbox in one statement that takes only if the read state is
 * still the one it was written from: several instances never queue the same
 * digest, and one that stops half-way loses nothing.
 */
export async function sendChatDigests(deps: Deps, log: FastifyBaseLogger, limit = 50): Promise<number> {
  const delaySeconds = deps.config.chat.digestDelayMs / 1000;
  const due = await rawRows<Due>(
    deps.db,
    sql`select r.user_id, r.conversation, r.site_id, greatest(r.last_read_seq, r.digested_seq) as after_seq,
          r.last_read_seq, r.digested_seq, r.unread_since::text as unread_since,
          coalesce((select max(m.seq) from chat_messages m where m.site_id = r.site_id and m.conversation = r.conversation), r.digested_seq) as upto_seq
        from chat_reads r
        where r.unread_since is not null and r.unread_since <= now() - make_interval(secs => ${delaySeconds}::double precision)
        order by r.unread_since limit ${limit}`,
  );
  let sent = 0;
  for (const d of due) {
    try {
      const mail = await composeDigest(deps, d);
      // Messages newer than the digest that are unread wait as long again before the next one.
      const claim = sql`update chat_reads r set digested_seq = ${Number(d.upto_seq)},
            unread_since = case when exists (select 1 from chat_messages m where m.site_id = r.site_id and m.conversation = r.conversation
                                             and m.seq > ${Number(d.upto_seq)} and m.sender_id <> r.user_id) then now() else null end
          where r.user_id = ${d.user_id} and r.conversation = ${d.conversation} and r.unread_since = ${d.unread_since}::timestamptz
            and r.digested_seq = ${Number(d.digested_seq)} and r.last_read_seq = ${Number(d.last_read_seq)}
          returning 1`;
      if ((await deps.outbox.sendIfClaimed(claim, mail)) && mail) sent += 1;
    } catch (err) {
      log.error({ err, userId: d.user_id, conversation: d.conversation }, 'chat digest e-mail could not be written');
    }
  }
  return sent;
}

async function composeDigest(deps: Deps, d: Due): Promise<MailMessage | null> {
  const [user] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      emailPreferences: users.emailPreferences,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.siteId, d.site_id), eq(users.id, d.user_id)));
  if (!user || !wantsEmail(user.emailPreferences, 'chat_digest')) return null;
  const unread = await deps.db
    .select({ content: chatMessages.content, type: chatMessages.type, data: chatMessages.data, first: users.firstName, last: users.lastName })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.siteId, d.site_id),
        eq(chatMessages.conversation, d.conversation),
        gt(chatMessages.seq, Number(d.after_seq)),
        lte(chatMessages.seq, Number(d.upto_seq)),
        ne(chatMessages.senderId, user.id),
      ),
    )
    .orderBy(asc(chatMessages.seq));
  if (!unread.length) return null;
  const where = await siteForMail(deps, d.site_id);
  if (!where) return null;

  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const conv = describeConversation(d.conversation);
  let about: string;
  let path: string;
  if (conv.order_id) {
    const [order] = await deps.db
      .select({ orderNumber: orders.orderNumber, package: orders.package, customerId: orders.customerId, writerId: orders.writerId })
      .from(orders)
      .where(and(eq(orders.siteId, d.site_id), eq(orders.id, conv.order_id)));
    // Only someone who still takes part hears about it.
    if (!order || (order.customerId !== user.id && order.writerId !== user.id)) return null;
    about = t('chat.aboutOrder', { package: order.package.packageName, order: t('orderLabel', { number: order.orderNumber }) });
    path = `/orders/view/${conv.order_id}`;
  } else {
    if (user.role !== 'admin' && user.id !== conv.userId) return null;
    about = t(user.role === 'admin' ? 'chat.aboutWriterConversation' : 'chat.aboutAdminConversation');
    path = user.role === 'admin' ? `/chat?userId=${encodeURIComponent(conv.userId!)}` : '/chat';
  }
  const senders = [...new Set(unread.map((m) => fullName(m.first, m.last)))].join(', ');
  const latest = unread[unread.length - 1];
  const latestText =
    latest.type === 'file'
      ? t('chat.latestFile', { name: latest.data?.originalname ?? t('chat.attachment') })
      : t('chat.latestText', { text: quote(latest.content) });
  const count = unread.length;
  return brandedMail(where.site, where.baseUrl, user.email, {
    language,
    subject: t('chat.subject', { count, about }),
    heading: t('chat.heading', { count }),
    body: t('chat.body', { greeting: greeting(t, user.firstName), senders, about, latest: latestText }),
    actionText: t('chat.action'),
    actionUrl: `${where.baseUrl}${path}`,
  });
}
