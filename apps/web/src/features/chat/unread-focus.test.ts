import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query.ts';
import { chatUnreadQuery } from './api.ts';

const counts = (n: number) => new Response(JSON.stringify({ status: true, orders: {}, total: n }), { headers: { 'content-type': 'application/json' } });

describe('chat unread counts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    focusManager.setFocused(undefined);
  });

  it('asks again whenever the tab comes back to the front, even while fresh', async () => {
    const fetchMock = vi.fn(async () => counts(fetchMock.mock.calls.length));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: it listens to focus
    const observer = new QueryObserver(client, chatUnreadQuery);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toContain('/api/chat/unread');
    unsubscribe();
    client.unmount();
  });
});
