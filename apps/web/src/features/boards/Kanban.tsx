import type { TBoard, TBoardColumn } from '@draftdesk/contract';
import { Button, Paper, Text } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/messages.ts';
import { boardCache, useBoardCalls, type BoardCard, type BoardScope } from './api.ts';
import { columnDropId, moveCardTo, placeOf, type CardPlace } from './board-state.ts';
import { DeleteListDialog } from './DeleteListDialog.tsx';
import classes from './Kanban.module.css';
import { KanbanColumn } from './KanbanColumn.tsx';
import { notify } from './notify.ts';
import { BOARDS_NS, CardFace, type OrderLabel } from './KanbanCard.tsx';
import { useBoardLive } from './useBoardLive.ts';

// The card dialog carries the rich text editor: a chunk of its own, loaded when a card opens.
const CardDialog = lazy(() => import('./CardDialog.tsx'));

/** The mouse (and pen) drags after a few pixels; touch is left to the long press of the TouchSensor. */
class MouseSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) => nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

const idOf = (id: UniqueIdentifier) => String(id);

interface KanbanProps {
  scope: BoardScope;
  board: TBoard;
  orderLabel?: OrderLabel;
}

/**
 * The board both the customer's tracker and the writers' boards use: lists side by side, cards dragged within and
 * across them (into empty ones too) by mouse, touch and keyboard, with what happens read out to screen readers. A
 * drop shows at once and is sent as one move; when the server refuses it the board goes back and says why.
 * Lists themselves do not move (spec 03 §2).
 */
