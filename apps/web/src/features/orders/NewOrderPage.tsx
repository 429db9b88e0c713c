import { paymentRouteFor, ZNewOrderRequest, type TCheckoutPackage } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CHECKOUT_NS } from '../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { formatPrice } from '../../lib/money.ts';
import { usePaymentIntent } from '../checkout/api.ts';
import { byPriceHighestFirst, rememberPendingCheckout, takePendingCheckout } from '../checkout/checkout-flow.ts';
import { CouponBox, type AppliedCoupon } from '../checkout/components/CouponBox.tsx';
import { CustomCheckoutButton } from '../checkout/components/CustomCheckoutButton.tsx';
import { FlutterwavePayButton } from '../checkout/components/FlutterwavePayButton.tsx';
import { PackageDescription } from '../checkout/components/PackageDescription.tsx';
import { RedirectingToOrder } from '../checkout/components/PaidPanel.tsx';
import { PaymentPanel } from '../checkout/components/PaymentPanel.tsx';
import { PriceLines } from '../checkout/components/PriceLines.tsx';
import { useTimedMessage } from '../checkout/timing.ts';
import { useOpenNewOrder } from '../checkout/use-open-new-order.ts';
import { createOrder, usePurchasablePackages } from './api.ts';
import { BRAND } from '../../lib/theme.ts';

const ZProductChoice = ZNewOrderRequest.pick({ package_subscribed: true });
type ProductChoice = z.input<typeof ZProductChoice>;

function ProductCard({ pkg }: { pkg: TCheckoutPackage }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Radio.Card value={pkg._id} radius="md" p="md" data-testid="product-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={3} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={700}>{pkg.packageName}</Text>
            <Text fw={700} c={`${BRAND}.7`} style={{ flexShrink: 0 }}>
              {formatPrice(pkg.packagePrice, pkg.currency)}
            </Text>
          </Group>
          {pkg.packageServices.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('checkout.newOrder.services', { services: pkg.packageServices.map((s) => s.serviceName).join(' · ') })}
            </Text>
          )}
          <PackageDescription html={pkg.packageDescriptionHTML} text={pkg.packageDescription} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * /orders/new (spec 01 §2, §5): the signed-in customer picks a product
 * (highest price first), may apply a coupon, pays, and the new order opens
 * at its initial question.
 */
