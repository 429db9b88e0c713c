import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropMove, type DraftItem } from '../items.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface SortableItemListProps {
  items: DraftItem[];
  /** The same move the up and down buttons make. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

// The list is one column: a dragged item only moves up or down.
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Lets the items of the editor be dragged by their handles: with a mouse, a
 * finger or the keyboard (Space to pick up, arrows, Space to drop), with what
 * happens read out to screen readers in the writer's language.
 */
export function SortableItemList({ items, onMove, children }: SortableItemListProps) {
  const { t } = useTranslation(WRITER_NS);
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the handle is not a drag.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // On touch screens a short hold first, so a finger brushing the handle while swiping through the form picks nothing up.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.uid === id) + 1;
  const total = items.length;
  // A picked-up item is at once over its own place: that first "over" would only drown out "picked up".
  const pickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return t('writer.editor.dragStart', { number: numberOf(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      if (pickedUp.current) {
        pickedUp.current = false;
        if (over?.id === active.id) return undefined;
      }
      return over
        ? t('writer.editor.dragOver', { number: numberOf(active.id), position: numberOf(over.id), total })
        : t('writer.editor.dragOutside', { number: numberOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('writer.editor.dragEnd', { number: numberOf(active.id), position: numberOf(over.id), total })
        : t('writer.editor.dragCancel', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('writer.editor.dragCancel', { number: numberOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = dropMove(items, String(active.id), over ? String(over.id) : null);
    if (move) onMove(move.from, move.to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('writer.editor.dragInstructions') } }}
    >
      <SortableContext items={items.map((item) => item.uid)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
