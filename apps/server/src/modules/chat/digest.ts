import type { FastifyBaseLogger } from 'fastify';
import { wantsEmail } from '@draftdesk/contract';
import { greeting, mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { siteForMail } from '../site/mail-site.ts';
import { fullName } from '../orders/presenter.ts';
import { describeConversation } from './frames.ts';
import { claimDigest, chatReadsRepo, type DueDigest } from './reads-repo.ts';
import { chatRepo } from './repo.ts';

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
  const due = await chatReadsRepo(deps.db).dueDigests(delaySeconds, limit);
  let sent = 0;
  for (const d of due) {
    try {
      const mail = await composeDigest(deps, d);
      if ((await deps.outbox.sendIfClaimed(claimDigest(d), mail)) && mail) sent += 1;
    } catch (err) {
      log.error({ err, userId: d.user_id, conversation: d.conversation }, 'chat digest e-mail could not be written');
    }
  }
  return sent;
}

async function composeDigest(deps: Deps, d: DueDigest): Promise<MailMessage | null> {
  const repo = chatRepo(deps.db);
  const user = await repo.digestReader(d.site_id, d.user_id);
  if (!user || !wantsEmail(user.emailPreferences, 'chat_digest')) return null;
  const unread = await repo.unreadForDigest(d.site_id, d.conversation, Number(d.after_seq), Number(d.upto_seq), user.id);
  if (!unread.length) return null;
  const where = await siteForMail(deps, d.site_id);
  if (!where) return null;

  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const conv = describeConversation(d.conversation);
  let about: string;
  let path: string;
  if (conv.order_id) {
    const order = await repo.orderForDigest(d.site_id, conv.order_id);
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
