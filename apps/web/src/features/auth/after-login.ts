import { postLoginDestination, type TLoginResponse } from '@draftdesk/contract';
import { safeLocalPath } from '../../lib/file-url.ts';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const NOT_A_DESTINATION = /^\/(login|logout)(\/|$)/;

/** Back to where the visitor was sent away from, else the spec 01 §2 destination. */
export function destinationAfterLogin(state: unknown, response: TLoginResponse): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && !NOT_A_DESTINATION.test(from.pathname)) {
    const path = safeLocalPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
    if (path) return path;
  }
  const visible = (response.orders ?? []).filter((order) => !order.hideOrder);
  return postLoginDestination(response.user, visible);
}
