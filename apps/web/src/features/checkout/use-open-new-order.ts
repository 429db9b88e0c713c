import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';
import { orderStartPath } from './checkout-flow.ts';
import { REDIRECT_DELAY_MS, wait } from './timing.ts';

/**
 * A signed-in customer's new order: after the 500 ms pause, the session and
 * the order lists are read again (the guards count orders and check the
 * pending purchase), then the order's initial question opens.
 */
export function useOpenNewOrder() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (orderId: string) => {
    await wait(REDIRECT_DELAY_MS);
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.session }), client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX })]);
    void navigate(orderStartPath(orderId), { replace: true });
  };
}
