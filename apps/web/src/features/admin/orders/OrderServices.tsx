import type { TWriterService } from '@draftdesk/contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import type { ModuleChoice } from './ModuleDoneModal.tsx';

const STATE_COLOR = { 'not-started': 'red', 'in-progress': 'blue', completed: 'teal' } as const;

/** The package's services with their modules, done or not; an admin marks a module either way (with a reason). */
export function OrderServices({ services, onMark }: { services: TWriterService[]; onMark: (choice: ModuleChoice) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-services">
      <Title order={2} size="h4" id="order-services" mb="sm">
        {t('admin.order.services')}
      </Title>
      <Stack gap="lg">
        {services.map((service) => (
          <Stack key={service._id} gap={4} data-testid="admin-order-service">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Title order={3} size="h5">
                {service.serviceName}
              </Title>
              <Badge color={STATE_COLOR[service.state]} variant="light">
                {t(`admin.order.state.${service.state}`)}
              </Badge>
            </Group>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {service.serviceModules.map((module) => (
                <Group
                  component="li"
                  key={module.id}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="admin-order-module"
                  data-done={module.done}
                >
                  <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                    <ThemeIcon variant="light" radius="xl" color={module.done ? 'teal' : 'gray'} aria-hidden>
                      {module.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {module.title}
                      </Text>
                      <Text size="xs" c={module.done ? 'teal.9' : 'dimmed'}>
                        {t(module.done ? 'admin.order.moduleDone' : 'admin.order.moduleNotDone')}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    size="compact-sm"
                    variant={module.done ? 'subtle' : 'light'}
                    onClick={() =>
                      onMark({ serviceId: service._id, serviceName: service.serviceName, taskId: module.id, title: module.title, done: !module.done })
                    }
                    aria-label={t(module.done ? 'admin.order.markUndoneN' : 'admin.order.markDoneN', { module: module.title, service: service.serviceName })}
                  >
                    {t(module.done ? 'admin.order.markUndone' : 'admin.order.markDone')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
