import { QUESTION_TYPES, type TQuestionType } from '@draftdesk/contract';
import { ActionIcon, Badge, Grid, Group, Paper, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../lib/messages.ts';
import { changeType, hasPlaceholder, isChoiceType, isDisplayOnly, type DraftItem, type ItemErrors } from '../items.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import { TYPE_LABELS } from './type-labels.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';

interface ItemEditorCardProps {
  item: DraftItem;
  index: number;
  count: number;
  errors: ItemErrors;
  onChange: (item: DraftItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One item of a questionnaire: its type, text, placeholder, required flag and options; drag by the handle or move up or down, remove. */
export function ItemEditorCard({ item, index, count, errors, onChange, onMove, onRemove, disabled }: ItemEditorCardProps) {
  const { t } = useTranslation(WRITER_NS);
  const number = index + 1;
  const sortable = useSortable({ id: item.uid, disabled, attributes: { roleDescription: t('writer.editor.dragRole') } });
  const textError = errors[`${index}.text`];
  const optionsError = errors[`${index}.options`];
  const textLabel =
    item.type === 'section' ? t('writer.editor.heading') : item.type === 'paragraph' ? t('writer.editor.paragraphText') : t('writer.editor.question');
  const textProps = {
    label: textLabel,
    value: item.text,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...item, text: event.currentTarget.value }),
    error: textError ? translateText(t, textError) : undefined,
    withAsterisk: true,
    maxLength: 2000,
    disabled,
  };
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid="question-item"
      data-dragging={sortable.isDragging || undefined}
      aria-label={t('writer.editor.itemLabel', { number })}
      shadow={sortable.isDragging ? 'lg' : undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        borderColor: sortable.isDragging ? 'var(--mantine-primary-color-5)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          {/* touch-action none: a finger on the handle drags the item instead of scrolling the page. */}
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            disabled={disabled}
            aria-label={t('writer.editor.drag', { number })}
            style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Badge variant="light" color={isDisplayOnly(item.type) ? 'gray' : BRAND}>
            {t('writer.editor.itemNumber', { number, type: t(TYPE_LABELS[item.type]) })}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => onMove(index - 1)} disabled={disabled || index === 0} aria-label={t('writer.editor.moveUp', { number })}>
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={() => onMove(index + 1)}
            disabled={disabled || index === count - 1}
            aria-label={t('writer.editor.moveDown', { number })}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('writer.editor.remove', { number })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="sm">
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('writer.editor.type')}
              data={QUESTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
              value={item.type}
              onChange={(type) => type && onChange(changeType(item, type as TQuestionType))}
              allowDeselect={false}
              disabled={disabled}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            {item.type === 'paragraph' || item.type === 'textarea' ? (
              <Textarea autosize minRows={1} maxRows={6} {...textProps} />
            ) : (
              <TextInput {...textProps} />
            )}
          </Grid.Col>
        </Grid>
        {hasPlaceholder(item.type) && (
          <TextInput
            label={t('writer.editor.placeholder')}
            value={item.placeholder ?? ''}
            onChange={(event) => onChange({ ...item, placeholder: event.currentTarget.value })}
            maxLength={500}
            disabled={disabled}
          />
        )}
        {isChoiceType(item.type) && (
          <OptionsEditor
            options={item.options ?? []}
            onChange={(options) => onChange({ ...item, options })}
            itemNumber={number}
            error={optionsError ? translateText(t, optionsError) : undefined}
            disabled={disabled}
          />
        )}
        {!isDisplayOnly(item.type) && (
          <Switch
            label={t('writer.editor.required')}
            checked={item.required ?? false}
            onChange={(event) => onChange({ ...item, required: event.currentTarget.checked })}
            disabled={disabled}
          />
        )}
      </Stack>
    </Paper>
  );
}
