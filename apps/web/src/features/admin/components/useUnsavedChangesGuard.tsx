import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../../components/useLeaveGuard.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';

/** An admin form with unsaved changes asks before it is left: discard them or keep editing (components/useLeaveGuard). */
export function useUnsavedChangesGuard(dirty: boolean): { release: () => void } {
  const { t } = useTranslation(ADMIN_NS);
  return useLeaveGuard(dirty, {
    title: t('admin.unsaved.title'),
    text: t('admin.unsaved.text'),
    leave: t('admin.unsaved.discard'),
    stay: t('admin.unsaved.stay'),
    close: t('common.close'),
  });
}
