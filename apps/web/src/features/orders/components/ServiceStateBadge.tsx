import type { ServiceState } from '@draftdesk/contract';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

const LOOK: Record<ServiceState, { color: string; label: string; icon: typeof IconCircleCheck }> = {
  'not-started': { color: 'red', label: 'services.needsAction', icon: IconAlertTriangle },
  'in-progress': { color: 'blue', label: 'services.inProgress', icon: IconProgress },
  completed: { color: 'teal', label: 'services.completed', icon: IconCircleCheck },
};

/** Spec 01 §4: Needs Action / In Progress / Completed, in words and colour. */
export function ServiceStateBadge({ state }: { state: ServiceState }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const { color, label, icon: StateIcon } = LOOK[state];
  return (
    <Badge color={color} variant="light" leftSection={<StateIcon size={14} aria-hidden />} style={{ flexShrink: 0 }}>
      {t(label)}
    </Badge>
  );
}
