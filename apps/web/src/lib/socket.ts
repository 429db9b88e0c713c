import { CHAT_TIMINGS, type TChatServerFrame, type TChatType } from '@draftdesk/contract';

/**
 * The app's one WebSocket (docs/chat.md): connects after login, reconnects
 * 2 s after an unplanned close, re-subscribes 1 s after each open and asks for
 * the history (which fills any gap), pings every 60 s and closes when no pong
 * comes within 20 s. Close code 4401 (session ended) goes to /login.
 * Loaded lazily: never part of the entry chunk.
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'error';

export interface ChatTarget {
  chatType: TChatType;
  order_id?: string;
  userId?: string;
}

type FrameListener = (frame: TChatServerFrame) => void;
type StatusListener = (status: SocketStatus) => void;

class ChatSocket {
  private ws: WebSocket | null = null;
  private status: SocketStatus = 'idle';
  private deliberate = false;
  private target: ChatTarget | null = null;
  private frameListeners = new Set<FrameListener>();
  private statusListeners = new Set<StatusListener>();
  private timers: { subscribe?: number; ping?: number; pong?: number; reconnect?: number } = {};

  private users = 0;
  private idleTimer: number | undefined;

  /** A screen that needs the socket (the bell, a chat) holds it; the last release closes it. */
  acquire(): () => void {
    this.users += 1;
    window.clearTimeout(this.idleTimer);
    this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.idleTimer = window.setTimeout(() => this.users === 0 && this.disconnect(), 3000);
    };
  }

  get state(): SocketStatus {
    return this.status;
  }

  connect(): void {
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) return;
    window.clearTimeout(this.timers.reconnect);
    this.deliberate = false;
    if (this.status !== 'reconnecting') this.setStatus('connecting');
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.setStatus('open');
      this.timers.subscribe = window.setTimeout(() => this.subscribe(), CHAT_TIMINGS.subscribeDelayMs);
      this.timers.ping = window.setInterval(() => this.ping(), CHAT_TIMINGS.pingEveryMs);
    };
    ws.onmessage = (event) => {
      let frame: TChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as TChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'pong') window.clearTimeout(this.timers.pong);
      for (const listener of this.frameListeners) listener(frame);
    };
    ws.onerror = () => {
      if (!this.deliberate) this.setStatus('error');
    };
    ws.onclose = (event) => {
      if (this.ws === ws) this.ws = null;
      this.clearTimers();
      if (event.code === 4401) {
        this.deliberate = true;
        this.setStatus('idle');
        window.location.assign('/login');
        return;
      }
      if (this.deliberate) {
        this.setStatus('idle');
        return;
      }
      this.setStatus('reconnecting');
      this.timers.reconnect = window.setTimeout(() => this.connect(), CHAT_TIMINGS.reconnectMs);
    };
  }

  /** A deliberate close: no reconnect. */
  disconnect(): void {
    this.deliberate = true;
    this.clearTimers();
    window.clearTimeout(this.timers.reconnect);
    this.ws?.close(1000);
    this.ws = null;
    this.setStatus('idle');
  }

  /** The conversation on screen (null: none); switching subscribes at once when open. */
  follow(target: ChatTarget | null): void {
    this.target = target;
    if (target && this.status === 'open' && this.timers.subscribe === undefined) this.subscribe();
  }

  send(frame: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private subscribe(): void {
    this.timers.subscribe = undefined;
    if (!this.target) return;
    this.send({ type: 'subscribe', ...this.target });
    this.send({ type: 'request_all_messages' });
  }

  private ping(): void {
    if (!this.send({ type: 'ping' })) return;
    window.clearTimeout(this.timers.pong);
    this.timers.pong = window.setTimeout(() => this.ws?.close(4000, 'pong timeout'), CHAT_TIMINGS.pongTimeoutMs);
  }

  private clearTimers(): void {
    window.clearTimeout(this.timers.subscribe);
    window.clearInterval(this.timers.ping);
    window.clearTimeout(this.timers.pong);
    this.timers.subscribe = undefined;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

/** One socket for the whole app. */
export const chatSocket = new ChatSocket();
