import '@mantine/dates/styles.layer.css';
import type { TAdminOrder } from '@draftdesk/contract';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../lib/confirm.ts';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS, currentLanguage } from '../../../lib/i18n.ts';
import { Fact } from '../../writer/components/Fact.tsx';
import { dueDayOf, todayDay } from '../../writer/dates.ts';

interface OrderFactsProps {
  order: TAdminOrder;
  busy: boolean;
  onAssign: () => void;
  onDueDate: (day: string | null) => void;
  onHide: (hide: boolean) => void;
}

/** Who and when: the customer, the writer (assign or reassign), progress, dates, and whether the customer sees the order. */
export function OrderFacts({ order, busy, onAssign, onDueDate, onHide }: OrderFactsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const dueDay = dueDayOf(order.dueDate);
  const today = todayDay();

  const confirmHide = (hide: boolean) =>
    openConfirm({
      title: t(hide ? 'admin.order.hideTitle' : 'admin.order.unhideTitle', { number: order.orderNumber }),
      children: <Text size="sm">{t(hide ? 'admin.order.hideText' : 'admin.order.unhideText')}</Text>,
      labels: { confirm: t(hide ? 'admin.order.hide' : 'admin.order.unhide'), cancel: t('common.cancel') },
      confirmProps: { color: hide ? 'red' : undefined },
      closeButtonProps: { 'aria-label': t('common.close') },
      centered: true,
      onConfirm: () => onHide(hide),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-facts">
      <Title order={2} size="h4" id="order-facts" mb="sm">
        {t('admin.order.details')}
      </Title>
      <Stack gap="md">
        <Stack gap="md" component="dl" m={0}>
          <Fact label={t('admin.order.customer')}>
            <Text size="sm">{order.customerName}</Text>
            <Anchor href={`mailto:${order.customer.email}`} size="sm">
              {order.customer.email}
            </Anchor>
          </Fact>
          <Fact label={t('admin.order.writer')}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              {order.writerName ? (
                <Text size="sm" data-testid="order-writer-name">
                  {order.writerName}
                </Text>
              ) : (
                <Badge color="orange" variant="light">
                  {t('admin.orders.unassigned')}
                </Badge>
              )}
              <Button size="compact-sm" variant={order.writerName ? 'default' : 'filled'} onClick={onAssign}>
                {t(order.writerName ? 'admin.orders.reassign' : 'admin.orders.assign')}
              </Button>
            </Group>
          </Fact>
          <Fact label={t('admin.order.progress')}>
            <Group gap="sm" wrap="nowrap">
              <Progress value={order.statusPercentage} style={{ flex: 1 }} aria-label={t('admin.order.progress')} />
              <Text size="sm" data-testid="order-progress">
                {order.statusPercentage} %
              </Text>
            </Group>
          </Fact>
          <Fact label={t('admin.order.ordered')}>{dateOf(order.createdAt)}</Fact>
        </Stack>
        <DatePickerInput
          label={t('admin.order.dueDate')}
          placeholder={t('admin.order.noDueDate')}
          value={dueDay}
          onChange={(day) => onDueDate(day)}
          minDate={dueDay && dueDay < today ? dueDay : today}
          clearable
          clearButtonProps={{ 'aria-label': t('admin.order.clearDueDate') }}
          disabled={busy}
          locale={currentLanguage()}
          valueFormat="ll"
          nextLabel={t('admin.order.nextMonth')}
          previousLabel={t('admin.order.previousMonth')}
          popoverProps={{ withinPortal: true }}
          data-testid="due-date-input"
        />
        <Switch
          label={t('admin.order.hidden')}
          description={t(order.hideOrder ? 'admin.order.hiddenOn' : 'admin.order.hiddenOff')}
          checked={order.hideOrder}
          disabled={busy}
          onChange={(event) => confirmHide(event.currentTarget.checked)}
          data-testid="hide-switch"
        />
      </Stack>
    </Paper>
  );
}
