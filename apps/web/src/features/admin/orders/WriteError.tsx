import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';

/** Whether a save was refused because someone changed the order after this page loaded it. */
export const isStale = (error: unknown) => error instanceof ApiError && error.code === 'staleWrite';

/** A refused save: its reason, and for a stale one the way to see the changes (nothing was saved). */
export function WriteError({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="write-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(t, error)}</Text>
        {isStale(error) && (
          <Button size="xs" variant="light" color="red" onClick={onReload}>
            {t('admin.order.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
