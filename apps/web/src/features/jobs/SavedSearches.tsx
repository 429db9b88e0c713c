import type { TSavedJobSearch } from '@draftdesk/contract';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../lib/confirm.ts';
import { errorText } from '../../lib/messages.ts';
import { useDeleteSavedSearch, useSaveSearch, useSavedSearches } from './api.ts';
import { JOBS_NS } from './JobCard.tsx';

/** "Save this search", beside the search form: saves What and Where as they are typed. */
export function SaveSearchButton({ what, where }: { what: string; where: string }) {
  const { t } = useTranslation(JOBS_NS);
  const { t: tApp } = useTranslation();
  const save = useSaveSearch();
  const empty = what.trim() === '' && where.trim() === '';
  const onClick = () =>
    save.mutate(
      { what: what.trim(), where: where.trim() },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('jobs.saved.savedMessage'), closeButtonProps: { 'aria-label': tApp('common.close') } }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(tApp, error), closeButtonProps: { 'aria-label': tApp('common.close') } }),
      },
    );
  return (
    <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} disabled={empty} loading={save.isPending} onClick={onClick}>
      {t('jobs.saved.save')}
    </Button>
  );
}

/** The saved searches: run one (it fills the form and searches) or delete it (confirmed). Nothing shows while there are none. */
export function SavedSearches({ onRun }: { onRun: (s: TSavedJobSearch) => void }) {
  const { t } = useTranslation(JOBS_NS);
  const { t: tApp } = useTranslation();
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (!saved.data?.length) return null;

  const labelOf = (s: TSavedJobSearch) =>
    s.what && s.where
      ? t('jobs.saved.label', { what: s.what, where: s.where })
      : s.what
        ? t('jobs.saved.labelAnywhere', { what: s.what })
        : t('jobs.saved.labelAll', { where: s.where });
  const askDelete = (s: TSavedJobSearch) =>
    openConfirm({
      title: t('jobs.saved.deleteTitle'),
      children: <Text size="sm">{t('jobs.saved.deleteText', { search: labelOf(s) })}</Text>,
      labels: { confirm: t('jobs.saved.delete'), cancel: tApp('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(s._id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t('jobs.saved.deletedMessage'), closeButtonProps: { 'aria-label': tApp('common.close') } }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(tApp, error), closeButtonProps: { 'aria-label': tApp('common.close') } }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="saved-searches-title" data-testid="saved-searches">
      <Title order={2} size="h5" id="saved-searches-title">
        {t('jobs.saved.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('jobs.saved.hint')}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {saved.data.map((s) => {
          const label = labelOf(s);
          return (
            <Group key={s._id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlayerPlay size={14} aria-hidden />}
                  onClick={() => onRun(s)}
                  aria-label={t('jobs.saved.runLabel', { search: label })}
                >
                  {t('jobs.saved.run')}
                </Button>
                <ActionIcon variant="subtle" color="red" onClick={() => askDelete(s)} aria-label={t('jobs.saved.deleteLabel', { search: label })}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
