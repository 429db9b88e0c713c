import { paymentRouteFor, ZCustomerForm, type TSessionUser } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import { ApiError } from '../../lib/api.ts';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { CHECKOUT_NS, currentLanguage } from '../../lib/i18n.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { confirmCheckout, registerCustomer, usePackageInfo, usePaymentIntent, type IntentRequest } from './api.ts';
import {
  autologinTo,
  checkoutStage,
  customerFromQuery,
  isWidget,
  orderStartPath,
  postToWidgetParent,
  providerReturnUrl,
  rememberPendingCheckout,
  takePendingCheckout,
  widgetReturnUrl,
} from './checkout-flow.ts';
import { CouponBox, type AppliedCoupon } from './components/CouponBox.tsx';
import { CustomerDetailsFields, type CustomerFormInput, type CustomerFormOutput } from './components/CustomerDetailsFields.tsx';
import { FlutterwavePayButton } from './components/FlutterwavePayButton.tsx';
import { PackageSummary } from './components/PackageSummary.tsx';
import { ConfirmingPayment, RedirectingToOrder, WidgetThanks } from './components/PaidPanel.tsx';
import { PaymentPanel } from './components/PaymentPanel.tsx';
import { PriceLines } from './components/PriceLines.tsx';
import { REDIRECT_DELAY_MS, useTimedMessage, wait } from './timing.ts';
import { useOpenNewOrder } from './use-open-new-order.ts';

const CUSTOMER_FIELDS = ['firstName', 'lastName', 'email'] as const;

interface Registration {
  code: string;
  customerId: string;
  uniqueCustomerId: string;
}

