import { ADMIN_FLAG_GROUPS, type TAdminFlag, type TAdminFlagValues } from '@draftdesk/contract';
import { Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useAdminSettings, useSaveAdminSettings } from './api.ts';
import { ContentSecurityCard } from './components/ContentSecurityCard.tsx';

/** One titled card of switches: the customer portal's flags or the writer area's. */
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
 * /admin/settings: the site's feature flags (spec 01 §1, spec 02 §1) for its
 * admins. Only the changed flags are sent; the shell picks them up at once.
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useAdminSettings();
  const save = useSaveAdminSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<TAdminFlagValues>({ values: query.data?.data });
  const { dirtyFields, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((flag) => [flag, values[flag as TAdminFlag]]));
    setSaved(false);
    save.mutate(changed, {
      onSuccess: (response) => {
        form.reset(response.data);
        setSaved(true);
      },
    });
  });

  // Leaving with unsaved changes asks first: in the app (the router's blocker) and on reload or close (the browser's prompt).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !save.isPending && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <>
      <PageHeader title={t('titles.siteSettings')} />
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('admin.settings.leaveTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.settings.leaveText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('admin.settings.stay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('admin.settings.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Stack gap="md" maw={880}>
        <Text c="dimmed">{t('admin.settings.intro')}</Text>
        {saved && <TimedAlert message={t('admin.settings.saved')} onClose={() => setSaved(false)} data-testid="settings-saved" />}
        {save.isError && <ErrorAlert message={errorText(t, save.error)} />}
        {query.isPending && (
          <Stack gap="md" aria-hidden>
            <Skeleton h={260} radius="md" />
            <Skeleton h={260} radius="md" />
          </Stack>
        )}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <FlagGroup group="customer" control={form.control} disabled={save.isPending} />
              <FlagGroup group="writer" control={form.control} disabled={save.isPending} />
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed" role="status">
                  {isDirty ? t('admin.settings.unsaved') : ''}
                </Text>
                <Button type="submit" loading={save.isPending} disabled={!isDirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                  {t('admin.settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <ContentSecurityCard />
      </Stack>
    </>
  );
}
