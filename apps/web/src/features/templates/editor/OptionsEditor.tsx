import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

interface OptionsEditorProps {
  options: string[];
  onChange: (options: string[]) => void;
  /** The item's number, for the labels. */
  itemNumber: number;
  error?: string;
  disabled?: boolean;
}

/** The options of a drop-down, single-choice or checkbox item: edit, add, remove. */
export function OptionsEditor({ options, onChange, itemNumber, error, disabled }: OptionsEditorProps) {
  const { t } = useTranslation(WRITER_NS);
  const set = (index: number, value: string) => onChange(options.map((o, i) => (i === index ? value : o)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('writer.editor.options')}
      </Text>
      {options.map((option, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            value={option}
            onChange={(event) => set(index, event.currentTarget.value)}
            aria-label={t('writer.editor.optionLabel', { number: index + 1, item: itemNumber })}
            placeholder={t('writer.editor.optionPlaceholder', { number: index + 1 })}
            style={{ flex: 1 }}
            maxLength={500}
            disabled={disabled}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onChange(options.filter((_, i) => i !== index))}
            aria-label={t('writer.editor.removeOption', { number: index + 1, item: itemNumber })}
            disabled={disabled}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...options, ''])}
        style={{ alignSelf: 'flex-start' }}
        disabled={disabled}
        aria-label={t('writer.editor.addOptionTo', { item: itemNumber })}
      >
        {t('writer.editor.addOption')}
      </Button>
    </Stack>
  );
}
