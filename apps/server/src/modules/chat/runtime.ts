import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenBucket } from '@draftdesk/contract';
import type { BusEvent } from '../../adapters/realtime/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { Coalescer, sendDueNotificationMail } from '../notifications/mail.ts';
import { notificationsRepo } from '../notifications/repo.ts';
import { presentNotification } from '../notifications/routes.ts';
import { describeConversation } from './frames.ts';
import { ChatConn, ChatHub } from './hub.ts';
import { chatReadsRepo } from './reads-repo.ts';
import { chatRepo, presentMessage } from './repo.ts';

const SWEEP_MS = 30_000;
const DELIVERED_FLUSH_MS = 100;
const MAIL_BATCH = 20;

/**
 * The real-time side of one server instance: its sockets, what it hears on
 * the bus, delivered receipts, liveness and session checks, and the
 * notification e-mails it is kicked to send.
 */
export class ChatRuntime {
  readonly hub = new ChatHub();
  readonly mail: Coalescer;
  closing = false;
  private readonly delivered = new Map<string, { conversation: string; siteId: string; userId: string; seq: number; id: string }>();
  private readonly work = new Set<Promise<unknown>>();
  private flushTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeps = 0;

  constructor(
    readonly deps: Deps,
    readonly log: FastifyBaseLogger,
  ) {
    this.mail = new Coalescer(
      async () => {
        // A full batch means there may be more.
        while ((await sendDueNotificationMail(deps, log, MAIL_BATCH)) === MAIL_BATCH && !this.closing);
        // The outbox was kicked by what was queued; this run is idle once it is sent (tests wait on it).
        await deps.outbox.idle();
      },
      (err) => log.error({ err }, 'notification e-mails failed'),
    );
  }

  get reads() {
    return chatReadsRepo(this.deps.db);
  }

  start() {
    this.deps.bus.on((e) => this.onEvent(e));
    this.sweepTimer = setInterval(() => this.track(this.sweep()), SWEEP_MS);
    this.sweepTimer.unref();
  }

  async close() {
    this.closing = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    for (const c of this.hub.all) c.ws.terminate();
    await Promise.allSettled([...this.work]);
    await this.mail.stop();
    await this.deps.outbox.stop();
    await this.reads.clearInstance(this.deps.bus.instanceId).catch(() => {});
  }

  /** Keeps background work awaited at close, its failure logged. */
  track(p: Promise<unknown>): void {
    const tracked = p.catch((err) => this.log.error({ err }, 'chat background work failed'));
    this.work.add(tracked);
    void tracked.finally(() => this.work.delete(tracked));
  }

  /** Takes a signed-in socket: each frame it sends goes to `onFrame` (socket.ts handles them). */
  accept(ws: WebSocket, ctx: AuthedCtx, host: string, onFrame: (conn: ChatConn, data: Buffer, isBinary: boolean) => void) {
    const { rateMessages, rateWindowMs } = this.deps.config.chat;
    const conn = new ChatConn(ws, ctx, host, new TokenBucket(rateMessages, rateWindowMs), new TokenBucket(rateMessages * 6, rateWindowMs));
    this.hub.add(conn);
    ws.on('message', (data, isBinary) => onFrame(conn, data as Buffer, isBinary));
    ws.on('pong', () => (conn.alive = true));
    ws.on('close', () => {
      this.hub.remove(conn);
      if (conn.present && !this.closing) this.track(this.reads.leave(conn.id));
    });
  }

  /** Stop following the conversation (refused on a re-check, or the writer was taken off the order). */
  unfollow(conn: ChatConn) {
    this.hub.leave(conn);
    if (conn.present) {
      conn.present = false;
      this.track(this.reads.leave(conn.id));
    }
  }