export function Kanban({ scope, board, orderLabel }: KanbanProps) {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const client = useQueryClient();
  const calls = useBoardCalls(scope);
  const [dragging, setDraggingState] = useState<{ id: string; from: CardPlace } | null>(null);
  const draggingRef = useRef(dragging);
  const setDragging = (next: typeof dragging) => {
    draggingRef.current = next;
    setDraggingState(next);
  };
  // While a card moves (and until the moved board is in the cache) the board shows this copy.
  const [local, setLocalState] = useState<{ base: TBoard; columns: TBoardColumn[] } | null>(null);
  // The drag's handlers read the copy as it is now, not as it was when they were made.
  const localRef = useRef(local);
  const setLocal = (next: typeof local) => {
    localRef.current = next;
    setLocalState(next);
  };
  // The drop just made, for its announcement (which may be read before or after onDragEnd ran).
  const lastDrop = useRef<{ id: string; columns: TBoardColumn[] } | null>(null);
  const movedAway = useRef(false);
  const [editingList, setEditingList] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TBoardColumn | null>(null);
  const [openCard, setOpenCard] = useState<string | null>(null);
  useBoardLive(scope, board._id);

  const columns = local && (dragging || local.base === board) ? local.columns : board.columns;
  const shown = useRef(columns);
  shown.current = columns;

  // Left and right go to the top of the list beside (empty or not); up and down move within the list.
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (!step) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, droppableRects } = args.context;
    const cols = localRef.current?.columns ?? shown.current;
    const at = active ? placeOf(cols, idOf(active.id)) : null;
    const next = at ? cols[cols.findIndex((c) => c.id === at.columnId) + step] : undefined;
    const rect = next ? droppableRects.get(columnDropId(next.id)) : undefined;
    return rect ? { x: rect.left, y: rect.top } : args.currentCoordinates;
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const cardOf = (id: string): BoardCard | undefined => {
    const place = placeOf(shown.current, id);
    return place ? shown.current.find((c) => c.id === place.columnId)?.cards[place.index] : undefined;
  };
  const cardTitle = (id: UniqueIdentifier) => {
    const card = cardOf(idOf(id));
    return (scope.kind === 'tracker' ? card?.jobTitle : card?.title) || card?.title || '';
  };
  /** Where the card is, or would go over `overId` (a card or a list's drop zone), as people count: list, n of total. */
  const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier = activeId) => {
    const cols = localRef.current?.columns ?? shown.current;
    const at = placeOf(cols, idOf(activeId));
    const over = placeOf(cols, idOf(overId));
    const column = over && cols.find((c) => c.id === over.columnId);
    if (!at || !over || !column) return null;
    if (at.columnId === over.columnId) {
      const index = idOf(overId).startsWith('column:') ? at.index : over.index;
      return { list: column.title, position: index + 1, total: column.cards.length };
    }
    return { list: column.title, position: over.index + 1, total: column.cards.length + 1 };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('boards.dnd.pickedUp', { card: cardTitle(active.id), ...where(active.id) }),
    onDragOver: ({ active, over }) => {
      // Over itself on the way up: the pick-up was just said.
      if (over?.id === active.id && !movedAway.current) return undefined;
      movedAway.current = true;
      const place = over ? where(active.id, over.id) : null;
      return place ? t('boards.dnd.over', { card: cardTitle(active.id), ...place }) : t('boards.dnd.outside', { card: cardTitle(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return t('boards.dnd.cancelled', { card: cardTitle(active.id) });
      const id = idOf(active.id);
      const columns = lastDrop.current?.id === id ? lastDrop.current.columns : dropped(localRef.current?.columns ?? shown.current, id, idOf(over.id));
      const place = placeOf(columns, id);
      const column = place && columns.find((c) => c.id === place.columnId);
      if (!place || !column) return t('boards.dnd.cancelled', { card: cardTitle(active.id) });
      return t('boards.dnd.dropped', { card: cardTitle(active.id), list: column.title, position: place.index + 1, total: column.cards.length });
    },
    onDragCancel: ({ active }) => t('boards.dnd.cancelled', { card: cardTitle(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const from = placeOf(board.columns, idOf(active.id));
    if (!from) return;
    lastDrop.current = null;
    movedAway.current = false;
    setDragging({ id: idOf(active.id), from });
    setLocal({ base: board, columns: board.columns });
  };

  // Over another list: the card joins it there, so that the list makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const current = localRef.current;
    if (!current) return;
    const at = placeOf(current.columns, idOf(active.id));
    const to = placeOf(current.columns, idOf(over.id));
    if (!at || !to || at.columnId === to.columnId) return;
    setLocal({ ...current, columns: moveCardTo(current.columns, idOf(active.id), to) });
  };

  /** The board once the card is dropped over `overId` (the copy already has it in the right list). */
  const dropped = (columns: TBoardColumn[], id: string, overId: string) => {
    const at = placeOf(columns, id);
    const target = placeOf(columns, overId);
    if (at && target && at.columnId === target.columnId && overId !== id && !overId.startsWith('column:')) return moveCardTo(columns, id, target);
    return columns;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = draggingRef.current;
    setDragging(null);
    const current = localRef.current?.columns;
    if (!start || !current || !over) {
      setLocal(null);
      return;
    }
    const id = idOf(active.id);
    const final = dropped(current, id, idOf(over.id));
    lastDrop.current = { id, columns: final };
    const to = placeOf(final, id);
    if (!to || (to.columnId === start.from.columnId && to.index === start.from.index)) {
      setLocal(null);
      return;
    }
    const cache = boardCache(client, scope);
    const snapshot = cache.get();
    const moved = { ...board, columns: final };
    setLocal({ base: moved, columns: final });
    cache.set(moved);
    calls
      .moveCard({ board: board._id, card: id, fromPosition: start.from, toPosition: to })
      .catch((error: unknown) => {
        cache.restore(snapshot);
        notify(tApp, 'red', errorText(tApp, error), t('boards.dnd.moveFailed'));
      })
      .finally(() => void cache.refresh());
  };

  const onDragCancel = () => {
    setDragging(null);
    setLocal(null);
  };

  const addList = () =>
    calls.newList.mutate(board._id, {
      onSuccess: (response) => setEditingList(response.data._id),
      onError: (error) => notify(tApp, 'red', errorText(tApp, error)),
    });

  const active = dragging ? cardOf(dragging.id) : undefined;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('boards.dnd.instructions') } }}
      >
        <div className={classes.board} data-testid="board">
          {columns.map((column) => (
            <KanbanColumn
              key={column.id}
              column={column}
              scope={scope}
              editing={editingList === column.id}
              onEditing={(on) => setEditingList(on ? column.id : null)}
              onDelete={setDeleting}
              onOpenCard={setOpenCard}
              orderLabel={orderLabel}
            />
          ))}
          <div className={classes.addColumn}>
            {columns.length === 0 && (
              <Text size="sm" c="gray.7" mb="xs">
                {t('boards.list.noLists')}
              </Text>
            )}
            <Button variant="light" fullWidth leftSection={<IconPlus size={16} aria-hidden />} onClick={addList} loading={calls.newList.isPending}>
              {t('boards.list.add')}
            </Button>
          </div>
        </div>
        <DragOverlay>
          {active && (
            <Paper withBorder radius="md" p="xs" className={classes.overlay}>
              <CardFace card={active} kind={scope.kind} orderLabel={orderLabel} />
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      {deleting && <DeleteListDialog scope={scope} column={deleting} columns={columns} onClose={() => setDeleting(null)} />}
      {openCard && (
        <Suspense fallback={null}>
          <CardDialog scope={scope} cardId={openCard} onClose={() => setOpenCard(null)} />
        </Suspense>
      )}
    </>
  );
}
