import type { TAuditEntry } from '@draftdesk/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { settingsChangeText } from '../website-form.ts';

/** The site's settings and flags as admins changed them: who, what (the fields' labels, as the form shows them), when. */
export function SettingsHistory({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ChangeHistory
      entries={entries}
      actionOf={(entry) => t(`admin.settings.history.actions.${entry.action}`, { defaultValue: entry.action })}
      detailOf={(entry) => settingsChangeText(t, entry)}
      empty={t('admin.settings.history.none')}
      testId="settings-history"
    />
  );
}
