import type { WebSocket } from 'ws';
import { MESSAGES, type TokenBucket, type MessageKey } from '@draftdesk/contract';
import type { AuthedCtx } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import type { Conversation } from './service.ts';

const OPEN = 1;

/** One open socket: who it is, what it follows, its flood control. Small on purpose: thousands are idle. */
export class ChatConn {
  readonly id = newId();
  conv: Conversation | null = null;
  /** Answered the last protocol ping. */
  alive = true;
  lastTypingAt = 0;
  /** Has a presence row (participants following a conversation). */
  present = false;
  pending = 0;
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly ctx: AuthedCtx,
    /** The Host the socket came in on: its site's current settings are looked up by it. */
    readonly host: string,
    readonly messages: TokenBucket,
    readonly frames: TokenBucket,
  ) {}

  send(frame: object): void {
    if (this.ws.readyState === OPEN) this.ws.send(JSON.stringify(frame));
  }

  error(key: MessageKey): void {
    this.send({ type: 'error', code: key, message: MESSAGES[key] });
  }
}

/** This instance's sockets, by conversation, by user and by session. */
export class ChatHub {
  readonly all = new Set<ChatConn>();
  private readonly rooms = new Map<string, Set<ChatConn>>();
  private readonly users = new Map<string, Set<ChatConn>>();
  private readonly sessions = new Map<string, Set<ChatConn>>();

  add(conn: ChatConn): void {
    this.all.add(conn);
    addTo(this.users, conn.ctx.user.id, conn);
    addTo(this.sessions, conn.ctx.sessionHash, conn);
  }

  remove(conn: ChatConn): void {
    this.leave(conn);
    this.all.delete(conn);
    removeFrom(this.users, conn.ctx.user.id, conn);
    removeFrom(this.sessions, conn.ctx.sessionHash, conn);
  }

  join(conn: ChatConn, conv: Conversation): void {
    if (conn.conv && conn.conv.key !== conv.key) removeFrom(this.rooms, conn.conv.key, conn);
    conn.conv = conv;
    addTo(this.rooms, conv.key, conn);
  }

  leave(conn: ChatConn): void {
    if (conn.conv) removeFrom(this.rooms, conn.conv.key, conn);
    conn.conv = null;
  }

  room(key: string): ReadonlySet<ChatConn> | undefined {
    return this.rooms.get(key);
  }

  ofUser(userId: string): ReadonlySet<ChatConn> | undefined {
    return this.users.get(userId);
  }

  ofSession(idHash: string): ReadonlySet<ChatConn> | undefined {
    return this.sessions.get(idHash);
  }

  /** Serialised once, sent to every socket of the room that passes `filter`; returns how many got it. */
  broadcast(key: string, frame: object, filter?: (c: ChatConn) => boolean): number {
    const room = this.rooms.get(key);
    if (!room) return 0;
    const data = Buffer.from(JSON.stringify(frame));
    let n = 0;
    for (const c of room) {
      if (c.ws.readyState !== OPEN || (filter && !filter(c))) continue;
      c.ws.send(data, { binary: false });
      n += 1;
    }
    return n;
  }

  toUser(userId: string, frame: object, filter?: (c: ChatConn) => boolean): void {
    const conns = this.users.get(userId);
    if (!conns) return;
    let data: Buffer | undefined;
    for (const c of conns) {
      if (c.ws.readyState !== OPEN || (filter && !filter(c))) continue;
      data ??= Buffer.from(JSON.stringify(frame));
      c.ws.send(data, { binary: false });
    }
  }
}

function addTo(map: Map<string, Set<ChatConn>>, key: string, conn: ChatConn) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(conn);
}

function removeFrom(map: Map<string, Set<ChatConn>>, key: string, conn: ChatConn) {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) map.delete(key);
}
