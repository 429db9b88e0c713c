/** The notification's order_id for an admin's notification about an order (e.g. no writer fits it). */
export const ADMIN_ORDER_PREFIX = 'admin-order:';
/** The notification's order_id for a notification about a writer's board (a card due within 24 hours). */
export const BOARD_PREFIX = 'board:';

/**
 * Where a notification entry leads: 'invoices' to /invoices; 'chat' (a writer's
 * chat with the admins) to /chat; 'chat:{writerId}' (an admin's chat with that
 * writer) to /chat?userId={writerId}; 'admin-order:{orderId}' (an admin's) to the
 * admin's order page /admin/orders/{orderId}; 'board:{boardId}' (a writer's) to
 * the board /board/{boardId}; otherwise the order. Apart from the
 * schemas: the web app's top bar imports it without loading zod.
 */
export function notificationLink(n: { order_id: string }): string {
  if (n.order_id === 'invoices') return '/invoices';
  if (n.order_id === 'chat') return '/chat';
  if (n.order_id.startsWith('chat:')) return `/chat?userId=${encodeURIComponent(n.order_id.slice(5))}`;
  if (n.order_id.startsWith(ADMIN_ORDER_PREFIX)) return `/admin/orders/${encodeURIComponent(n.order_id.slice(ADMIN_ORDER_PREFIX.length))}`;
  if (n.order_id.startsWith(BOARD_PREFIX)) return `/board/${encodeURIComponent(n.order_id.slice(BOARD_PREFIX.length))}`;
  return `/orders/view/${n.order_id}`;
}
