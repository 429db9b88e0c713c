import { firstOpenServiceId, serviceState, type TCustomerOrder } from '@draftdesk/contract';
import { Accordion, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { ServiceModuleRow } from './ServiceModuleRow.tsx';
import { ServiceStateBadge } from './ServiceStateBadge.tsx';

/** Spec 01 §4: the order's services with their modules; the first one not completed is open. */
export function OrderServices({ order }: { order: TCustomerOrder }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const services = order.package.packageServices;
  // Spec 01 §4: the first service not completed is open; when all are, the first (its finals are there).
  const open = firstOpenServiceId(order.package, order.completed_tasks) ?? services[0]?._id ?? null;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="services-title">
      <Title order={2} size="h4" p="md" pb="xs" id="services-title">
        {t('services.title')}
      </Title>
      {services.length === 0 ? (
        <Text c="dimmed" px="md" pb="md">
          {t('services.none')}
        </Text>
      ) : (
        <Accordion multiple defaultValue={open ? [open] : []} variant="default" chevronPosition="right">
          {services.map((service) => (
            <Accordion.Item key={service._id} value={service._id} data-testid={`service-${service._id}`}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
                  <Text fw={600}>{service.serviceName}</Text>
                  <ServiceStateBadge state={serviceState(service, order.completed_tasks, order.revisionData)} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {service.serviceModules.map((module, index) => (
                  <Fragment key={module.id}>
                    {index > 0 && <Divider />}
                    <ServiceModuleRow order={order} serviceId={service._id} module={module} />
                  </Fragment>
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
