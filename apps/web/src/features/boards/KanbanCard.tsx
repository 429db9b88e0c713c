import type { TCardPriority } from '@draftdesk/contract';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconCalendarDue, IconClockHour4, IconFileText, IconGripVertical } from '@tabler/icons-react';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../lib/format.ts';
import type { BoardCard, BoardKind } from './api.ts';
import classes from './Kanban.module.css';

export const BOARDS_NS = 'boards';

/** Each priority's colour; the word is always shown too (colour is never the only signal). */
export const PRIORITY_COLORS: Record<TCardPriority, string> = { Highest: 'red', High: 'orange', Medium: 'yellow', Low: 'blue', Lowest: 'gray' };

export function PriorityBadge({ priority }: { priority: TCardPriority }) {
  const { t } = useTranslation(BOARDS_NS);
  const color = PRIORITY_COLORS[priority];
  return (
    <Badge color={color} c={`${color}.9`} variant="light" size="sm" data-testid="card-priority">
      {t(`boards.priority.${priority}`)}
    </Badge>
  );
}

/** What an order link shows ("Order #12"), when the writer's orders are known. */
export type OrderLabel = (orderId: string) => string;

interface CardFaceProps {
  card: BoardCard;
  kind: BoardKind;
  orderLabel?: OrderLabel;
  onOpen?: (id: string) => void;
  /** The drag handle (a sortable card's), or none (the copy that follows the pointer). */
  handle?: ReactNode;
}

/** What a card shows: its title (opens the card), the company or priority, dates and the linked order. */
export function CardFace({ card, kind, orderLabel, onOpen, handle }: CardFaceProps) {
  const { t } = useTranslation(BOARDS_NS);
  const title = (kind === 'tracker' ? card.jobTitle : card.title) || card.title;
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      {handle}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        {onOpen ? (
          <UnstyledButton className={classes.cardTitle} onClick={() => onOpen(card._id)} aria-haspopup="dialog" data-testid="card-open">
            {title}
          </UnstyledButton>
        ) : (
          <Text className={classes.cardTitle}>{title}</Text>
        )}
        {kind === 'tracker' && card.companyName && (
          <Text size="sm" c="gray.7" className={classes.wrap}>
            {card.companyName}
          </Text>
        )}
        {kind === 'tasks' && card.description && (
          <Text size="sm" c="gray.7" lineClamp={2} className={classes.wrap}>
            {card.description}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {kind === 'tasks' && card.priority && <PriorityBadge priority={card.priority} />}
          {card.deadline && (
            <Group gap={2} wrap="nowrap">
              <IconCalendarDue size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                {t('boards.card.due', { date: dateOf(card.deadline) })}
              </Text>
            </Group>
          )}
          {kind === 'tracker' && card.enteredColumnAt && (
            <Group gap={2} wrap="nowrap" data-testid="card-entered">
              <IconClockHour4 size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                {t('boards.card.enteredColumn', { date: dateOf(card.enteredColumnAt) })}
              </Text>
            </Group>
          )}
        </Group>
        {kind === 'tasks' && card.orderId && (
          <Anchor component={Link} to={`/orders/view/${card.orderId}`} size="xs" data-testid="card-order">
            <Group gap={2} wrap="nowrap" component="span">
              <IconFileText size={14} aria-hidden />
              {orderLabel ? orderLabel(card.orderId) : t('boards.card.linkedOrder')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

/**
 * A card that moves: dragged by mouse anywhere on it (after a few pixels, so its links and title still click), by a
 * long press on touch screens, and by keyboard from its handle (Space, arrows, Space).
 */
export function SortableCard(props: Omit<CardFaceProps, 'handle'> & { columnTitle: string }) {
  const { t } = useTranslation(BOARDS_NS);
  const { card, kind, columnTitle } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card._id });
  // The keyboard starts a drag from the handle only: Space on the title opens the card.
  const { onKeyDown, ...pointer } = listeners ?? {};
  const onHandleKey = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const title = (kind === 'tracker' ? card.jobTitle : card.title) || card.title;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-testid="board-card"
      data-card-id={card._id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...pointer}
    >
      <CardFace
        {...props}
        handle={
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            {...attributes}
            onKeyDown={onHandleKey}
            aria-label={t('boards.card.move', { card: title, list: columnTitle })}
            aria-roledescription={t('boards.dnd.roleDescription')}
            data-testid="card-handle"
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </Paper>
  );
}
