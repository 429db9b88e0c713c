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
import { dropMove } from '../items.ts';

/** What the list reads out while an entry moves (already translated): `number` is the entry's place before it moved. */
export interface SortTexts {
  instructions: string;
  start: (number: number, total: number) => string;
  over: (number: number, position: number, total: number) => string;
  outside: (number: number) => string;
  end: (number: number, position: number, total: number) => string;
  cancel: (number: number) => string;
}

interface SortableItemListProps {
  /** The entries in their order, each with a key that follows it when it moves. */
  items: { uid: string }[];
  /** The same move the up and down buttons make. */
  onMove: (from: number, to: number) => void;
  texts: SortTexts;
  children: ReactNode;
}

// The list is one column: a dragged item only moves up or down.
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Lets the entries of an editor (questionnaire items, a package's services) be dragged by their handles: with a
 * mouse, a finger or the keyboard (Space to pick up, arrows, Space to drop), with what happens read out to screen
 * readers in the user's language.
 */
export function SortableItemList({ items, onMove, texts, children }: SortableItemListProps) {
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
      return texts.start(numberOf(active.id), total);
    },
    onDragOver: ({ active, over }) => {
      if (pickedUp.current) {
        pickedUp.current = false;
        if (over?.id === active.id) return undefined;
      }
      return over ? texts.over(numberOf(active.id), numberOf(over.id), total) : texts.outside(numberOf(active.id));
    },
    onDragEnd: ({ active, over }) => (over ? texts.end(numberOf(active.id), numberOf(over.id), total) : texts.cancel(numberOf(active.id))),
    onDragCancel: ({ active }) => texts.cancel(numberOf(active.id)),
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={items.map((item) => item.uid)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
