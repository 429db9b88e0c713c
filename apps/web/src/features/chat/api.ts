import type { TAdminConversationsResponse, TChatMessagesResponse, TChatUnreadResponse } from '@draftdesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ChatTarget } from '../../lib/socket.ts';

/** Kept here (not in lib/query.ts) so the chat stays a self-contained lazy feature. */
/** Unread counts and the admin inbox: refreshed on new messages and after reading. */
export const CHAT_PREFIX = ['chat'] as const;
export const CHAT_UNREAD_KEY = ['chat', 'unread'] as const;
export const ADMIN_CONVERSATIONS_KEY = ['chat', 'admin-conversations'] as const;

/**
 * Live frames keep the counts current; a tab coming back to the front asks again too, since the counts
 * can change without a frame to it (a message its user sent, or read, in another tab).
 */
export const chatUnreadQuery = queryOptions({
  queryKey: CHAT_UNREAD_KEY,
  queryFn: ({ signal }) => api.get<TChatUnreadResponse>('/api/chat/unread', { signal }),
  refetchOnWindowFocus: 'always',
});

export function useChatUnread(enabled = true) {
  return useQuery({ ...chatUnreadQuery, enabled });
}

export function useAdminConversations() {
  return useQuery({
    queryKey: ADMIN_CONVERSATIONS_KEY,
    queryFn: ({ signal }) => api.get<TAdminConversationsResponse>('/api/admin/chat/conversations', { signal }),
  });
}

/** The page of history before `beforeId` (docs/chat.md REST); a writer's own admin chat names no userId. */
export function fetchOlderMessages(target: ChatTarget, beforeId: string): Promise<TChatMessagesResponse> {
  const query =
    target.chatType === 'writerToCustomer'
      ? { order_id: target.order_id, before: beforeId }
      : { chatType: target.chatType, userId: target.userId, before: beforeId };
  return api.get<TChatMessagesResponse>('/api/chat/messages', { query });
}
