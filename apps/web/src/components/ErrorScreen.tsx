import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSplash } from '../lib/splash.ts';

interface ErrorScreenProps {
  /** Already translated. */
  message: string;
  onRetry?: () => void;
}

/** Full-page failure (spec 03 "Application shell": 'Error' with the server's message). */
export function ErrorScreen({ message, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  useLayoutEffect(dismissSplash, []);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="sm">
          <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('app.error')}
          </Title>
          <Text ta="center">{message}</Text>
          {onRetry && (
            <Button variant="light" onClick={onRetry}>
              {t('app.retry')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
