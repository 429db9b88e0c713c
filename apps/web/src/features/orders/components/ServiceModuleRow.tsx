import type { TCustomerOrder, TServiceModule } from '@draftdesk/contract';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { moduleAction } from '../module-actions.ts';
import { LinkedinDownload } from './LinkedinDownload.tsx';
import { BRAND } from '../../../lib/theme.ts';

const STATUS_LOOK = {
  done: { icon: IconCircleCheck, color: 'teal', label: 'modules.status.done' },
  todo: { icon: IconCircleDashed, color: BRAND, label: 'modules.status.todo' },
  waiting: { icon: IconHourglass, color: 'gray', label: 'modules.status.waiting' },
} as const;

/** One module (task) of a service: done or not, and the page it opens. */
export function ServiceModuleRow({ order, serviceId, module }: { order: TCustomerOrder; serviceId: string; module: TServiceModule }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const action = moduleAction(order, serviceId, module.id);
  const look = STATUS_LOOK[action.status];
  const buttonLabel = t(action.label);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs" data-testid={`module-${module.id}`} data-status={action.status}>
      <Group wrap="nowrap" gap="sm" miw={0} align="flex-start">
        <ThemeIcon variant="light" color={look.color} radius="xl" size={30} aria-hidden>
          <look.icon size={18} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text fw={500}>{module.title}</Text>
          <Text size="xs" c={action.status === 'done' ? 'teal.8' : 'dimmed'}>
            {t(look.label)}
            {action.hint ? ` · ${t(action.hint)}` : ''}
          </Text>
        </Stack>
      </Group>
      {action.linkedin ? (
        <LinkedinDownload orderId={order._id} label={buttonLabel} />
      ) : action.to ? (
        <Button
          component={Link}
          to={action.to}
          size="xs"
          variant={action.status === 'todo' ? 'filled' : 'light'}
          style={{ flexShrink: 0 }}
          aria-label={`${buttonLabel}: ${module.title}`}
        >
          {buttonLabel}
        </Button>
      ) : null}
    </Group>
  );
}
