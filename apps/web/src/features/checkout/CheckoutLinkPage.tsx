import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import { ApiError } from '../../lib/api.ts';
import { CHECKOUT_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { useCheckoutLink } from './api.ts';

/**
 * /package/:packageId/checkout/:critiqueId (spec 03 §2): the review's buy
 * button. Resolves the checkout link, then leaves: to the site's external
 * checkout when it has one, else to its own /checkout.
 */
export default function CheckoutLinkPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { packageId = '', critiqueId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useCheckoutLink(packageId, critiqueId, params.get('critiqueViewId') ?? '');
  const data = link.data?.data;

  useEffect(() => {
    if (!data) return;
    if (data.isCustomCheckout) window.location.replace(data.checkoutUrl);
    else void navigate(data.link, { replace: true });
  }, [data, navigate]);

  return (
    <PublicPage size="sm">
      {link.isError ? (
        <ErrorAlert
          title={t('checkout.link.failed')}
          message={errorText(t, link.error)}
          // A missing package stays missing; a timeout or server error may not.
          onRetry={link.error instanceof ApiError && link.error.status >= 400 && link.error.status < 500 ? undefined : () => void link.refetch()}
        />
      ) : (
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text c="dimmed">{t('checkout.redirecting')}</Text>
          </Stack>
        </Center>
      )}
    </PublicPage>
  );
}
