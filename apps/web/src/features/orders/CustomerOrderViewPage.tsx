import { isCardProviderCurrency, modulePath, openingChecks, type TCustomerOrderResponse } from '@draftdesk/contract';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { OrderViewGrid, OrderViewSkeleton } from '../../components/OrderViewGrid.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { CHECKOUT_NS, CUSTOMER_NS, i18n } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useCustomerOrder, useRefreshOrders, useSetNoShow } from './api.ts';
import { useFlash } from '../../lib/flash.ts';
import { OrderChatSlot } from './components/OrderChatSlot.tsx';
import { OrderDownloadables } from './components/OrderDownloadables.tsx';
import { OrderServices } from './components/OrderServices.tsx';
import { OrderSummaryCard } from './components/OrderSummaryCard.tsx';
import { SurveyLinkCard } from './components/SurveyLinkCard.tsx';
import { TipCard } from './components/TipCard.tsx';

// The tip's payment form and texts load when the customer opens it.
const TipModal = lazy(async () => {
  const [module] = await Promise.all([import('./components/TipModal.tsx'), i18n.loadNamespaces(CHECKOUT_NS)]);
  return module;
});

// Check 3's dialog (Modal, its scroll lock and focus trap) loads when it first opens: most visits never show it.
const OrderCompletedModal = lazy(() => import('./components/OrderCompletedModal.tsx').then((m) => ({ default: m.OrderCompletedModal })));

/** Orders whose first module this page already opened once (check 4 must not trap the customer). */
const firstModuleOpened = new Set<string>();

function firstModulePathOf({ order }: TCustomerOrderResponse): string | null {
  const service = order.package.packageServices.find((s) => s.serviceModules.length > 0);
  return service ? modulePath(order._id, service._id, service.serviceModules[0].id) : null;
}

/** /orders/view/:id for customers (spec 01 §2, §4): services and modules, writer, due date, downloads, survey, chat. */
export default function CustomerOrderViewPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { id = '' } = useParams();
  const site = useSite();
  const flags = site.website_settings;
  const navigate = useNavigate();
  const location = useLocation();
  const flash = useFlash();
  const query = useCustomerOrder(id);
  const noShow = useSetNoShow(id);
  const [completedDismissed, setCompletedDismissed] = useState(false);
  const [tipOpened, setTipOpened] = useState(false);
  const refresh = useRefreshOrders();

  const data = query.data;
  // The checks below read the order as it arrives; the page shows it from a deferred copy, so that its arrival
  // renders the page in slices (a transition) rather than in one task that blocks input.
  const order = useDeferredValue(data)?.order;
  const currency = data ? data.clientCurrencyType || data.order.package.currency : '';
  // The checks read the order as the server has it now, not a cached copy from before a step (contract, answers).
  const tipsOffered = isCardProviderCurrency(currency) && !flags.hide_tip;
  const check = data && !query.isFetching ? openingChecks(data.order, tipsOffered) : null;
  const firstModule = data ? firstModulePathOf(data) : null;
  const completedOpened = check === 'order-completed' && !completedDismissed;
  // Mounted from its first opening on, so that it closes with its transition.
  const [completedMounted, setCompletedMounted] = useState(false);
  if (completedOpened && !completedMounted) setCompletedMounted(true);

  // Check 4: nothing done yet -> open the first module's page, once per visit of the order.
  useEffect(() => {
    if (check !== 'open-first-module' || !firstModule || firstModuleOpened.has(id)) return;
    firstModuleOpened.add(id);
    void navigate(firstModule);
  }, [check, firstModule, id, navigate]);

  if (check === 'initial-question') return <Navigate to={`/order/${id}/initial-question`} replace />;
  if (check === 'contract') return <Navigate to={`/contract/fill/${id}`} replace state={location.state as unknown} />;

  return (
    <>
      <PageHeader
        title={order ? t('orders.viewTitle', { number: order.orderNumber }) : t('titles.orderDetail')}
        actions={
          <Button component={Link} to="/orders/list" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('orders.backToOrders')}
          </Button>
        }
      />
      {flash.message && <TimedAlert message={flash.message} onClose={flash.clear} mb="md" />}
      {!order && !query.isError && <OrderViewSkeleton mainHeight={320} sideHeight={260} />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {order && (
        <OrderViewGrid
          side={
            <>
              <OrderSummaryCard order={order} hidePrice={flags.hide_customer_price} />
              {tipsOffered && order.statusPercentage >= 100 && (
                <TipCard tipped={order.tipByCustomer} currency={order.invoiceCurrency || order.package.currency} onLeaveTip={() => setTipOpened(true)} />
              )}
              <SurveyLinkCard order={order} />
              <OrderDownloadables downloadables={order.package.packageDownloadables} />
            </>
          }
          main={
            <>
              <OrderServices order={order} />
              <OrderChatSlot order={order} disabled={flags.disable_writer_customer_chat} />
            </>
          }
        />
      )}
      {order && completedMounted && (
        <Suspense fallback={null}>
          <OrderCompletedModal
            opened={completedOpened}
            writerName={order.writerName}
            noThanksPending={noShow.isPending}
            error={noShow.isError ? errorText(t, noShow.error) : undefined}
            onClose={() => setCompletedDismissed(true)}
            onLeaveTip={() => {
              setCompletedDismissed(true);
              setTipOpened(true);
            }}
            onNoThanks={() => noShow.mutate({ noShowCheck: true, clientId: order.client_id }, { onSuccess: () => setCompletedDismissed(true) })}
          />
        </Suspense>
      )}
      {order && tipOpened && (
        <Suspense fallback={null}>
          <TipModal
            opened
            orderId={order._id}
            price={order.invoicePrice}
            currency={order.invoiceCurrency || order.package.currency}
            writerName={order.writerName}
            onClose={() => setTipOpened(false)}
            onTipped={() => {
              setTipOpened(false);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
