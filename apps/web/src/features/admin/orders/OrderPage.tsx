import type { TAdminOrderPatch } from '@draftdesk/contract';
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { OrderViewGrid, OrderViewSkeleton } from '../../../components/OrderViewGrid.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { useAdminOrder, useUpdateAdminOrder } from './api.ts';
import { AssignModal } from './AssignModal.tsx';
import { ModuleDoneModal, type ModuleChoice } from './ModuleDoneModal.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderServices } from './OrderServices.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { WriteError } from './WriteError.tsx';

/**
 * /admin/orders/:id: everything the writer and the customer see of an order, its timeline, and the admin's
 * changes (writer, due date, hidden, a module done or not done). Each save sends back the `updatedAt` the page
 * loaded; a stale one is refused and offers a reload.
 */
export default function OrderPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id = '' } = useParams();
  const query = useAdminOrder(id);
  const update = useUpdateAdminOrder(id);
  const [success, setSuccess] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [marking, setMarking] = useState<ModuleChoice | null>(null);
  const data = query.data;
  const order = data?.order;

  const patch = (body: Omit<TAdminOrderPatch, 'updatedAt'>) => {
    if (!order) return;
    setSuccess(null);
    update.mutate({ ...body, updatedAt: order.updatedAt }, { onSuccess: (response) => setSuccess(translateText(t, response.message)) });
  };
  const reload = () => {
    update.reset();
    void query.refetch();
  };

  const back = (
    <Button component={Link} to="/admin/orders" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('admin.order.back')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={order ? t('admin.order.title', { number: order.orderNumber, name: order.package.packageName }) : t('titles.adminOrder')}
        actions={back}
      />
      {query.isPending && <OrderViewSkeleton mainHeight={420} sideHeight={360} />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {order && data && (
        <Stack gap="md">
          {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
          {update.isError && <WriteError error={update.error} onReload={reload} />}
          <OrderViewGrid
            side={
              <OrderFacts
                order={order}
                busy={update.isPending}
                onAssign={() => setAssigning(true)}
                onDueDate={(dueDate) => patch({ dueDate })}
                onHide={(hideOrder) => patch({ hideOrder })}
              />
            }
            main={
              <>
                <OrderServices services={order.services} onMark={setMarking} />
                <OrderTimeline timeline={data.timeline} />
              </>
            }
          />
          <AssignModal
            order={assigning ? { _id: order._id, orderNumber: order.orderNumber, writerId: order.writer_id, writerName: order.writerName } : null}
            writers={data.writers}
            onClose={() => setAssigning(false)}
            onAssigned={(message) => {
              setAssigning(false);
              setSuccess(message);
            }}
          />
          <ModuleDoneModal
            orderId={order._id}
            updatedAt={order.updatedAt}
            choice={marking}
            onClose={() => setMarking(null)}
            onSaved={(message) => {
              setMarking(null);
              setSuccess(translateText(t, message));
            }}
            onReload={reload}
          />
        </Stack>
      )}
    </>
  );
}
