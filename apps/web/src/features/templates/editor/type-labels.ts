import type { TQuestionType } from '@draftdesk/contract';

/** i18n keys of the item types, in the order the editor offers them. */
export const TYPE_LABELS: Record<TQuestionType, string> = {
  section: 'writer.editor.types.section',
  paragraph: 'writer.editor.types.paragraph',
  text: 'writer.editor.types.text',
  textarea: 'writer.editor.types.textarea',
  email: 'writer.editor.types.email',
  date: 'writer.editor.types.date',
  select: 'writer.editor.types.select',
  radio: 'writer.editor.types.radio',
  checkbox: 'writer.editor.types.checkbox',
};
