import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Spec 03: unmatched routes show 'Not Found'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl">
      <IconMapOff size={48} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('messages.notFound')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('app.notFoundText')}
      </Text>
      <Button component={Link} to="/" variant="light">
        {t('app.backHome')}
      </Button>
    </Stack>
  );
}
