import type { TAdminUser } from '@draftdesk/contract';
import { Button, Drawer, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { absoluteTimeOf, dateOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { exportUrl, usePerson } from '../api.ts';
import { allowedActions, personName, StatusBadge, type PersonActions } from './PeopleList.tsx';

/** One account: its details, the actions that fit it, and what admins did to it (newest first). */
export function PersonDrawer({ id, onClose, actions, selfId }: { id: string | null; onClose: () => void; actions: PersonActions; selfId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const query = usePerson(id);
  const person: TAdminUser | undefined = query.data?.user;
  const history = query.data?.history ?? [];
  const can = person ? allowedActions(person, person._id === selfId) : null;

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={person ? personName(person, t) : t('admin.people.detailTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {query.isPending && <Skeleton h={220} radius="md" aria-hidden />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {person && can && (
        <Stack gap="lg" data-testid="person-detail">
          <Stack gap={4}>
            <Text style={{ overflowWrap: 'anywhere' }}>{person.email}</Text>
            <Group gap="xs">
              <StatusBadge status={person.status} />
              <Text size="sm">{t(`admin.people.roles.${person.role}`)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('admin.people.joinedOn', { date: dateOf(person.createdAt) })}
            </Text>
          </Stack>
          <Group gap="sm">
            {can.resendInvitation && (
              <Button variant="light" onClick={() => actions.resendInvitation(person)}>
                {t('admin.people.resendInvitation')}
              </Button>
            )}
            {can.sendReset && (
              <Button variant="default" onClick={() => actions.sendReset(person)}>
                {t('admin.people.sendReset')}
              </Button>
            )}
            {can.exportData && (
              <Button component="a" href={exportUrl(person._id)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                {t('admin.people.downloadData')}
              </Button>
            )}
            {can.reactivate && (
              <Button variant="light" color="teal" onClick={() => actions.setActive(person, true)}>
                {t('admin.people.reactivate')}
              </Button>
            )}
            {can.deactivate && (
              <Button variant="light" color="red" onClick={() => actions.setActive(person, false)}>
                {t('admin.people.deactivate')}
              </Button>
            )}
            {can.erase && (
              <Button variant="outline" color="red" onClick={() => actions.erase(person)}>
                {t('admin.people.erase')}
              </Button>
            )}
          </Group>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('admin.people.history')}
            </Title>
            {history.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('admin.people.noHistory')}
              </Text>
            ) : (
              <Timeline bulletSize={12} lineWidth={2} data-testid="person-history">
                {history.map((entry) => (
                  <Timeline.Item key={entry._id} title={t(`admin.people.actions.${entry.action}`, { defaultValue: entry.action })}>
                    <Text size="xs" c="dimmed">
                      {entry.actorName
                        ? t('admin.people.byWhom', { name: entry.actorName, when: absoluteTimeOf(entry.createdAt) })
                        : absoluteTimeOf(entry.createdAt)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
