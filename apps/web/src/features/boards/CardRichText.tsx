import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARDS_NS } from './KanbanCard.tsx';

/**
 * A card's notes: rich text (Tiptap through @mantine/tiptap, as the contract editor) whose value is HTML, '' when
 * empty. What was stored is sanitised before the editor reads it.
 */
export function CardRichText({ label, value, onChange, disabled }: { label: string; value: string; onChange: (html: string) => void; disabled?: boolean }) {
  const { t } = useTranslation(BOARDS_NS);
  const id = useId();
  const k = (key: string) => t(`boards.editor.${key}`);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: DOMPurify.sanitize(value),
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, style: 'min-height: 8rem' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const labels = {
    boldControlLabel: k('bold'),
    italicControlLabel: k('italic'),
    underlineControlLabel: k('underline'),
    bulletListControlLabel: k('bulletList'),
    orderedListControlLabel: k('orderedList'),
    linkControlLabel: k('link'),
    unlinkControlLabel: k('unlink'),
    linkEditorInputLabel: k('linkUrl'),
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorExternalLink: k('linkNewTab'),
    linkEditorInternalLink: k('linkSameTab'),
    linkEditorSave: k('linkSave'),
  };
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid="card-content" />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
