import type { TWriterService } from '@draftdesk/contract';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

const LOOK = {
  'not-started': { color: 'red', label: 'writer.state.needsAction', icon: IconAlertTriangle },
  'in-progress': { color: 'blue', label: 'writer.state.inProgress', icon: IconProgress },
  completed: { color: 'teal', label: 'writer.state.completed', icon: IconCircleCheck },
} as const;

/** Spec 02 "Order detail": Needs Action (not started), in progress or completed. */
export function ServiceStateBadge({ state }: { state: TWriterService['state'] }) {
  const { t } = useTranslation(WRITER_NS);
  const { color, label, icon: StateIcon } = LOOK[state];
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<StateIcon size={12} aria-hidden />}
      data-testid="service-state"
      data-state={state}
      style={{ flexShrink: 0 }}
    >
      {t(label)}
    </Badge>
  );
}
