import type { TQuestionnaireItem } from '@draftdesk/contract';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChoiceType } from '../items.ts';
import { TYPE_LABELS } from './type-labels.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** Questionnaire items read-only (reviewers, answered follow-up questions). */
export function ItemsPreview({ items, empty }: { items: TQuestionnaireItem[]; empty: string }) {
  const { t } = useTranslation(WRITER_NS);
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {empty}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="items-preview">
      {items.map((item, index) => (
        <Paper key={index} component="li" withBorder radius="md" p="sm">
          {item.type === 'section' ? (
            <Title order={3} size="h5">
              {item.text}
            </Title>
          ) : item.type === 'paragraph' ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.text}
            </Text>
          ) : (
            <Stack gap={4}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {item.text}
                </Text>
                <Badge size="xs" variant="light">
                  {t(TYPE_LABELS[item.type])}
                </Badge>
                {item.required && (
                  <Badge size="xs" variant="light" color="red">
                    {t('writer.editor.required')}
                  </Badge>
                )}
              </Group>
              {item.placeholder && (
                <Text size="xs" c="dimmed">
                  {t('writer.editor.placeholderShown', { text: item.placeholder })}
                </Text>
              )}
              {isChoiceType(item.type) && (item.options ?? []).length > 0 && (
                <List size="sm" withPadding>
                  {(item.options ?? []).map((option, i) => (
                    <List.Item key={i}>{option}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
