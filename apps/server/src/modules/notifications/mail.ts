import { BOARD_PREFIX, notificationTranslation, wantsEmail, type TEmailKind } from '@draftdesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { greeting, longDate, mailLanguage, mailT, type MailT } from '../../adapters/mail/i18n.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { siteForMail } from '../site/mail-site.ts';
import { claimEmail, notificationsRepo, type DueEmail } from './repo.ts';

type Text = { subject: string; heading: string; actionText: string };
/** Subject, heading and button of each kind, in the recipient's language (locales/mail, `notification.*`). */
const TEXTS: Record<Exclude<TEmailKind, 'chat_digest' | 'job_digest' | 'board_deadline'>, (t: MailT, order: string, sender: string, action: string) => Text> = {
  draft_ready: (t, order) => simple(t, 'draft_ready', order),
  review_received: (t, order, sender, action) => {
    const accepted = action === 'revision_finalized';
    return {
      subject: t(accepted ? 'notification.review_received.subjectAccepted' : 'notification.review_received.subjectReviewed', { order, sender }),
      heading: t(accepted ? 'notification.review_received.headingAccepted' : 'notification.review_received.headingReviewed'),
      actionText: t('notification.review_received.action'),
    };
  },
  final_ready: (t, order) => simple(t, 'final_ready', order),
  due_date_set: (t, order) => simple(t, 'due_date_set', order),
  followup_questions: (t, order) => simple(t, 'followup_questions', order),
};

function simple(t: MailT, kind: Exclude<TEmailKind, 'chat_digest' | 'job_digest' | 'board_deadline' | 'review_received'>, order: string): Text {
  return { subject: t(`notification.${kind}.subject`, { order }), heading: t(`notification.${kind}.heading`), actionText: t(`notification.${kind}.action`) };
}

/**
 * Queues the e-mails of the notifications that have one due. Each is written
 * first, then claimed and queued in one statement (`emailed_at` set and the
 * outbox row inserted together), so an instance that stops half-way loses
 * nothing and two instances queue it once. The outbox sends and retries it.
 * Returns how many it queued or settled (a user who turned the kind off).
 */
export async function sendDueNotificationMail(deps: Deps, log: FastifyBaseLogger, limit = 20): Promise<number> {
  const due = await notificationsRepo(deps.db).dueEmails(limit);
  let claimed = 0;
  for (const n of due) {
    try {
      const mail = await composeOne(deps, n);
      if (await deps.outbox.sendIfClaimed(claimEmail(n.id), mail)) claimed += 1;
    } catch (err) {
      log.error({ err, notificationId: n.id, kind: n.email_kind }, 'notification e-mail could not be written');
    }
  }
  return claimed;
}

/** The notification's e-mail, or null when none goes (the kind turned off, the user or order gone). */
async function composeOne(deps: Deps, n: DueEmail): Promise<MailMessage | null> {
  if (n.email_kind === 'chat_digest' || n.email_kind === 'job_digest') return null;
  const repo = notificationsRepo(deps.db);
  const user = await repo.recipient(n.site_id, n.user_id);
  if (!user || !wantsEmail(user.emailPreferences, n.email_kind)) return null;
  if (n.email_kind === 'board_deadline') return composeBoardMail(deps, n, user);
  const order = await repo.orderOfEmail(n.site_id, n.order_id);
  const where = await siteForMail(deps, n.site_id);
  if (!order || !where) return null;
  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const label = t('orderLabel', { number: order.orderNumber });
  const text = TEXTS[n.email_kind](t, label, n.data.senderName, n.data.action);
  const due = n.email_kind === 'due_date_set' && order.dueDate ? t('notification.dueDate', { date: longDate(order.dueDate, language) }) : '';
  return brandedMail(where.site, where.baseUrl, user.email, {
    language,
    ...text,
    body: t('notification.body', {
      greeting: greeting(t, user.firstName),
      text: notificationTextIn(t, n),
      due,
      package: order.package.packageName,
      order: label,
    }),
    actionUrl: `${where.baseUrl}/orders/view/${n.order_id}`,
  });
}

/** A board card's deadline (orderId `board:{boardId}`): the card's title, a link to its board. */
async function composeBoardMail(deps: Deps, n: DueEmail, user: { email: string; firstName: string; language: string | null }): Promise<MailMessage | null> {
  const where = await siteForMail(deps, n.site_id);
  if (!where || !n.order_id.startsWith(BOARD_PREFIX)) return null;
  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const card = n.data.params?.name ?? '';
  return brandedMail(where.site, where.baseUrl, user.email, {
    language,
    subject: t('notification.board_deadline.subject', { card }),
    heading: t('notification.board_deadline.heading'),
    actionText: t('notification.board_deadline.action'),
    body: t('notification.boardBody', { greeting: greeting(t, user.firstName), text: notificationTextIn(t, n) }),
    actionUrl: `${where.baseUrl}/board/${encodeURIComponent(n.order_id.slice(BOARD_PREFIX.length))}`,
  });
}

/** The notification's text in the e-mail's language, by its action (locales/mail, `notificationText.*`); as stored when it cannot be. */
function notificationTextIn(t: MailT, n: DueEmail): string {
  const said = notificationTranslation(n.data.action, n.data.params);
  return said ? t(`notificationText.${said.action}`, { ...said.params, defaultValue: n.contant }) : n.contant;
}

/** Runs `work` again whenever kicked, never twice at once; `idle()` waits for the current run. */
export class Coalescer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.work().catch(this.onError);
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** No more runs; waits for the current one. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.idle();
  }
}
