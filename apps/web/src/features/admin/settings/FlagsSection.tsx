import { ADMIN_FLAG_GROUPS, type TAdminFlag, type TAdminFlagValues } from '@draftdesk/contract';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useAdminSettings, useSaveAdminSettings } from '../api.ts';
import { WriteError } from '../orders/WriteError.tsx';

/** One titled card of switches: the portal's features, the customer portal's flags or the writer area's. */
function FlagGroup({ group, control, disabled }: { group: keyof typeof ADMIN_FLAG_GROUPS; control: Control<TAdminFlagValues>; disabled: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const titleId = `flags-${group}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t(`admin.settings.${group}`)}
      </Title>
      <Stack gap="lg">
        {ADMIN_FLAG_GROUPS[group].map((flag: TAdminFlag) => (
          <Controller
            key={flag}
            name={flag}
            control={control}
            render={({ field }) => (
              <Switch
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                label={t(`admin.settings.flags.${flag}.label`)}
                description={t(`admin.settings.flags.${flag}.hint`)}
                size="md"
                data-testid={`flag-${flag}`}
              />
            )}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Every flag of the three specs for the site's admins. Only the changed flags are sent, with the site's version:
 * a save after another admin's save of the site's settings is refused (409) and offers a reload.
 */
export function FlagsSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminSettings();
  const save = useSaveAdminSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<TAdminFlagValues>({ values: query.data?.data });
  const { dirtyFields, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((flag) => [flag, values[flag as TAdminFlag]]));
    setSaved(false);
    save.mutate(
      { ...changed, updatedAt: query.data?.updatedAt },
      {
        onSuccess: (response) => {
          form.reset(response.data);
          setSaved(true);
        },
      },
    );
  });

  const reload = () => {
    save.reset();
    void query.refetch().then((result) => result.data && form.reset(result.data.data));
  };

  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton h={200} radius="md" />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  }
  if (query.isError) return <ErrorAlert message={t('messages.pleaseTryAgainLater')} onRetry={() => void query.refetch()} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('admin.settings.tabs.features')}>
      <Stack gap="md">
        <Text c="dimmed">{t('admin.settings.intro')}</Text>
        {saved && <TimedAlert message={t('admin.settings.saved')} onClose={() => setSaved(false)} data-testid="settings-saved" />}
        {save.isError && <WriteError error={save.error} onReload={reload} />}
        <FlagGroup group="portal" control={form.control} disabled={save.isPending} />
        <FlagGroup group="customer" control={form.control} disabled={save.isPending} />
        <FlagGroup group="writer" control={form.control} disabled={save.isPending} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {isDirty ? t('admin.settings.unsaved') : ''}
          </Text>
          <Button type="submit" loading={save.isPending} disabled={!isDirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />} data-testid="save-flags">
            {t('admin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
