import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTemplates } from '../../templates/api.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';
import { openConfirm } from '../../../lib/confirm.ts';

interface CopyTemplateCardProps {
  onCopy: (templateId: string) => void;
  copying: boolean;
  /** Copying replaces the current draft: ask first when there is one. */
  hasDraft: boolean;
}

/** Copy Template: choose one of the writer's published templates to replace the order's draft questions. */
export function CopyTemplateCard({ onCopy, copying, hasDraft }: CopyTemplateCardProps) {
  const { t } = useTranslation(WRITER_NS);
  const templates = useTemplates();
  const [chosen, setChosen] = useState<string | null>(null);
  const published = (templates.data?.templates ?? []).filter((template) => template.status === 'published');

  const copy = () => {
    if (!chosen) return;
    if (!hasDraft) {
      onCopy(chosen);
      return;
    }
    openConfirm({
      title: t('writer.followUp.copyConfirmTitle'),
      children: t('writer.followUp.copyConfirm'),
      labels: { confirm: t('writer.followUp.copy'), cancel: t('common.cancel') },
      onConfirm: () => onCopy(chosen),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="copy-template">
      <Stack gap="sm">
        <Title order={2} size="h5" id="copy-template">
          {t('writer.followUp.copyTitle')}
        </Title>
        {templates.isSuccess && published.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('writer.followUp.noTemplates')}{' '}
            <Text component={Link} to="/questionnaire-template/create" c={BRAND} size="sm" td="underline">
              {t('writer.followUp.createTemplate')}
            </Text>
          </Text>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('writer.followUp.template')}
              placeholder={t('writer.followUp.chooseTemplate')}
              data={published.map((template) => ({ value: template._id, label: template.name }))}
              value={chosen}
              onChange={setChosen}
              searchable
              nothingFoundMessage={t('messages.noRecordFound')}
              disabled={templates.isPending}
              style={{ flex: '1 1 220px' }}
            />
            <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy} disabled={!chosen} loading={copying}>
              {t('writer.followUp.copy')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
