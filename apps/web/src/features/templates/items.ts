import { CHOICE_TYPES, DISPLAY_ONLY_TYPES, ZEditableQuestionItems, type TQuestionnaireItem, type TQuestionType } from '@draftdesk/contract';

/** An item being edited: the contract's item and a key that follows it when it moves. */
export interface DraftItem extends TQuestionnaireItem {
  uid: string;
}

let nextUid = 0;
const uid = () => `item-${(nextUid += 1)}`;

export const isChoiceType = (type: TQuestionType) => CHOICE_TYPES.includes(type);
export const isDisplayOnly = (type: TQuestionType) => DISPLAY_ONLY_TYPES.includes(type);
/** Types whose input shows a placeholder. */
export const hasPlaceholder = (type: TQuestionType) => type === 'text' || type === 'textarea' || type === 'email';

export function toDraftItems(items: TQuestionnaireItem[]): DraftItem[] {
  return items.map((item) => ({ ...item, uid: uid() }));
}

export function newItem(type: TQuestionType): DraftItem {
  const item: DraftItem = { uid: uid(), type, text: '' };
  if (!isDisplayOnly(type)) item.required = false;
  if (isChoiceType(type)) item.options = [''];
  return item;
}

/** A new type keeps the text; options and the required flag follow what the type takes. */
export function changeType(item: DraftItem, type: TQuestionType): DraftItem {
  const next: DraftItem = { uid: item.uid, type, text: item.text };
  if (hasPlaceholder(type) && item.placeholder) next.placeholder = item.placeholder;
  if (!isDisplayOnly(type)) next.required = item.required ?? false;
  if (isChoiceType(type)) next.options = item.options?.length ? item.options : [''];
  return next;
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The move a drop makes: from the dragged item's index to the index of the item it was dropped on; null when nothing moves. */
export function dropMove(items: { uid: string }[], draggedUid: string, overUid: string | null | undefined): { from: number; to: number } | null {
  if (!overUid || draggedUid === overUid) return null;
  const from = items.findIndex((item) => item.uid === draggedUid);
  const to = items.findIndex((item) => item.uid === overUid);
  return from < 0 || to < 0 ? null : { from, to };
}

/** What is sent: no keys, trimmed texts, no empty placeholder, no empty options. */
export function toWireItems(items: DraftItem[]): TQuestionnaireItem[] {
  return items.map(({ uid: _uid, ...item }) => {
    const out: TQuestionnaireItem = { type: item.type, text: item.text.trim() };
    if (item.placeholder?.trim() && hasPlaceholder(item.type)) out.placeholder = item.placeholder.trim();
    if (!isDisplayOnly(item.type)) out.required = item.required ?? false;
    if (isChoiceType(item.type)) out.options = (item.options ?? []).map((o) => o.trim()).filter(Boolean);
    return out;
  });
}

/** Errors by "index.field" (field: text or options), from the contract's rules for editable items. */
export type ItemErrors = Record<string, string>;

export function itemErrors(items: DraftItem[]): ItemErrors {
  const result = ZEditableQuestionItems.safeParse(toWireItems(items));
  if (result.success) return {};
  const errors: ItemErrors = {};
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    if (typeof index !== 'number') continue;
    const key = `${index}.${field === 'options' ? 'options' : 'text'}`;
    errors[key] ??= issue.message;
  }
  return errors;
}
