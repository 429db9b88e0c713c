import type { TChatUnreadResponse } from '@draftdesk/contract';
import { Badge, Indicator, type MantineSize } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../../lib/i18n.ts';
import { useChatUnread } from './api.ts';

/** What a badge counts: every order chat, the chats with the admins, or one order's chat. */
export type UnreadScope = 'orders' | 'adminChat' | { orderId: string };

export function unreadCountOf(data: TChatUnreadResponse | undefined, scope: UnreadScope): number {
  if (!data) return 0;
  if (scope === 'orders') return data.orders.reduce((n, o) => n + o.count, 0);
  if (scope === 'adminChat') return data.writerToAdmin.reduce((n, c) => n + c.count, 0);
  return data.orders.find((o) => o.order_id === scope.orderId)?.count ?? 0;
}

export const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

/** The count and its spoken label; 0 while loading. GET /api/chat/unread is refreshed by the socket's frames (live.ts). */
function useUnread(scope: UnreadScope) {
  const { t } = useTranslation(CHAT_NS);
  const count = unreadCountOf(useChatUnread().data, scope);
  return { count, label: t('unread', { count }) };
}

function CountBadge({ scope, size }: { scope: UnreadScope; size: MantineSize }) {
  const { count, label } = useUnread(scope);
  if (count === 0) return null;
  return (
    <Badge size={size} color="red" variant="filled" circle={count < 10} role="img" aria-label={label} data-testid="chat-unread-badge" style={{ flexShrink: 0 }}>
      {shownCount(count)}
    </Badge>
  );
}

/** A red count of unread chat messages; nothing while there are none (or the chat texts are loading). */
export function ChatUnreadBadge({ scope, size = 'sm' }: { scope: UnreadScope; size?: MantineSize }) {
  return (
    <Suspense fallback={null}>
      <CountBadge scope={scope} size={size} />
    </Suspense>
  );
}

function CountIndicator({ scope, children }: { scope: UnreadScope; children: ReactNode }) {
  const { count, label } = useUnread(scope);
  return (
    <Indicator
      disabled={count === 0}
      label={
        <span role="img" aria-label={label} data-testid="chat-unread-badge">
          {shownCount(count)}
        </span>
      }
      size={16}
      offset={6}
      color="red"
    >
      {children}
    </Indicator>
  );
}

/** The condensed menu's icon with the count on its corner. */
export function ChatUnreadIndicator({ scope, children }: { scope: UnreadScope; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <CountIndicator scope={scope}>{children}</CountIndicator>
    </Suspense>
  );
}

export default ChatUnreadBadge;
