import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

describe('the event bus belongs to the application', () => {
  it('listens once the app is ready and stops only after the chat runtime closed, so its last events still go out', async () => {
    const t = await createTestApp();
    await t.app.ready();
    expect(t.deps.bus.listening).toBe(true);

    // What the chat runtime publishes while it closes (its onClose hook) must still reach the bus.
    const heard: string[] = [];
    t.deps.bus.on((e) => void heard.push(e.k));
    let listeningWhileChatCloses: boolean | undefined;
    const closeChat = t.app.chat.close.bind(t.app.chat);
    t.app.chat.close = async () => {
      listeningWhileChatCloses = t.deps.bus.listening;
      await t.deps.bus.publish({ k: 'sites-changed' });
      await closeChat();
    };

    await t.close();
    expect(listeningWhileChatCloses).toBe(true);
    expect(heard).toContain('sites-changed');
    expect(t.deps.bus.listening).toBe(false);
  });
});
