/** The notification's order_id for an admin's notification about an order (e.g. no writer fits it). */
export const ADMIN_ORDER_PREFIX = 'admin-order:';

/**
 * Where a notification entry leads: 'invoices' to /invoices; 'chat' (a writer's
 * chat with the admins) to /chat; 'chat:{writerId}' (an admin's chat with that
 * writer) to /chat?userId={writerId}; 'admin-order:{orderId}' (an admin's) to the
 * admin's order page /admin/orders/{orderId}; otherwise the order. Apart from the
 * schemas: the web app's top bar imports it without loading zod.
 */
export function notificationLink(n: { order_id: string }): string {
  if (n.order_id === 'invoices') return '/invoices';
  if (n.order_id === 'chat') return '/chat';
  if (n.order_id.startsWith('chat:')) return `/chat?userId=${encodeURIComponent(n.order_id.slice(5))}`;
  if (n.order_id.startsWith(ADMIN_ORDER_PREFIX)) return `/admin/orders/${encodeURIComponent(n.order_id.slice(ADMIN_ORDER_PREFIX.length))}`;
  return `/orders/view/${n.order_id}`;
}
