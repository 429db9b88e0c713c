import type { TBoardColumn } from '@draftdesk/contract';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { useBoardCalls, type BoardCard, type BoardKind, type BoardScope } from './api.ts';
import { columnDropId } from './board-state.ts';
import classes from './Kanban.module.css';
import { notify } from './notify.ts';
import { BOARDS_NS, SortableCard, type OrderLabel } from './KanbanCard.tsx';

interface ColumnProps {
  column: TBoardColumn;
  scope: BoardScope;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  onDelete: (column: TBoardColumn) => void;
  onOpenCard: (id: string) => void;
  orderLabel?: OrderLabel;
}

/** The spec's texts for a list title: 'Enter Column Title' when empty, 'Min 2 chars.' under two characters. */
function titleError(title: string): 'boards.list.enterTitle' | 'boards.list.min2' | null {
  const trimmed = title.trim();
  if (!trimmed) return 'boards.list.enterTitle';
  if (trimmed.length < 2) return 'boards.list.min2';
  return null;
}

function ListTitleEditor({ column, scope, onDone }: { column: TBoardColumn; scope: BoardScope; onDone: () => void }) {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const { renameList } = useBoardCalls(scope);
  const [value, setValue] = useState(column.title);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Opened on purpose (a click on rename, or a new list): the title is ready to type over.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  // Enter, Escape and leaving the field each end the edit once (the field's blur on closing must not save again).
  const closed = useRef(false);
  const close = () => {
    closed.current = true;
    onDone();
  };
  const save = () => {
    if (closed.current || renameList.isPending) return;
    const problem = titleError(value);
    if (problem) {
      setError(t(problem));
      return;
    }
    if (value.trim() === column.title) {
      close();
      return;
    }
    renameList.mutate({ id: column.id, title: value.trim() }, { onSuccess: close, onError: (e) => setError(errorText(tApp, e)) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <TextInput
      ref={input}
      aria-label={t('boards.list.titleLabel')}
      value={value}
      maxLength={100}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setError(null);
      }}
      onKeyDown={onKeyDown}
      onBlur={save}
      error={error}
      disabled={renameList.isPending}
      style={{ flex: 1 }}
      data-testid="list-title-input"
    />
  );
}

/** The form at the top of a list: a job (company and title) on the tracker, a task (title) on a writer board. */
function AddCardForm({ column, scope, onDone }: { column: TBoardColumn; scope: BoardScope; onDone: () => void }) {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const { newCard } = useBoardCalls(scope);
  const [companyName, setCompanyName] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<{ companyName?: string; title?: string }>({});
  const tracker = scope.kind === 'tracker';
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (tracker && companyName.trim().length < 2) next.companyName = tApp('messages.companyNameMin');
    if (title.trim().length < 2) next.title = tApp(tracker ? 'messages.jobTitleMin' : 'messages.cardTitleMin');
    setErrors(next);
    if (next.companyName || next.title) return;
    const card = tracker ? { companyName: companyName.trim(), jobTitle: title.trim() } : { title: title.trim() };
    newCard.mutate(
      { column: column.id, card },
      {
        onSuccess: onDone,
        onError: (e) => {
          const fields = e instanceof ApiError ? e.errors : undefined;
          const text = (key: string) => (fields?.[key] ? translateText(tApp, fields[key]) : undefined);
          const shown = { companyName: text('card.companyName'), title: text('card.jobTitle') ?? text('card.title') };
          if (shown.companyName || shown.title) setErrors(shown);
          else notify(tApp, 'red', errorText(tApp, e));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="xs" component="form" onSubmit={submit} aria-label={t('boards.card.addTo', { list: column.title })}>
      <Stack gap="xs">
        {tracker && (
          <TextInput
            ref={first}
            size="xs"
            label={t('boards.fields.companyName')}
            value={companyName}
            maxLength={200}
            onChange={(e) => setCompanyName(e.currentTarget.value)}
            error={errors.companyName}
            withAsterisk
          />
        )}
        <TextInput
          ref={tracker ? undefined : first}
          size="xs"
          label={t(tracker ? 'boards.fields.jobTitle' : 'boards.fields.title')}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          withAsterisk
        />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone} disabled={newCard.isPending}>
            {t('boards.cancel')}
          </Button>
          <Button size="xs" type="submit" loading={newCard.isPending}>
            {t('boards.card.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One list: its title (renamed in place), its count, "Add card" at the top, and its cards (a drop zone, even empty). */
export function KanbanColumn({ column, scope, editing, onEditing, onDelete, onOpenCard, orderLabel }: ColumnProps) {
  const { t } = useTranslation(BOARDS_NS);
  const [adding, setAdding] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id) });
  const headingId = `list-${column.id}`;
  return (
    <Paper component="section" withBorder radius="md" p="xs" className={classes.column} aria-labelledby={headingId} data-testid="board-column">
      <Stack gap="xs">
        <Group gap={4} wrap="nowrap" align="center" mih={36}>
          {editing ? (
            <ListTitleEditor column={column} scope={scope} onDone={() => onEditing(false)} />
          ) : (
            <>
              <Title order={2} size="h5" id={headingId} className={classes.columnTitle} data-testid="list-title">
                {column.title}
              </Title>
              <Badge variant="light" color="gray" c="gray.8" aria-label={t('boards.list.count', { count: column.cards.length })}>
                {column.cards.length}
              </Badge>
              <ActionIcon variant="subtle" color="gray" onClick={() => onEditing(true)} aria-label={t('boards.list.rename', { list: column.title })}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" onClick={() => onDelete(column)} aria-label={t('boards.list.delete', { list: column.title })}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </>
          )}
        </Group>
        {adding ? (
          <AddCardForm column={column} scope={scope} onDone={() => setAdding(false)} />
        ) : (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
            aria-label={t('boards.card.addTo', { list: column.title })}
            justify="flex-start"
          >
            {t('boards.card.add')}
          </Button>
        )}
        <SortableContext id={column.id} items={column.cards.map((c) => c._id)} strategy={verticalListSortingStrategy}>
          <div ref={setNodeRef} className={classes.cards} data-over={isOver || undefined} data-testid="list-cards">
            {column.cards.length === 0 && (
              <Text size="sm" c="gray.7" className={classes.empty}>
                {t('boards.list.empty')}
              </Text>
            )}
            {column.cards.map((card: BoardCard) => (
              <SortableCard key={card._id} card={card} kind={scope.kind} columnTitle={column.title} onOpen={onOpenCard} orderLabel={orderLabel} />
            ))}
          </div>
        </SortableContext>
      </Stack>
    </Paper>
  );
}

export type { BoardKind };
