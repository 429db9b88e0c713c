import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { OrderViewGrid, OrderViewSkeleton } from '../../components/OrderViewGrid.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { useFlash } from '../../lib/flash.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { writerFromState } from '../reviewer/api.ts';
import { useWriterOrder } from './api.ts';
import { LazyDueDateModal } from './components/LazyDueDateModal.tsx';
import { OrderChatSlot } from './components/OrderChatSlot.tsx';
import { OrderFactsCard } from './components/OrderFactsCard.tsx';
import { OrderNotifications } from './components/OrderNotifications.tsx';
import { isOrderCompleted } from './order-completed.ts';
import { ServicesAccordion } from './components/ServicesAccordion.tsx';
import { useReadOnlyStaff } from './staff.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/**
 * /orders/view/:id for writers, reviewers and admins (spec 02 "Order detail"): product,
 * customer, the writer (reviewers), status, services with their modules and
 * states, and the customer chat unless disable_writer_customer_chat.
 */
export default function OrderViewPage() {
  const { t } = useTranslation(WRITER_NS);
  const { id = '' } = useParams();
  const location = useLocation();
  const reviewer = useReadOnlyStaff();
  // Admins talk with writers, not in the customer's chat (docs/decisions.md).
  const admin = useCurrentUser().role === 'admin';
  const site = useSite();
  const flash = useFlash();
  // Reviewers fetch with includeWriter unless the list passed the writer in navigation state.
  const stateWriter = reviewer ? writerFromState(location.state) : undefined;
  const query = useWriterOrder(id, reviewer && stateWriter === undefined);
  const [settingDate, setSettingDate] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const order = query.data?.order;
  const customerName = order ? `${order.customer.firstName} ${order.customer.lastName}`.trim() : '';
  const canSetDate = !reviewer && order !== undefined && !isOrderCompleted(order);
  // Spec 02 §6: reviewers have no notifications.
  const notifications = reviewer ? [] : (query.data?.sortedNotifications ?? []);
  return (
    <>
      <PageHeader title={order ? t('writer.order.title', { number: order.orderNumber }) : t('titles.orderDetail')} />
      <Stack gap="md">
        {flash.message && <TimedAlert message={flash.message} onClose={flash.clear} />}
        {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
        {query.isPending && <OrderViewSkeleton mainHeight={360} sideHeight={300} />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {order && (
          <OrderViewGrid
            side={
              <>
                <OrderFactsCard
                  order={order}
                  writer={reviewer ? (stateWriter ?? order.writerDetails) : undefined}
                  onSetDate={canSetDate ? () => setSettingDate(true) : undefined}
                />
                <OrderNotifications notifications={notifications} visibleFrom="md" />
              </>
            }
            main={
              <>
                <ServicesAccordion orderId={order._id} services={order.services} readOnly={reviewer} />
                {!site.website_settings.disable_writer_customer_chat && !admin && (
                  <OrderChatSlot orderId={order._id} customerName={customerName} readOnly={reviewer} />
                )}
                <OrderNotifications notifications={notifications} hiddenFrom="md" />
              </>
            }
          />
        )}
      </Stack>
      {canSetDate && (
        <LazyDueDateModal
          order={settingDate ? order : null}
          onClose={() => setSettingDate(false)}
          onSaved={(message) => setSuccess(translateText(t, message))}
        />
      )}
    </>
  );
}