export default function NewOrderPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const site = useSite();
  const user = useCurrentUser();
  const packages = usePurchasablePackages();
  const openNewOrder = useOpenNewOrder();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<ProductChoice, unknown, z.output<typeof ZProductChoice>>({
    resolver: zodResolver(ZProductChoice),
    defaultValues: { package_subscribed: '' },
  });
  const selectedId = form.watch('package_subscribed');
  // The price is settled before paying (no coupon check running) and stays so while paying.
  const [couponChecking, setCouponChecking] = useState(false);
  const [paying, setPaying] = useState(false);
  const list = byPriceHighestFirst(packages.data?.packages ?? []);
  const selected = list.find((p) => p._id === selectedId);
  const currency = selected?.currency ?? packages.data?.clientCurrencyType ?? '';
  const route = currency ? paymentRouteFor(currency) : null;
  const customCheckout = site.customCheckout.url.trim() !== '';

  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [paidOrder, setPaidOrder] = useState<string | null>(null);
  const [returnError, setReturnError] = useTimedMessage();
  const intent = usePaymentIntent(
    selected && route === 'card' && !customCheckout && !paidOrder
      ? { scope: 'customer', body: { item: selected._id, couponCode: coupon?.code || undefined } }
      : null,
    attempt,
  );

  const prepare = () => form.trigger('package_subscribed', { shouldFocus: true });

  async function finish(orderId: string) {
    setPaidOrder(orderId);
    await openNewOrder(orderId);
  }

  // Back from the card provider's redirect (Affirm): the order for the package chosen before leaving.
  const returned = useRef(false);
  useEffect(() => {
    const paymentIntent = params.get('payment_intent');
    if (!paymentIntent || returned.current) return;
    returned.current = true;
    const pending = takePendingCheckout(paymentIntent);
    void navigate('/orders/new', { replace: true });
    if (!pending) return;
    createOrder({ payment: paymentIntent, package_subscribed: pending.item })
      .then((answer) => finish(answer.order_id))
      .catch((err: unknown) => setReturnError(errorText(t, err)));
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  if (paidOrder) return <RedirectingToOrder />;

  const current = intent.isPlaceholderData ? undefined : intent.data;
  const price = selected?.packagePrice ?? 0;

  return (
    <>
      <PageHeader title={t('titles.newOrder')} />
      {returnError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
          {returnError}
        </Alert>
      )}
      {packages.isPending && <Skeleton h={320} radius="md" role="status" aria-label={t('checkout.loading')} />}
      {packages.isError && <ErrorAlert message={errorText(t, packages.error)} onRetry={() => void packages.refetch()} />}
      {packages.data && list.length === 0 && <EmptyState message={t('checkout.newOrder.noProducts')} />}
      {list.length > 0 && (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-order-products">
              <Controller
                control={form.control}
                name="package_subscribed"
                render={({ field, fieldState }) => (
                  <Radio.Group
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.clearErrors('package_subscribed');
                      setCoupon(null);
                    }}
                    label={
                      <Title order={2} size="h4" id="new-order-products" component="span">
                        {t('checkout.newOrder.choose')}
                      </Title>
                    }
                    description={t('checkout.newOrder.chooseHint')}
                    error={fieldErrorText(t, fieldState.error)}
                    errorProps={{ role: 'alert' }}
                    withAsterisk
                  >
                    <Stack gap="sm" mt="md" ref={field.ref} tabIndex={-1}>
                      {list.map((pkg) => (
                        <ProductCard key={pkg._id} pkg={pkg} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-order-summary">
              <Stack gap="md">
                <Title order={2} size="h4" id="new-order-summary">
                  {t('checkout.summary.title')}
                </Title>
                {selected ? (
                  <Text fw={600}>{selected.packageName}</Text>
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('checkout.newOrder.nothingChosen')}
                  </Text>
                )}
                {selected && route === 'card' && !customCheckout && (
                  <CouponBox
                    key={selected._id}
                    packageId={selected._id}
                    applied={coupon}
                    onApply={setCoupon}
                    onRemove={() => setCoupon(null)}
                    disabled={paying}
                    onVerifyingChange={setCouponChecking}
                  />
                )}
                {selected && (
                  <PriceLines
                    price={price}
                    discount={current?.discountAmount ?? coupon?.discountAmount ?? 0}
                    total={current?.amount ?? coupon?.total ?? price}
                    currency={selected.currency}
                  />
                )}
                {customCheckout ? (
                  <CustomCheckoutButton productId={selected?._id ?? ''} user={user} prepare={prepare} />
                ) : route === 'flutterwave' ? (
                  <FlutterwavePayButton
                    packageId={selected?._id ?? ''}
                    companyName={site.companyName}
                    prepare={prepare}
                    onPaid={(orderId) => void finish(orderId)}
                  />
                ) : route === 'card' ? (
                  <PaymentPanel
                    intent={intent.data}
                    intentPending={intent.isFetching || couponChecking}
                    intentError={intent.error}
                    onRetryIntent={() => void intent.refetch()}
                    onBusyChange={setPaying}
                    prepare={prepare}
                    complete={async (payment) => {
                      const answer = await createOrder({ payment, package_subscribed: selectedId });
                      await finish(answer.order_id);
                    }}
                    renew={() => setAttempt((n) => n + 1)}
                    returnUrl={() => `${window.location.origin}/orders/new`}
                    onBeforeRedirect={(intentId) => rememberPendingCheckout({ intentId, item: selectedId, code: null })}
                  />
                ) : (
                  <ErrorAlert message={t('messages.paymentWrongMethod')} />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
