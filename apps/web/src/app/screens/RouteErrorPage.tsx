import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/messages.ts';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';

/** A page crashed or its code could not be loaded (e.g. after a deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error) && error.status === 404 ? t('messages.notFound') : errorText(t, error);
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen message={message} onRetry={() => window.location.reload()} />;
}

/** The same failure, shown inside the shell so the menu stays usable. */
export function PageErrorPanel() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Alert color="red" title={t('app.error')} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(t, error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
