import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { portalRole } from '../../lib/roles.ts';
import { PageLoader } from '../../components/LoadingScreen.tsx';
import { useSessionQuery } from '../../lib/session.ts';
import { PublicPage } from '../../components/PublicPage.tsx';
import { CHECKOUT_NS } from '../../lib/i18n.ts';
import { checkUser } from './api.ts';
import { checkoutStage, isWidget, postToWidgetParent, returningCustomerAutologin, returningCustomerQuery, verifiedCheckoutUrl } from './checkout-flow.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';

/**
 * Spec 03 §2: 'We are redirecting you to the Checkout Page.' A returning
 * customer (valid e-mail and uniqueCustomerId in the link) is signed in
 * first; everyone then comes back with verified=true.
 */
function CheckoutInterstitial({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const returning = signedIn ? null : returningCustomerQuery(params);
      if (returning) {
        try {
          const { code } = await checkUser(returning);
          if (!cancelled) void navigate(returningCustomerAutologin(pathname, params, code), { replace: true });
          return;
        } catch {
          // 404: not a customer of this site yet; the checkout registers them.
        }
      }
      if (!cancelled) void navigate(verifiedCheckoutUrl(pathname, params), { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, params, pathname, signedIn]);

  return (
    <PublicPage size="sm" embedded={isWidget(params)}>
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text>{t('checkout.redirecting')}</Text>
        </Stack>
      </Center>
    </PublicPage>
  );
}

/**
 * /checkout and /jb-checkout (specs 01 and 03): the package, the customer's
 * details, a coupon and the payment. Open to visitors and customers alike.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  // A public route: the guard does not look the session up, the checkout does.
  const session = useSessionQuery(true, { visitorsSkip: true });
  const stage = checkoutStage(params);
  const customer = session.data && portalRole(session.data.user.role) === 'user' ? session.data.user : null;

  const paymentError = params.get('paymentError');
  useEffect(() => {
    if (stage === 'widget-result' && paymentError) postToWidgetParent({ event: 'error', message: paymentError, item: params.get('item') ?? '' });
  }, [stage, paymentError, params]);

  if (session.isPending) {
    return (
      <PublicPage embedded={isWidget(params)}>
        <PageLoader />
      </PublicPage>
    );
  }
  if (stage === 'no-item') return <Navigate to={customer ? '/orders/new' : '/'} replace />;
  if (stage === 'interstitial') return <CheckoutInterstitial signedIn={!!customer} />;
  return <CheckoutScreen customer={customer} />;
}