/** The checkout itself: summary and coupon, the customer's details, the payment, and what follows it. */
export function CheckoutScreen({ customer }: { customer: TSessionUser | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const site = useSite();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openNewOrder = useOpenNewOrder();
  const widget = isWidget(params);
  const item = params.get('item') ?? '';
  const info = usePackageInfo({ item, critiqueId: params.get('critiqueId') ?? '', critiqueViewId: params.get('critiqueViewId') ?? '' });
  const pkg = info.data?.customerPackage;
  const route = pkg ? paymentRouteFor(pkg.currency) : null;

  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [paidOrder, setPaidOrder] = useState<string | null>(null);
  const [pageError, setPageError] = useTimedMessage();
  const [accountExists, setAccountExists] = useState(false);
  // The price is settled before paying (no coupon check running) and stays so while paying.
  const [couponChecking, setCouponChecking] = useState(false);
  const [paying, setPaying] = useState(false);
  // Read when paying, after `prepare` registered the visitor (state would be a render late).
  const registration = useRef<Registration | null>(null);

  const providerReturn = checkoutStage(params) === 'provider-return';
  const [confirmingReturn, setConfirmingReturn] = useState(providerReturn);

  const request: IntentRequest | null =
    pkg && route === 'card' && !paidOrder && !confirmingReturn
      ? { scope: 'public', body: { item, country: params.get('country') || undefined, couponCode: coupon?.code || undefined } }
      : null;
  const intent = usePaymentIntent(request, attempt);

  const form = useForm<CustomerFormInput, unknown, CustomerFormOutput>({
    resolver: zodResolver(ZCustomerForm),
    defaultValues: customerFromQuery(params),
  });

  const checkoutButtonClickId = params.get('checkoutClickId') || info.data?.checkoutClickId || undefined;

  /** After the payment: the order, in widget mode a message to the page around, else the order's first step. */
  async function finish(orderId: string, free: boolean) {
    setPaidOrder(orderId);
    const start = orderStartPath(orderId);
    if (widget) {
      if (free) postToWidgetParent({ event: 'redirect', url: `${window.location.origin}${start}`, orderId, item });
      else postToWidgetParent({ event: 'paid', orderId, item, redirectionUrl: params.get('redirectionUrl') ?? undefined });
      return;
    }
    if (customer) {
      await openNewOrder(orderId);
      return;
    }
    await wait(REDIRECT_DELAY_MS);
    const code = registration.current?.code;
    void navigate(code ? autologinTo(code, start) : start, { replace: true });
  }

  /** A visitor becomes a customer before paying: the intent is theirs, and a login code comes back. */
  async function prepare(): Promise<boolean> {
    if (customer) return true;
    const values = await new Promise<CustomerFormOutput | null>((resolve) => void form.handleSubmit(resolve, () => resolve(null))());
    if (!values) return false;
    setAccountExists(false);
    try {
      const answer = await registerCustomer({
        ...values,
        // Once registered, the same visitor (a retry after a decline) is recognised by the id they were given.
        uniqueCustomerId: registration.current?.uniqueCustomerId || values.uniqueCustomerId || undefined,
        intent: intent.data?.intent_id,
        item,
        couponCode: coupon?.code || undefined,
        // The new account's e-mails (welcome, receipt) speak the checkout's language.
        language: currentLanguage(),
      });
      registration.current = { code: answer.code, customerId: answer.customer._id, uniqueCustomerId: answer.customer.uniqueCustomerId };
      return true;
    } catch (err) {
      if (applyServerFieldErrors(err, form.setError, CUSTOMER_FIELDS)) return false;
      if (err instanceof ApiError && err.status === 409) {
        form.setError('email', { type: 'server', message: err.message }, { shouldFocus: true });
        setAccountExists(true);
        return false;
      }
      throw err;
    }
  }

  async function complete(intentId: string) {
    const paid = await confirmCheckout({ paymentIntent: intentId, item, checkoutButtonClickId, coupon: coupon?.code || undefined });
    await finish(paid._id, intent.data?.provider === 'none');
  }

  /** Where Stripe comes back: the server's widget URL in widget mode, else this checkout. */
  function returnUrl(): string {
    const userId = registration.current?.customerId ?? customer?._id ?? '';
    return widget && userId
      ? widgetReturnUrl(window.location.origin, site.client_id, userId, item)
      : providerReturnUrl(window.location.origin, pathname, params);
  }

  // Back from the provider's redirect (normal mode): confirm once, then carry on as after any payment.
  const confirmedReturn = useRef(false);
  useEffect(() => {
    if (!providerReturn || confirmedReturn.current) return;
    confirmedReturn.current = true;
    const paymentIntent = params.get('payment_intent') ?? '';
    const pending = takePendingCheckout(paymentIntent);
    if (pending?.code) registration.current = { code: pending.code, customerId: '', uniqueCustomerId: '' };
    void navigate(providerReturnUrl('', pathname, params), { replace: true });
    confirmCheckout({ paymentIntent, item, checkoutButtonClickId })
      .then((paid) => finish(paid._id, false))
      .catch((err: unknown) => {
        setPageError(errorText(t, err));
        setAttempt((n) => n + 1);
      })
      .finally(() => setConfirmingReturn(false));
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [providerReturn]);

  // The thanks or the redirect replaces a long form: show it from the top.
  useEffect(() => {
    if (paidOrder) window.scrollTo(0, 0);
  }, [paidOrder]);

  const widgetOrder = widget ? params.get('orderId') : null;
  const widgetError = widget ? params.get('paymentError') : null;
  // The code of a visitor who registered before the provider's redirect (the widget's return does not carry it).
  const [returnedCode] = useState(() => (widgetOrder ? (takePendingCheckout(null)?.code ?? null) : null));
  useEffect(() => {
    if (widgetError) setPageError(translateText(t, widgetError));
  }, [widgetError, setPageError, t]);

  if (widget && (paidOrder || widgetOrder)) {
    const orderId = paidOrder ?? widgetOrder ?? '';
    const code = registration.current?.code ?? returnedCode;
    const start = orderStartPath(orderId);
    return (
      <PublicPage size="sm" embedded>
        <WidgetThanks portalUrl={code ? autologinTo(code, start) : start} />
      </PublicPage>
    );
  }
  if (paidOrder || confirmingReturn) {
    return <PublicPage size="sm">{paidOrder ? <RedirectingToOrder /> : <ConfirmingPayment />}</PublicPage>;
  }

  // The server's amounts: the intent's, else (while a new one is made) the coupon check's.
  const current = intent.isPlaceholderData ? undefined : intent.data;
  const price = pkg?.packagePrice ?? 0;
  const discount = current?.discountAmount ?? coupon?.discountAmount ?? 0;
  const total = current?.amount ?? coupon?.total ?? price;

  return (
    <PublicPage embedded={widget}>
      <Title order={1} size="h2" mb="lg">
        {t('checkout.title')}
      </Title>
      {pageError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
          {pageError}
        </Alert>
      )}
      {info.isError && <ErrorAlert message={errorText(t, info.error)} onRetry={() => void info.refetch()} />}
      {info.isPending && <Skeleton h={360} radius="md" aria-label={t('checkout.loading')} />}
      {pkg && (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-summary-title">
              <Stack gap="md">
                <Text id="checkout-summary-title" fw={700} tt="uppercase" size="xs" c="dimmed">
                  {t('checkout.summary.title')}
                </Text>
                <PackageSummary pkg={pkg} />
                {route === 'card' && (
                  <CouponBox
                    packageId={pkg._id}
                    applied={coupon}
                    initialCode={params.get('coupon') ?? ''}
                    onApply={setCoupon}
                    onRemove={() => setCoupon(null)}
                    disabled={paying}
                    onVerifyingChange={setCouponChecking}
                  />
                )}
                <PriceLines price={price} discount={discount} total={total} currency={pkg.currency} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-details-title">
                <Title order={2} size="h4" id="checkout-details-title" mb="md">
                  {t('checkout.customer.title')}
                </Title>
                {customer ? (
                  <Stack gap={4}>
                    <Text fw={600}>
                      <IconUserCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
                      {t('checkout.customer.signedInAs', { name: `${customer.firstName} ${customer.lastName}`.trim() })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {customer.email}
                    </Text>
                  </Stack>
                ) : (
                  <CustomerDetailsFields form={form} accountExists={accountExists} disabled={false} />
                )}
              </Paper>
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-payment-title">
                <Title order={2} size="h4" id="checkout-payment-title" mb="md">
                  {t('checkout.pay.title')}
                </Title>
                {route === 'card' && (
                  <PaymentPanel
                    intent={intent.data}
                    intentPending={intent.isFetching || couponChecking}
                    intentError={intent.error}
                    onRetryIntent={() => void intent.refetch()}
                    onBusyChange={setPaying}
                    prepare={prepare}
                    complete={complete}
                    renew={() => setAttempt((n) => n + 1)}
                    returnUrl={returnUrl}
                    onBeforeRedirect={(intentId) => rememberPendingCheckout({ intentId, item, code: registration.current?.code ?? null })}
                  />
                )}
                {route === 'flutterwave' &&
                  (customer ? (
                    <FlutterwavePayButton
                      packageId={pkg._id}
                      companyName={site.companyName}
                      checkoutButtonClickId={checkoutButtonClickId}
                      onPaid={(orderId) => void finish(orderId, false)}
                    />
                  ) : (
                    // Flutterwave pays for signed-in customers: register, sign in, and come back here.
                    <FlutterwavePayButton
                      packageId={pkg._id}
                      companyName={site.companyName}
                      prepare={async () => {
                        if (await prepare()) void navigate(autologinTo(registration.current!.code, `${pathname}?${params.toString()}`));
                        return false;
                      }}
                      onPaid={() => undefined}
                    />
                  ))}
                {route === null && <ErrorAlert message={t('messages.paymentWrongMethod')} />}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </PublicPage>
  );
}
