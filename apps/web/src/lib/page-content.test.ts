import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageContent from './page-content.ts';

// The shell's extras wait for the page's content: each test takes a fresh copy of the gate (module state).
let gate: typeof PageContent;
let loaded: () => Promise<string>;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  gate = await import('./page-content.ts');
  loaded = vi.fn(async () => 'code');
  void gate.afterPageContent(loaded);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the gate's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the shell's extras", () => {
  it('load once the shell is on the screen with a page that came with it', async () => {
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    gate.layoutShown();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('wait while a role page mounts its content after the shell, and load when it has', async () => {
    gate.rolePageMountsLater();
    gate.layoutShown();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).not.toHaveBeenCalled();
    gate.rolePageShown();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('load at once when a user reaches for a stand-in', async () => {
    gate.rolePageMountsLater();
    gate.layoutShown();
    gate.openNow();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('load a few seconds after the shell came, whatever happened to the page', async () => {
    gate.rolePageMountsLater();
    gate.layoutShown();
    await vi.advanceTimersByTimeAsync(3999);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('start each in a task of its own (their preload links are main-thread work)', async () => {
    vi.useRealTimers();
    const secondStarted = vi.fn(async () => 'more code');
    let secondDuringFirstTask: boolean | undefined;
    const first = vi.fn(async () => {
      // Everything the first load's task still runs (its promise callbacks) runs before this.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      secondDuringFirstTask = secondStarted.mock.calls.length > 0;
      return 'code';
    });
    void gate.afterPageContent(first);
    const second = gate.afterPageContent(secondStarted);
    gate.openNow();
    await second;
    expect(first).toHaveBeenCalledTimes(1);
    expect(secondDuringFirstTask).toBe(false);
  });

  it('load with the shell once a role page has already shown its content', async () => {
    gate.rolePageMountsLater();
    gate.rolePageShown();
    gate.layoutShown();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
