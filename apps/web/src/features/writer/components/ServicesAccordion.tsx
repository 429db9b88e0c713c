import type { TWriterService } from '@draftdesk/contract';
import { Accordion, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FollowUpStatus } from './FollowUpStatus.tsx';
import { ServiceModules } from './ServiceModules.tsx';
import { ServiceStateBadge } from './ServiceStateBadge.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The order's services, each expanding to its modules, with its state and follow-up state. */
export function ServicesAccordion({ orderId, services, readOnly }: { orderId: string; services: TWriterService[]; readOnly: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-services">
      <Title order={2} size="h4" id="order-services" mb="sm">
        {t('writer.order.services')}
      </Title>
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('writer.order.noServices')}
        </Text>
      ) : (
        <Accordion multiple defaultValue={services.map((s) => s._id)} variant="separated" radius="md">
          {services.map((service) => (
            <Accordion.Item key={service._id} value={service._id} data-testid={`service-${service._id}`}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
                  <Text fw={600}>{service.serviceName}</Text>
                  <ServiceStateBadge state={service.state} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <FollowUpStatus orderId={orderId} service={service} />
                  <ServiceModules orderId={orderId} service={service} readOnly={readOnly} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
