import type { TAdminWebsite } from '@draftdesk/contract';
import { Button, Group, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ApiError } from '../../lib/api.ts';
import { ADMIN_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { ContentSecurityCard } from './components/ContentSecurityCard.tsx';
import { useUnsavedChangesGuard } from './components/useUnsavedChangesGuard.tsx';
import { WriteError } from './orders/WriteError.tsx';
import { useAdminWebsite, useSaveAdminWebsite } from './settings/api.ts';
import { FlagsSection } from './settings/FlagsSection.tsx';
import { SettingsHistory } from './settings/components/SettingsHistory.tsx';
import { CheckoutSection } from './settings/CheckoutSection.tsx';
import type { SectionProps } from './settings/components/SectionParts.tsx';
import { BrandSection, ColoursSection, LoginSection, ReviewSection, ScriptsSection } from './settings/WebsiteSections.tsx';
import {
  SETTINGS_TABS,
  formFieldOf,
  settingsTabOf,
  tabOfField,
  websitePatch,
  websiteToForm,
  type TSettingsTab,
  type WebsiteForm,
} from './settings/website-form.ts';

const SECTIONS: Record<Exclude<TSettingsTab, 'features'>, (props: SectionProps) => ReactNode> = {
  brand: BrandSection,
  colours: ColoursSection,
  login: LoginSection,
  checkout: CheckoutSection,
  review: ReviewSection,
  scripts: ScriptsSection,
};

interface WebsiteFormViewProps {
  form: UseFormReturn<WebsiteForm>;
  site: TAdminWebsite;
  tab: Exclude<TSettingsTab, 'features'>;
  onTab: (tab: TSettingsTab) => void;
  onReload: () => Promise<TAdminWebsite | undefined>;
}

/**
 * The site's settings and branding: one form over the sections (the page holds it, so what is typed in one section
 * stays while another is open), one save of what changed with the site's version. The server's field errors land on
 * their fields, and the section of the first one opens.
 */
function WebsiteFormView({ form, site, tab, onTab, onReload }: WebsiteFormViewProps) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveAdminWebsite();
  const [saved, setSaved] = useState(false);
  const { isDirty, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      setSaved(false);
      save.mutate(websitePatch(values, dirtyFields, site.updatedAt), {
        onSuccess: (response) => {
          form.reset(websiteToForm(response.data));
          setSaved(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          const paths = Object.keys(error.errors);
          paths.forEach((path, i) =>
            form.setError(
              formFieldOf(path) as Path<WebsiteForm>,
              { type: 'server', message: error.errors?.[path] },
              { shouldFocus: i === 0 && tabOfField(path) === tab },
            ),
          );
          if (paths.length > 0 && tabOfField(paths[0]) !== tab) onTab(tabOfField(paths[0]));
        },
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first && tabOfField(first) !== tab) onTab(tabOfField(first));
    },
  );

  const reload = () => {
    save.reset();
    void onReload().then((fresh) => fresh && form.reset(websiteToForm(fresh)));
  };

  const Section = SECTIONS[tab];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`admin.settings.tabs.${tab}`)}>
      <Stack gap="md">
        {saved && <TimedAlert message={t('admin.settings.saved')} onClose={() => setSaved(false)} data-testid="website-saved" />}
        {save.isError && <WriteError error={save.error} onReload={reload} />}
        <Section form={form} disabled={save.isPending} site={site} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {isDirty ? t('admin.settings.unsaved') : ''}
          </Text>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="save-website"
          >
            {t('admin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/settings: the site's features (flags, the page's own address), then its branding and set-up in sections
 * kept in the address (`?tab=`). Leaving with unsaved changes in either form asks first.
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  const query = useAdminWebsite();
  const [flagsDirty, setFlagsDirty] = useState(false);
  // The settings form lives here, across the sections; filled once when the settings first arrive.
  const form = useForm<WebsiteForm>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !query.data) return;
    form.reset(websiteToForm(query.data.data));
    setReady(true);
  }, [ready, query.data, form]);
  const isDirty = flagsDirty || form.formState.isDirty;
  const openTab = (next: TSettingsTab) => setParams(next === 'features' ? {} : { tab: next });
  // On a phone the tabs scroll sideways: the open one is kept in sight.
  useEffect(() => {
    document.querySelector(`[data-testid="tab-${tab}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // Leaving with unsaved changes asks first: in the app and on reload or close; another section (`?tab=`) does not.
  useUnsavedChangesGuard(isDirty);

  return (
    <>
      <PageHeader title={t('titles.siteSettings')} />
      <Stack gap="md" maw={1100}>
        <Tabs value={tab} onChange={(value) => value && openTab(settingsTabOf(value))} keepMounted={false}>
          <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {SETTINGS_TABS.map((name) => (
                <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                  {t(`admin.settings.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value="features" pt="md">
            <Stack gap="md" maw={880}>
              <FlagsSection onDirtyChange={setFlagsDirty} />
              <ContentSecurityCard />
              {query.data && <SettingsHistory entries={query.data.history} />}
            </Stack>
          </Tabs.Panel>
          {SETTINGS_TABS.filter((name): name is Exclude<TSettingsTab, 'features'> => name !== 'features').map((name) => (
            <Tabs.Panel key={name} value={name} pt="md">
              {query.isPending && (
                <Stack gap="md" aria-hidden>
                  <Skeleton h={220} radius="md" />
                  <Skeleton h={220} radius="md" />
                </Stack>
              )}
              {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
              {query.data && ready && (
                <WebsiteFormView
                  form={form}
                  site={query.data.data}
                  tab={name}
                  onTab={openTab}
                  onReload={() => query.refetch().then((result) => result.data?.data)}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
