import type { TBoardColumn } from '@draftdesk/contract';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardCalls, type BoardScope } from './api.ts';
import { BOARDS_NS } from './KanbanCard.tsx';

/**
 * Deleting a list is confirmed. A list with cards asks what becomes of them: moved to another list, or deleted with
 * it; nothing is moved or lost silently. The dialog stays (loading) while the call runs and says so when it fails.
 */
export function DeleteListDialog({
  scope,
  column,
  columns,
  onClose,
}: {
  scope: BoardScope;
  column: TBoardColumn;
  columns: TBoardColumn[];
  onClose: () => void;
}) {
  const { t } = useTranslation(BOARDS_NS);
  const { deleteList } = useBoardCalls(scope);
  const others = columns.filter((c) => c.id !== column.id);
  const count = column.cards.length;
  const [choice, setChoice] = useState<'move' | 'delete'>(others.length ? 'move' : 'delete');
  const [moveTo, setMoveTo] = useState<string | null>(others[0]?.id ?? null);
  const [failed, setFailed] = useState(false);

  const confirm = () => {
    setFailed(false);
    const options = count === 0 ? {} : choice === 'move' && moveTo ? { moveTo } : { confirm: true };
    deleteList.mutate({ id: column.id, ...options }, { onSuccess: onClose, onError: () => setFailed(true) });
  };

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('boards.closeDialog') }}
      onClose={deleteList.isPending ? () => undefined : onClose}
      title={t('boards.list.deleteTitle', { list: column.title })}
      centered
    >
      <Stack gap="md">
        {count === 0 ? (
          <Text size="sm">{t('boards.list.deleteEmpty')}</Text>
        ) : (
          <>
            <Text size="sm">{t('boards.list.deleteHasCards', { count })}</Text>
            <Radio.Group value={choice} onChange={(v) => setChoice(v as 'move' | 'delete')} label={t('boards.list.cardsChoice')}>
              <Stack gap="xs" mt="xs">
                <Radio value="move" label={t('boards.list.moveCards')} disabled={others.length === 0} />
                {choice === 'move' && others.length > 0 && (
                  <Select
                    label={t('boards.list.moveTo')}
                    data={others.map((c) => ({ value: c.id, label: c.title }))}
                    value={moveTo}
                    onChange={setMoveTo}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
                <Radio value="delete" label={t('boards.list.deleteCards', { count })} />
              </Stack>
            </Radio.Group>
          </>
        )}
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('boards.list.deleteFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleteList.isPending}>
            {t('boards.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleteList.isPending} disabled={count > 0 && choice === 'move' && !moveTo}>
            {t('boards.list.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
