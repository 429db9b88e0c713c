import { Alert, Center, Loader, Paper, Stack } from '@mantine/core';
import { IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { CHAT_NS } from '../../lib/i18n.ts';
import { CHAT_HEIGHT, CHAT_INPUT_HEIGHT, CHAT_TYPING_HEIGHT } from './sizes.ts';

/**
 * The chat's code (its panel, the socket, the text box: about 11 kB sent) loads beside the order page rather than
 * before its first paint: the messages come after the page in any case. Until it arrives, a box of the panel's size.
 */
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/** The panel's place while its code loads: the message box, the typing line and, to write, the text box. */
function ChatPanelLoading({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <Stack gap="xs" data-testid="chat-panel-loading">
      <Paper withBorder radius="md" h={CHAT_HEIGHT + 2}>
        <Center h="100%">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      </Paper>
      {/* The typing line, then (to write) the gap and the text box, as the panel lays them out with the same gap. */}
      <Stack gap="xs">
        <div style={{ height: CHAT_TYPING_HEIGHT }} />
        {!readOnly && <div style={{ height: CHAT_INPUT_HEIGHT }} />}
      </Stack>
    </Stack>
  );
}

/** Spec 01 §9: the completed-order notice threshold. */
export const COMPLETED_NOTICE_DAYS = 10;

export function daysSince(iso: string, now = Date.now()): number {
  return (now - new Date(iso).getTime()) / 86_400_000;
}

/** The order's writerToCustomer chat, for the customer, the writer and (read-only) the reviewer. */
export function OrderChat({
  orderId,
  hasWriter,
  completedAt,
  readOnly = false,
  customerName,
}: {
  orderId: string;
  hasWriter: boolean;
  completedAt?: string | null;
  readOnly?: boolean;
  customerName?: string;
}) {
  const { t } = useTranslation(CHAT_NS);
  const user = useCurrentUser();
  if (!hasWriter) {
    return (
      <Alert variant="light" color="gray" icon={<IconMessages aria-hidden />} data-testid="chat-unavailable">
        {t('messages.chatNotAssigned')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {completedAt && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="chat-completed-notice">
          {t('completedNotice', { days: COMPLETED_NOTICE_DAYS })}
        </Alert>
      )}
      <Suspense fallback={<ChatPanelLoading readOnly={readOnly} />}>
        <ChatPanel target={{ chatType: 'writerToCustomer', order_id: orderId }} currentUserId={user._id} readOnly={readOnly} customerName={customerName} />
      </Suspense>
    </Stack>
  );
}
