/**
 * The chat socket's timing rules, kept pure so fake timers can test them
 * (issue 20 item 7; spec 01: ping every 60 s, close when no pong in 20 s).
 */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;

/** Full jitter: a random wait in [base, min(cap, base * 2^attempt)] (attempt 0 is the first retry). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(RECONNECT_BASE_MS + random() * (ceiling - RECONNECT_BASE_MS));
}

/** Schedules reconnect tries with backoff; `now()` tries at once (back online, tab visible). */
export class Reconnector {
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly tryConnect: () => void,
    private readonly random: () => number = Math.random,
  ) {}

  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** After an unplanned close: the next try after the backoff delay. Returns the delay. */
  schedule(): number {
    this.cancel();
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tryConnect();
    }, delay);
    return delay;
  }

  /** A waiting retry happens now. */
  now(): void {
    if (!this.pending) return;
    this.cancel();
    this.tryConnect();
  }

  /** The socket opened: the next failure starts from 1 s again. */
  succeeded(): void {
    this.attempt = 0;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Arms on each ping; fires `onTimeout` unless a pong comes within `timeoutMs`. */
export class PongWatchdog {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly onTimeout: () => void,
  ) {}

  pinged(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onTimeout();
    }, this.timeoutMs);
  }

  ponged(): void {
    this.stop();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
