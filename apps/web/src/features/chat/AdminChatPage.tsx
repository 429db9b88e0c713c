import { Badge, Card, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { CHAT_NS } from '../../lib/i18n.ts';
import { useAdminConversations } from './api.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { CHAT_ADMIN_HEIGHT } from './sizes.ts';

/** /chat: a writer's chat with the admins (spec 02, 600 px); admins get an inbox of writer conversations. */
export default function AdminChatPage() {
  const user = useCurrentUser();
  return user.role === 'admin' ? <AdminInbox currentUserId={user._id} /> : <WriterAdminChat currentUserId={user._id} />;
}

function WriterAdminChat({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        {t('withAdmin')}
      </Title>
      <Card withBorder radius="md" padding="md">
        <ChatPanel target={{ chatType: 'writerToAdmin' }} currentUserId={currentUserId} height={CHAT_ADMIN_HEIGHT} />
      </Card>
    </Stack>
  );
}

function AdminInbox({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation(CHAT_NS);
  const conversations = useAdminConversations();
  const [selected, setSelected] = useState<string | null>(null);
  const list = conversations.data?.conversations ?? [];
  const current = list.find((c) => c.userId === selected);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('conversations')}
      </Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Card withBorder radius="md" padding={0} w={{ base: '100%', sm: 300 }}>
          <ScrollArea.Autosize mah={CHAT_ADMIN_HEIGHT}>
            {list.length === 0 && (
              <Text size="sm" c="dimmed" p="md">
                {conversations.isPending ? t('loading') : t('noConversations')}
              </Text>
            )}
            {list.map((c) => (
              <NavLink
                key={c.userId}
                active={c.userId === selected}
                onClick={() => setSelected(c.userId)}
                label={`${c.writer.firstName} ${c.writer.lastName}`.trim() || c.writer.email}
                description={
                  c.lastMessage ? (c.lastMessage.type === 'file' ? c.lastMessage.data?.originalname : c.lastMessage.content.slice(0, 60)) : c.writer.email
                }
                rightSection={
                  c.unread > 0 ? (
                    <Badge size="sm" circle>
                      {c.unread}
                    </Badge>
                  ) : null
                }
              />
            ))}
          </ScrollArea.Autosize>
        </Card>
        <Card withBorder radius="md" padding="md" style={{ flex: 1, minWidth: 280 }}>
          {current ? (
            <Stack gap="xs">
              <Text fw={600}>{`${current.writer.firstName} ${current.writer.lastName}`.trim()}</Text>
              <ChatPanel
                target={{ chatType: 'writerToAdmin', userId: current.userId }}
                currentUserId={currentUserId}
                height={CHAT_ADMIN_HEIGHT}
                customerName={`${current.writer.firstName} ${current.writer.lastName}`.trim()}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('selectConversation')}
            </Text>
          )}
        </Card>
      </Group>
    </Stack>
  );
}
