import type { TQuestionnaireItem } from '@draftdesk/contract';
import { useState } from 'react';
import { itemErrors, toDraftItems, toWireItems, type DraftItem, type ItemErrors } from '../items.ts';

/**
 * The items being edited, from what the server has. Errors show once the
 * writer has tried to save or publish. Mount it under a key that changes
 * when the server replaces the items (a copied template), to start from them.
 */
export function useItemsDraft(serverItems: TQuestionnaireItem[]) {
  const [items, setItems] = useState<DraftItem[]>(() => toDraftItems(serverItems));
  const [dirty, setDirty] = useState(false);
  const [checked, setChecked] = useState(false);
  const errors: ItemErrors = checked ? itemErrors(items) : {};
  return {
    items,
    dirty,
    errors,
    onChange: (next: DraftItem[]) => {
      setItems(next);
      setDirty(true);
    },
    /** After a save: what is on screen is what the server has. */
    markSaved: () => setDirty(false),
    /** The items to send, or null (and the errors shown) when some are not valid. */
    validItems: (): TQuestionnaireItem[] | null => {
      setChecked(true);
      return Object.keys(itemErrors(items)).length === 0 ? toWireItems(items) : null;
    },
  };
}
