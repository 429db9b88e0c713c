import { postLoginDestination, type TOrderStatusOnly } from '@draftdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { errorText } from '../lib/messages.ts';
import { queryKeys } from '../lib/query.ts';
import { portalRole } from '../lib/roles.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { PageLoader } from '../components/LoadingScreen.tsx';
import { useCurrentUser } from '../lib/session.ts';

export function useCustomerOrderStatuses(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customerOrdersStatus,
    queryFn: ({ signal }) => api.get<{ orders: TOrderStatusOnly[] }>('/api/customer/orders', { query: { include: 'statusOnly' }, signal }),
    enabled,
  });
}

/** "/": customers go where their orders say (spec 01 §2), staff to their home (an admin to the Reports page). */
export default function HomeRedirectPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = portalRole(user.role);
  const orders = useCustomerOrderStatuses(role === 'user');

  if (role !== 'user') return <Navigate to={postLoginDestination(user, [])} replace />;
  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <ErrorAlert message={errorText(t, orders.error)} onRetry={() => void orders.refetch()} />;
  const visible = (orders.data?.orders ?? []).filter((order) => !order.hideOrder);
  return <Navigate to={postLoginDestination(user, visible)} replace />;
}
