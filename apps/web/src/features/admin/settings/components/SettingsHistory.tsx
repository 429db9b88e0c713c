import type { TAuditEntry } from '@draftdesk/contract';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { absoluteTimeOf } from '../../../../lib/format.ts';

/** What an entry changed: the settings' field names, or each flag switched on or off. */
function changesOf(entry: TAuditEntry, on: string, off: string): string {
  const data = entry.data as { fields?: unknown; flags?: unknown };
  if (Array.isArray(data.fields)) return data.fields.map(String).join(', ');
  if (Array.isArray(data.flags)) {
    return (data.flags as { flag?: unknown; value?: unknown }[]).map((f) => `${String(f.flag)}: ${f.value ? on : off}`).join(', ');
  }
  return '';
}

/** The site's settings and flags as admins changed them: who, what, when (the audit log), newest first. */
export function SettingsHistory({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-history">
      <Title order={2} size="h4" id="settings-history" mb="md">
        {t('admin.settings.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.settings.history.none')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="settings-history">
          {entries.map((entry) => (
            <Timeline.Item key={entry._id} title={t(`admin.settings.history.actions.${entry.action}`, { defaultValue: entry.action })}>
              <Text size="xs" c="dimmed">
                {t('admin.settings.history.byWhom', { name: entry.actorName || '—', when: absoluteTimeOf(entry.createdAt) })}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {changesOf(entry, t('admin.settings.history.on'), t('admin.settings.history.off'))}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
