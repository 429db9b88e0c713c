import type { TAuditEntry } from '@draftdesk/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { catalogueActionText } from '../catalogue-form.ts';

/** An item's "Recent changes" below its editor: created and edited, by whom and when (GET of the item sends them). */
export function CatalogueHistory({ entries }: { entries: TAuditEntry[] | undefined }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ChangeHistory
      entries={entries ?? []}
      actionOf={(entry) => catalogueActionText(t, entry.action)}
      empty={t('admin.catalogue.history.none')}
      testId="catalogue-history"
    />
  );
}
