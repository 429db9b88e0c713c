import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader.tsx';

/** Placeholder for a page that later work builds. `title` is an i18n key. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(title)} />
      <Paper withBorder p="xl" radius="md" data-testid="coming-soon">
        <Stack align="center" gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHammer size={30} />
          </ThemeIcon>
          <Text fw={600} size="lg" ta="center">
            {t('app.comingSoon')}
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            {t('app.comingSoonHint')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
