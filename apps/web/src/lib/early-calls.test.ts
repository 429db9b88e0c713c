import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';

// index.html starts the site's settings and the session as the page is parsed; the app's first GET of each takes
// that answer instead of fetching again, and only the first.
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calls started by the page', () => {
  it("answer the app's first GET of their path, once; later requests fetch", async () => {
    const fetched = vi.fn(async () => json({ from: 'fetch' }));
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('window', { __ddEarlyCalls: { '/api/website': Promise.resolve(json({ from: 'page' })) } });
    expect(await api.get('/api/website')).toEqual({ from: 'page' });
    expect(fetched).not.toHaveBeenCalled();
    expect(await api.get('/api/website')).toEqual({ from: 'fetch' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('are taken by a GET of the same path only, and their failures reach the caller as any answer would', async () => {
    const fetched = vi.fn(async () => json({ from: 'fetch' }));
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('window', { __ddEarlyCalls: { '/api/auth/user': Promise.resolve(json({ message: 'Unauthorized' }, 401)) } });
    expect(await api.get('/api/auth/user', { query: { full: 1 } })).toEqual({ from: 'fetch' });
    await expect(api.post('/api/auth/user', {})).resolves.toEqual({ from: 'fetch' });
    await expect(api.get('/api/auth/user', { on401: 'throw' })).rejects.toMatchObject({ status: 401 });
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
