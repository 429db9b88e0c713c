import { CHAT_TIMINGS, type TChatServerFrame, type TChatType } from '@draftdesk/contract';
import { PongWatchdog, Reconnector } from './reconnect.ts';

/**
 * The app's one WebSocket (docs/chat.md): connects after login, reconnects
 * after an unplanned close with backoff and full jitter from 1 s to 30 s (at
 * once when the browser comes back online or the tab becomes visible), re-subscribes 1 s after each open and asks for
 * the history (which fills any gap), pings every 60 s and closes when no pong
 * comes within 20 s (treated as closed at once: an unresponsive server would
 * never finish the close handshake). Close code 4401 (session ended) goes to /login.
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
  private timers: { subscribe?: number; ping?: number; opening?: number } = {};
  private reconnector = new Reconnector(() => this.connect());
  private watchdog = new PongWatchdog(CHAT_TIMINGS.pongTimeoutMs, () => this.dropUnresponsive());
  private wakeListening = false;

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
    this.reconnector.cancel();
    this.listenForWake();
    this.deliberate = false;
    if (this.status !== 'reconnecting') this.setStatus('connecting');
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    // A server that never answers the upgrade: give up after the pong timeout and try again.
    this.timers.opening = window.setTimeout(() => this.dropUnresponsive(), CHAT_TIMINGS.pongTimeoutMs);
    ws.onopen = () => {
      window.clearTimeout(this.timers.opening);
      this.reconnector.succeeded();
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
      if (frame.type === 'pong') this.watchdog.ponged();
      for (const listener of this.frameListeners) listener(frame);
    };
    ws.onerror = () => {
      if (!this.deliberate) this.setStatus('error');
    };
    ws.onclose = (event) => this.closed(ws, event.code);
  }

  private closed(ws: WebSocket, code: number): void {
    if (this.ws === ws) this.ws = null;
    this.clearTimers();
    if (code === 4401) {
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
    this.reconnector.schedule();
  }

  /** No pong in time: stop listening to this socket, close it and reconnect without waiting for the server. */
  private dropUnresponsive(): void {
    const ws = this.ws;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
    ws.close(4000, 'pong timeout');
    this.closed(ws, 4000);
  }

  /** Back online or visible again: a waiting reconnect tries at once. */
  private listenForWake(): void {
    if (this.wakeListening) return;
    this.wakeListening = true;
    const wake = () => {
      if (this.status === 'reconnecting' && document.visibilityState === 'visible') this.reconnector.now();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
  }

  /** A deliberate close: no reconnect. */
  disconnect(): void {
    this.deliberate = true;
    this.clearTimers();
    this.reconnector.cancel();
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
    this.watchdog.pinged();
  }

  private clearTimers(): void {
    window.clearTimeout(this.timers.subscribe);
    window.clearInterval(this.timers.ping);
    this.watchdog.stop();
    window.clearTimeout(this.timers.opening);
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
