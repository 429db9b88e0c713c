/**
 * The calls index.html starts as the page is parsed, before the app's code arrives: the site's settings, and the
 * session when the server saw the browser signed in (`<html data-signed-in>`). Each is handed over once, to the
 * app's first GET of that path (lib/api.ts), so the first page waits one round trip less; later requests fetch.
 */
type EarlyCalls = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __ddEarlyCalls?: EarlyCalls;
  }
}

/** The response started early for this path, once; undefined when there is none (or it was taken). */
export function takeEarlyCall(path: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__ddEarlyCalls;
  const call = calls?.[path];
  if (calls && call) delete calls[path];
  return call;
}
