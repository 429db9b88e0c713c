import type {
  TAdminUserCreateRequest,
  TAdminUserEraseRequest,
  TAdminUserResponse,
  TAdminUsersResponse,
  TAdminUserWriteResponse,
  TRole,
} from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** Everything under it changes when an account is invited, deactivated, reactivated or erased. */
const PEOPLE = ['admin', 'people'] as const;
export const peopleKeys = {
  list: (role: TRole | '', q: string, page: number) => [...PEOPLE, 'list', role, q, page] as const,
  person: (id: string) => [...PEOPLE, 'detail', id] as const,
};

const enc = encodeURIComponent;

/** GET /api/admin/users?role&q&page: the page before stays on screen while the next one loads. */
export function usePeople(role: TRole | '', q: string, page: number) {
  return useQuery<TAdminUsersResponse>({
    queryKey: peopleKeys.list(role, q, page),
    queryFn: ({ signal }) =>
      api
        .get<TAdminUsersResponse>('/api/admin/users', { query: { role: role || null, q: q || null, page: page > 1 ? String(page) : null }, signal })
        .then(requireStatus),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}: the account and what admins did to it. */
export function usePerson(id: string | null) {
  return useQuery({
    queryKey: peopleKeys.person(id ?? ''),
    queryFn: ({ signal }) => api.get<TAdminUserResponse>(`/api/admin/users/${enc(id!)}`, { signal }).then(requireStatus),
    enabled: id !== null,
  });
}

function usePeopleWrite<V>(call: (vars: V) => Promise<TAdminUserWriteResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE }) });
}

/** POST /api/admin/users: invites a writer, reviewer or admin. */
export const useInvitePerson = () =>
  usePeopleWrite((body: TAdminUserCreateRequest) => api.post<TAdminUserWriteResponse>('/api/admin/users', body).then(requireStatus));

/** PATCH /api/admin/users/{id} {active} */
export const useSetActive = () =>
  usePeopleWrite(({ id, active }: { id: string; active: boolean }) =>
    api.patch<TAdminUserWriteResponse>(`/api/admin/users/${enc(id)}`, { active }).then(requireStatus),
  );

/** POST /api/admin/users/{id}/reset-password */
export const useSendReset = () =>
  usePeopleWrite((id: string) => api.post<TAdminUserWriteResponse>(`/api/admin/users/${enc(id)}/reset-password`, {}).then(requireStatus));

/** POST /api/admin/users/{id}/invitation: a new link for a member who has not joined yet. */
export const useResendInvitation = () =>
  usePeopleWrite((id: string) => api.post<TAdminUserWriteResponse>(`/api/admin/users/${enc(id)}/invitation`, {}).then(requireStatus));

/** GET /api/admin/users/{id}/export: a plain link, so the browser downloads the zip itself (it streams). */
export const exportUrl = (id: string) => `/api/admin/users/${enc(id)}/export`;

/** DELETE /api/admin/users/{id} {confirm}: the customer's personal data and files; their files go one by one, so it may take a while. */
export const useErasePerson = () =>
  usePeopleWrite(({ id, confirm }: { id: string } & TAdminUserEraseRequest) =>
    api.delete<TAdminUserWriteResponse>(`/api/admin/users/${enc(id)}`, { body: { confirm }, timeoutMs: 120_000 }).then(requireStatus),
  );
