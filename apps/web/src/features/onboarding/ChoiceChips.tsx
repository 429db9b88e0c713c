import { Box, Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../lib/i18n.ts';

interface ChoiceChipsProps {
  label: string;
  options: readonly string[];
  /** i18n key per option; none: the option is shown as it is (certificate names). */
  labels?: Record<string, string>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** A labelled group (fieldset) of toggle chips for a multiple choice (spec 02 §9 option lists). */
export function ChoiceChips({ label, options, labels, value, onChange, error }: ChoiceChipsProps) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Box component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={8} mt={6}>
          {options.map((option) => (
            <Chip key={option} value={option} variant="outline" size="sm">
              {labels ? t(labels[option]) : option}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
