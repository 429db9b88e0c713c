import { ZNewBoardRequest, type TNewBoardRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLayoutKanban, IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { openConfirm } from '../../lib/confirm.ts';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { dateOf } from '../../lib/format.ts';
import { errorText, fieldErrorText, translateText } from '../../lib/messages.ts';
import { useSite } from '../../lib/site.ts';
import { useCreateBoard, useDeleteBoard, useWriterBoards } from './api.ts';
import { BoardsNotAvailable } from './BoardParts.tsx';
import { notify } from './notify.ts';
import { BOARDS_NS } from './KanbanCard.tsx';

/** /boards: the writer's boards and a form to make one (spec 02 "Writer boards"). */
export default function WriterBoardsPage() {
  const site = useSite();
  const { t } = useTranslation();
  if (!site.website_settings.enable_boards) return <BoardsNotAvailable title={t('titles.boards')} />;
  return <BoardsList />;
}

function NewBoardForm() {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const create = useCreateBoard();
  const form = useForm<TNewBoardRequest>({ resolver: zodResolver(ZNewBoardRequest), defaultValues: { boardTitle: '', boardDescription: '' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (response) => {
        form.reset();
        notify(tApp, 'green', translateText(tApp, response.message));
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['boardTitle', 'boardDescription'])) {
          notify(tApp, 'red', errorText(tApp, error));
        }
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-board-heading">
      <Title order={2} size="h4" id="new-board-heading" mb="sm">
        {t('boards.boardList.createTitle')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('boards.boardList.name')}
          withAsterisk
          maxLength={120}
          {...form.register('boardTitle')}
          error={fieldErrorText(tApp, form.formState.errors.boardTitle)}
          style={{ flex: '1 1 14rem' }}
        />
        <TextInput label={t('boards.boardList.description')} maxLength={1000} {...form.register('boardDescription')} style={{ flex: '2 1 18rem' }} />
        <Button type="submit" mt={{ base: 0, sm: 25 }} leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
          {t('boards.boardList.create')}
        </Button>
      </Group>
    </Paper>
  );
}

function BoardsList() {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const boards = useWriterBoards();
  const remove = useDeleteBoard();
  if (boards.error instanceof ApiError && boards.error.code === 'pageNotAvailable') return <BoardsNotAvailable title={tApp('titles.boards')} />;

  const confirmDelete = (id: string, title: string) =>
    openConfirm({
      title: t('boards.boardList.deleteTitle', { board: title }),
      children: <Text size="sm">{t('boards.boardList.deleteText')}</Text>,
      labels: { confirm: t('boards.boardList.deleteYes'), cancel: t('boards.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('boards.closeDialog') },
      onConfirm: () => remove.mutate(id, { onError: (error) => notify(tApp, 'red', errorText(tApp, error)) }),
    });

  return (
    <>
      <PageHeader title={tApp('titles.boards')} />
      <Stack gap="md">
        <NewBoardForm />
        {boards.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('boards.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={96} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {boards.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('boards.boardList.loadFailed')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void boards.refetch()}>
                {tApp('app.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {boards.data?.length === 0 && <EmptyState icon={IconLayoutKanban} message={t('boards.boardList.none')} />}
        {boards.data && boards.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {boards.data.map((board) => (
              <Paper key={board._id} withBorder radius="md" p="md" component="li" data-testid="board-item">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Button component={Link} to={`/board/${board._id}`} variant="subtle" px={0} fz="md" style={{ alignSelf: 'flex-start' }}>
                      {board.boardTitle}
                    </Button>
                    {board.boardDescription && (
                      <Text size="sm" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {board.boardDescription}
                      </Text>
                    )}
                    <Text size="xs" c="gray.7">
                      {t('boards.boardList.created', { date: dateOf(board.createdAt) })}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(board._id, board.boardTitle)}
                    aria-label={t('boards.boardList.delete', { board: board.boardTitle })}
                    loading={remove.isPending && remove.variables === board._id}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