  private async onEvent(e: BusEvent) {
    if (this.closing) return;
    switch (e.k) {
      case 'message':
        return this.deliver(e);
      case 'typing':
        this.hub.broadcast(
          e.conversation,
          { type: 'typing', ...describeConversation(e.conversation), user: { _id: e.userId, name: e.name }, typing: e.typing },
          (c) => c.ctx.user.id !== e.userId,
        );
        return;
      case 'receipt': {
        const frame = {
          type: 'receipt',
          ...describeConversation(e.conversation),
          reader: e.reader,
          status: e.status,
          upTo: e.upTo,
          message_ids: e.ids,
          at: e.at,
        };
        this.hub.broadcast(e.conversation, frame, (c) => !c.conv?.readOnly);
        // The reader's other tabs (the menu's unread badge) catch up too.
        if (e.status === 'read') this.tellUnread(e.conversation, [e.reader]);
        return;
      }
      case 'session-changed': {
        // Ended (logout, a password change...) or only seen again: this instance's sockets of it close at once if it ended.
        const conns = this.hub.ofSession(e.idHash);
        if (conns?.size) await this.closeEndedSessions([...conns]);
        return;
      }
      case 'notification': {
        if (e.mail) this.mail.kick();
        if (!this.hub.ofUser(e.userId)) return;
        const row = await notificationsRepo(this.deps.db).byId(e.id);
        if (row) this.hub.toUser(e.userId, { type: 'notification', notification: presentNotification(row) });
        return;
      }
      case 'board-changed':
        this.hub.toUser(e.userId, { type: 'board_changed', boardId: e.boardId });
        return;
      // The caches follow these; the sockets have nothing to hear.
      case 'bus-lost':
      case 'bus-reconnected':
      case 'sites-changed':
      case 'user-changed':
        return;
    }
  }

  /** The users' sockets that do not follow the conversation hear that its unread count changed (a badge to refresh). */
  private tellUnread(conversation: string, userIds: string[]) {
    const frame = { type: 'unread', ...describeConversation(conversation) };
    for (const userId of userIds) this.hub.toUser(userId, frame, (c) => c.conv?.key !== conversation);
  }

  private async deliver(e: Extract<BusEvent, { k: 'message' }>) {
    if (e.to?.length) this.tellUnread(e.conversation, e.to);
    const room = this.hub.room(e.conversation);
    if (!room?.size) return;
    let message = e.message;
    if (!message) {
      const row = await chatRepo(this.deps.db).byId(e.id);
      if (!row) return;
      message = presentMessage(row);
    }
    if (e.assignedWriterId) {
      for (const c of [...room]) {
        if (c.ctx.user.role === 'writer' && c.ctx.user.id !== e.assignedWriterId) {
          this.unfollow(c);
          c.error('orderNotFound');
        }
      }
    }
    this.hub.broadcast(e.conversation, { type: 'new_message', message });
    for (const c of room) {
      if (c.conv?.readOnly || c.ctx.user.id === message.sent_by) continue;
      const key = `${e.conversation} ${c.ctx.user.id}`;
      const prev = this.delivered.get(key);
      if (!prev || prev.seq < e.seq)
        this.delivered.set(key, { conversation: e.conversation, siteId: c.ctx.siteId, userId: c.ctx.user.id, seq: e.seq, id: e.id });
    }
    if (this.delivered.size && !this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        this.track(this.flushDelivered());
      }, DELIVERED_FLUSH_MS);
    }
  }

  /** Delivered positions, written at most every 100 ms per user and conversation. */
  private async flushDelivered() {
    const batch = [...this.delivered.values()];
    this.delivered.clear();
    for (const d of batch) {
      if (!(await this.reads.markDelivered(d.siteId, d.conversation, d.userId, d.seq))) continue;
      const at = new Date().toISOString();
      await this.deps.bus.publish({ k: 'receipt', conversation: d.conversation, reader: d.userId, status: 'delivered', upTo: d.id, ids: [d.id], at });
    }
  }

  /** Every 30 s: drop sockets that missed a ping; every minute refresh presence; every 5 minutes drop expired sessions (ended ones close at once). */
  private async sweep() {
    this.sweeps += 1;
    for (const c of this.hub.all) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
    if (this.sweeps % 2 === 0) await this.reads.touch(this.deps.bus.instanceId);
    if (this.sweeps % 10 === 0) await this.closeEndedSessions();
  }

  /** Closes the sockets whose session ended (4401: the client goes to /login). */
  private async closeEndedSessions(conns = [...this.hub.all]) {
    const hashes = [...new Set(conns.map((c) => c.ctx.sessionHash))];
    const live = await this.reads.liveSessions(hashes);
    for (const c of conns) if (!live.has(c.ctx.sessionHash)) c.ws.close(4401, 'Session ended');
  }
}
