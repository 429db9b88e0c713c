import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { isStaleWrite } from '../catalogue-form.ts';

/** An editor's way back to its list (the tab it came from). */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

/** What the last save or delete said: its success for a while, or why it failed; a stale save offers to reload. */
export function SaveFeedback({
  success,
  onSuccessClose,
  failure,
  onReload,
  reloading,
}: {
  success: string | null;
  onSuccessClose: () => void;
  failure: unknown;
  onReload: () => void;
  reloading: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (success) return <TimedAlert message={success} onClose={onSuccessClose} />;
  if (failure === null || failure === undefined) return null;
  if (!isStaleWrite(failure)) return <ErrorAlert message={errorText(t, failure)} />;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="stale-write">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(t, failure)}</Text>
        <Text size="sm">{t('admin.catalogue.staleHint')}</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onReload} loading={reloading}>
          {t('admin.catalogue.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The editor's buttons: delete (existing items only) on the left, save on the right. */
export function EditorActions({
  saving,
  saveLabel,
  onDelete,
  deleteLabel,
  deleting,
}: {
  saving: boolean;
  saveLabel: string;
  onDelete?: () => void;
  deleteLabel: string;
  deleting: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap-reverse">
      {onDelete ? (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} loading={deleting}>
          {deleteLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
