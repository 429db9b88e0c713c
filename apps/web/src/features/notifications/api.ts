import type { TNotification } from '@draftdesk/contract';
import en from '../../locales/en.json';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

interface NotificationsResponse {
  status: boolean;
  notifications: TNotification[];
}

interface ClearNotificationsResponse {
  status: boolean;
  newNotifications: TNotification[];
}

async function fetchNotifications(signal: AbortSignal): Promise<TNotification[]> {
  const response = await api.get<NotificationsResponse>('/api/notifications', { signal });
  if (!response?.status) throw new ApiError(500, en.messages.notificationsLoadFailed, response);
  return response.notifications ?? [];
}

/** Spec 03: notifications are loaded once; a clear returns the new list. */
export function useNotifications(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: Infinity,
    refetchOnMount: options.refetchOnMount ?? true,
  });
}

function useReplaceList() {
  const client = useQueryClient();
  return (response: ClearNotificationsResponse) => {
    if (!response?.status) throw new ApiError(500, en.messages.notificationsClearFailed, response);
    client.setQueryData<TNotification[]>(queryKeys.notifications, response.newNotifications ?? []);
  };
}

/** PATCH /api/clear-notifications {notificationsIds} */
export function useClearAllNotifications() {
  const replace = useReplaceList();
  return useMutation({
    mutationFn: (notificationsIds: string[]) => api.patch<ClearNotificationsResponse>('/api/clear-notifications', { notificationsIds }),
    onSuccess: replace,
  });
}

/** PATCH /api/clear-single-notifications {notificationsId} */
export function useClearNotification() {
  const replace = useReplaceList();
  return useMutation({
    mutationFn: (notificationsId: string) => api.patch<ClearNotificationsResponse>('/api/clear-single-notifications', { notificationsId }),
    onSuccess: replace,
  });
}
