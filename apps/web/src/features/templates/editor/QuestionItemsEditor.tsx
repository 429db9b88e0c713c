import { QUESTION_TYPES, type TQuestionType } from '@draftdesk/contract';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem, newItem, type DraftItem, type ItemErrors } from '../items.ts';
import { ItemEditorCard } from './ItemEditorCard.tsx';
import { SortableItemList, type SortTexts } from './SortableItemList.tsx';
import { TYPE_LABELS } from './type-labels.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface QuestionItemsEditorProps {
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  errors: ItemErrors;
  disabled?: boolean;
}

/**
 * The item editor of follow-up questions and templates: every item type,
 * add, remove, reorder (drag by the handle, or up and down), required flag, options of the choice types.
 */
export function QuestionItemsEditor({ items, onChange, errors, disabled }: QuestionItemsEditorProps) {
  const { t } = useTranslation(WRITER_NS);
  const [typeToAdd, setTypeToAdd] = useState<TQuestionType>('text');
  const replace = (index: number, item: DraftItem) => onChange(items.map((it, i) => (i === index ? item : it)));
  const sortTexts: SortTexts = {
    instructions: t('writer.editor.dragInstructions'),
    start: (number, total) => t('writer.editor.dragStart', { number, total }),
    over: (number, position, total) => t('writer.editor.dragOver', { number, position, total }),
    outside: (number) => t('writer.editor.dragOutside', { number }),
    end: (number, position, total) => t('writer.editor.dragEnd', { number, position, total }),
    cancel: (number) => t('writer.editor.dragCancel', { number }),
  };
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" size="sm">
            {t('writer.editor.empty')}
          </Text>
        </Paper>
      ) : (
        <SortableItemList items={items} onMove={(from, to) => onChange(moveItem(items, from, to))} texts={sortTexts}>
          <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('writer.editor.listLabel')}>
            {items.map((item, index) => (
              <ItemEditorCard
                key={item.uid}
                item={item}
                index={index}
                count={items.length}
                errors={errors}
                onChange={(next) => replace(index, next)}
                onMove={(to) => onChange(moveItem(items, index, to))}
                onRemove={() => onChange(items.filter((_, i) => i !== index))}
                disabled={disabled}
              />
            ))}
          </Stack>
        </SortableItemList>
      )}
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('writer.editor.newItemType')}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            value={typeToAdd}
            onChange={(type) => type && setTypeToAdd(type as TQuestionType)}
            allowDeselect={false}
            disabled={disabled}
            style={{ flex: '1 1 200px' }}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...items, newItem(typeToAdd)])} disabled={disabled}>
            {t('writer.editor.addItem')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
