import { timeoutError, toApiError } from './api-error.ts';
import { takeEarlyCall } from './early-calls.ts';

export { ApiError } from './api-error.ts';

/** Many spec responses carry `status`; a `status: false` answer is a failure too. */
export function requireStatus<T>(response: T): T {
  const status = (response as { status?: unknown } | null | undefined)?.status;
  if (status === false) throw toApiError(400, response);
  return response;
}

/** The only place in the web app that calls fetch (CONVENTIONS "Web"). */
export const REQUEST_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * 'redirect' (default): a 401 ends the session and opens /login.
   * 'throw': the caller handles it (login, session lookup, public pages).
   */
  on401?: 'redirect' | 'throw';
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app wires this once: clear the cached session and go to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function notifyUnauthorized(): void {
  onUnauthorized();
}

export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  // The language the reader chose in the portal (i18n.ts keeps <html lang> on it), not the browser's own: the
  // server writes in it where it writes text for this request (the writing assistant's suggestions).
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  const url = withQuery(path, options.query);
  try {
    const early = method === 'GET' ? takeEarlyCall(url) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      }));
  } catch (error) {
    // A caller's own cancellation (e.g. TanStack Query) is not a failure to show.
    if (options.signal?.aborted && !timedOut) throw error;
    throw timeoutError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && options.on401 !== 'throw') notifyUnauthorized();
    throw toApiError(response.status, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
