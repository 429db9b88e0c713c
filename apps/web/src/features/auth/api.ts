import type { TAutologinResponse, TLoginRequest, TLoginResponse, TResetCodeResponse } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { storeSignedInUser } from '../../lib/session.ts';
import { api, ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/messages.ts';
import { clearUserData, queryKeys } from '../../lib/query.ts';

/** POST /api/auth/login; a 401 is the form's error, not a session end. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => api.post<TLoginResponse>('/api/auth/login', body, { on401: 'throw' }),
    onSuccess: (response) => {
      clearUserData(client);
      client.setQueryData(queryKeys.customerOrdersStatus, { orders: response.orders ?? [] });
      storeSignedInUser(client, response.user, (response.orders ?? []).length);
    },
  });
}

/** Spec 01 §8: a 401 shows the server's error; any other failure 'Email or Password Incorrect' (a deactivated account says so). */
export function loginErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.code === 'accountDeactivated')) return errorText(t, error);
  return t('messages.emailOrPasswordIncorrect');
}

/** GET /api/auth/logout, then forget everything about the user. */
export async function logout(client: ReturnType<typeof useQueryClient>): Promise<void> {
  try {
    await api.get('/api/auth/logout', { on401: 'throw' });
  } catch {
    // Already logged out or unreachable: the local session ends either way.
  } finally {
    clearUserData(client);
  }
}

/** POST /api/auth/reset-password {email}; the page confirms whatever the answer. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/reset-password', { email }, { on401: 'throw' }),
  });
}

/** GET /api/auth/reset-password/{code}: is the link still good? Asked once when the page opens; nothing is used up. */
export function useResetCodeCheck(code: string) {
  return useQuery({
    queryKey: queryKeys.resetCode(code),
    queryFn: ({ signal }) => api.get<TResetCodeResponse>(`/api/auth/reset-password/${encodeURIComponent(code)}`, { signal, on401: 'throw' }),
    retry: false,
    staleTime: Infinity,
  });
}

/** A reset link that is used, expired or unknown (the server's 404 or 400 'This reset link is invalid or has expired.'). */
export const isDeadResetLink = (error: unknown) => error instanceof ApiError && error.code === 'resetLinkInvalid';

/** POST /api/auth/reset-password-step-2 {code, password} */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { code: string; password: string }) => api.post('/api/auth/reset-password-step-2', body, { on401: 'throw' }),
  });
}

/** GET /api/autologin/{code}[?packageId]: signs the browser in with a one-time code. */
export function useAutologin(code: string, packageId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.autologin(code, packageId),
    queryFn: async ({ signal }) => {
      const response = await api.get<TAutologinResponse>(`/api/autologin/${encodeURIComponent(code)}`, {
        query: { packageId },
        signal,
        on401: 'throw',
      });
      clearUserData(client, ['autologin']);
      storeSignedInUser(client, response.user, response.user.orders ?? 0);
      return response;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
