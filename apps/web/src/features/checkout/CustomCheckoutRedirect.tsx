import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useSessionQuery } from '../../lib/session.ts';
import { errorText } from '../../lib/messages.ts';
import { queryKeys } from '../../lib/query.ts';
import { customCheckoutLink } from './api.ts';
import { customCheckoutQuery } from './checkout-flow.ts';

/**
 * Spec 03 "Route guards": with a custom checkout URL, /checkout leaves for the
 * site's external checkout, its link built by GET /checkout/custom-link from
 * the query and the signed-in customer.
 */
export default function CustomCheckoutRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSessionQuery(true, { visitorsSkip: true });
  const user = session.data?.user ?? null;
  const query = session.isPending ? null : customCheckoutQuery(new URLSearchParams(location.search), user);
  const link = useQuery({
    queryKey: queryKeys.customCheckoutLink(JSON.stringify(query)),
    queryFn: () => customCheckoutLink(query!),
    enabled: query !== null,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (link.data?.link) window.location.replace(link.data.link);
  }, [link.data]);

  if (link.isError) return <ErrorScreen message={errorText(t, link.error)} onRetry={() => void link.refetch()} />;
  return <LoadingScreen />;
}
