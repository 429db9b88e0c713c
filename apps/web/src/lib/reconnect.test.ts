import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, PongWatchdog, RECONNECT_CAP_MS, Reconnector } from './reconnect.ts';

describe('backoffDelay', () => {
  it('stays between 1 s and a ceiling that doubles up to 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(10, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(backoffDelay(10, () => 0)).toBe(1000);
    expect(backoffDelay(4, () => 0.5)).toBe(8500);
  });
});

describe('Reconnector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries after the backoff, grows the wait, and starts over after a success', () => {
    const tries = vi.fn();
    const r = new Reconnector(tries, () => 1);
    expect(r.schedule()).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(tries).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tries).toHaveBeenCalledTimes(1);
    expect(r.schedule()).toBe(2000);
    expect(r.schedule()).toBe(4000);
    vi.advanceTimersByTime(4000);
    expect(tries).toHaveBeenCalledTimes(2);
    r.succeeded();
    expect(r.schedule()).toBe(1000);
  });

  it('tries at once when asked (back online, tab visible) and only if a try is waiting', () => {
    const tries = vi.fn();
    const r = new Reconnector(tries, () => 1);
    r.now();
    expect(tries).not.toHaveBeenCalled();
    r.schedule();
    r.now();
    expect(tries).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(tries).toHaveBeenCalledTimes(1);
  });

  it('makes at most 8 tries while the server is away for 20 s', () => {
    let tries = 0;
    const r = new Reconnector(() => {
      tries += 1;
      r.schedule();
    }, Math.random);
    r.schedule();
    vi.advanceTimersByTime(20_000);
    expect(tries).toBeLessThanOrEqual(8);
    expect(tries).toBeGreaterThanOrEqual(2);
  });
});

describe('PongWatchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 20 s after a ping without a pong, not before', () => {
    const timeout = vi.fn();
    const w = new PongWatchdog(20_000, timeout);
    w.pinged();
    vi.advanceTimersByTime(19_999);
    expect(timeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timeout).toHaveBeenCalledTimes(1);
  });

  it('a pong in time disarms it', () => {
    const timeout = vi.fn();
    const w = new PongWatchdog(20_000, timeout);
    w.pinged();
    vi.advanceTimersByTime(10_000);
    w.ponged();
    vi.advanceTimersByTime(60_000);
    expect(timeout).not.toHaveBeenCalled();
  });
});
