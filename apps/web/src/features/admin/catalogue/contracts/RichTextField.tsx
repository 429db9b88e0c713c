import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';

interface RichTextFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The toolbar's labels in the admin's language (the editor's own are English only). */
function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation(ADMIN_NS);
  const k = (key: string) => t(`admin.catalogue.editor.${key}`);
  return {
    boldControlLabel: k('bold'),
    italicControlLabel: k('italic'),
    underlineControlLabel: k('underline'),
    strikeControlLabel: k('strike'),
    clearFormattingControlLabel: k('clearFormatting'),
    h2ControlLabel: k('heading2'),
    h3ControlLabel: k('heading3'),
    bulletListControlLabel: k('bulletList'),
    orderedListControlLabel: k('orderedList'),
    blockquoteControlLabel: k('blockquote'),
    hrControlLabel: k('rule'),
    linkControlLabel: k('link'),
    unlinkControlLabel: k('unlink'),
    undoControlLabel: k('undo'),
    redoControlLabel: k('redo'),
    linkEditorInputLabel: k('linkUrl'),
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorExternalLink: k('linkNewTab'),
    linkEditorInternalLink: k('linkSameTab'),
    linkEditorSave: k('linkSave'),
  };
}

/**
 * A rich text field (Tiptap through @mantine/tiptap) whose value is HTML; an empty document is ''. It loads in a
 * chunk of its own, so only the contract editor pays for it. The HTML is sanitised where customers read it.
 */
export default function RichTextField({ label, description, value, onChange, error, disabled }: RichTextFieldProps) {
  const labels = useLabels();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        // The whole writing area takes a click, not only its first lines.
        style: 'min-height: 16rem',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(description ? { 'aria-describedby': `${id}-description` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reload after someone else saved) replaces what the editor shows.
  // An editor replaced (React's strict mode, a remount) is destroyed and has no schema left to read its HTML from.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={error}
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      required
    >
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content data-testid="contract-content" />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
