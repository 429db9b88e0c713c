import type { TAuthUserResponse, TSessionUser } from '@draftdesk/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';
import { chooseLanguage, currentLanguage, isLanguage } from './i18n.ts';
import { queryKeys } from './query.ts';
import { maybeSignedIn, sessionChanged } from './signed-in-hint.ts';

/** The cached session: the GET /api/auth/user answer, or null when logged out. */
export type Session = TAuthUserResponse | null;

function forgetSignedInHint() {
  sessionChanged();
  const secure = window.location.protocol === 'https:';
  document.cookie = secure ? '__Host-signed-in=; Max-Age=0; Path=/; Secure' : 'signed-in=; Max-Age=0; Path=/';
}

async function fetchSession(signal: AbortSignal, visitorsSkip: boolean): Promise<Session> {
  // Spec 03 §7: public routes skip the lookup; a browser that never signed in is a visitor.
  if (visitorsSkip && !maybeSignedIn()) return null;
  try {
    return await api.get<TAuthUserResponse>('/api/auth/user', { signal, on401: 'throw' });
  } catch (error) {
    // 401 here is the normal "logged out" answer, not a failure.
    if (error instanceof ApiError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    throw error;
  }
}

/** `visitorsSkip`: on public routes (/login, /checkout) a browser without a session asks nothing. */
export function useSessionQuery(enabled: boolean, { visitorsSkip = false }: { visitorsSkip?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => fetchSession(signal, visitorsSkip),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Asked as the app starts when this browser may be signed in, beside the route's code rather than after it. */
export async function prefetchSession(client: QueryClient): Promise<Session | undefined> {
  if (!maybeSignedIn()) return undefined;
  await client.prefetchQuery({ queryKey: queryKeys.session, queryFn: ({ signal }) => fetchSession(signal, true), staleTime: 5 * 60_000 });
  return client.getQueryData<Session>(queryKeys.session);
}

/** The cached session without triggering a lookup. */
export function useCachedSession(): Session | undefined {
  const client = useQueryClient();
  return client.getQueryData<Session>(queryKeys.session);
}

/** The signed-in user; only for components rendered inside the guarded routes. */
export function useCurrentUser(): TSessionUser {
  const { data } = useSessionQuery(true);
  if (!data?.user) throw new Error('useCurrentUser() used outside a signed-in route');
  return data.user;
}

/**
 * Login and auto-login: the server answered with the user, cache it at once. The language saved on the
 * account (by the signed-in switcher) applies from here on, in this browser too.
 */
export function storeSignedInUser(client: QueryClient, user: TSessionUser, orderCount: number): void {
  sessionChanged();
  if (isLanguage(user.language) && user.language !== currentLanguage()) void chooseLanguage(user.language);
  const previous = client.getQueryData<Session>(queryKeys.session);
  const next: TAuthUserResponse = { status: true, user, currency: previous?.currency ?? '', orders: orderCount };
  client.setQueryData<Session>(queryKeys.session, () => next);
  // Fetch the full answer (currency) in the background.
  void client.invalidateQueries({ queryKey: queryKeys.session, refetchType: 'none' });
}

export function updateSessionUser(client: QueryClient, patch: Partial<TSessionUser>): void {
  client.setQueryData<Session>(queryKeys.session, (session) => (session ? { ...session, user: { ...session.user, ...patch } } : session));
}

/**
 * While the login page hands over to the next page, the guard must not send the
 * freshly signed-in user away from /login on its own (it would race the navigation).
 */
let signingIn = false;
export const signIn = {
  begin: () => {
    signingIn = true;
  },
  end: () => {
    signingIn = false;
  },
  get active() {
    return signingIn;
  },
};
