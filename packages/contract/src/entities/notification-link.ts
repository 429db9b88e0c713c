/**
 * Where a notification entry leads: 'invoices' to /invoices; 'chat' (a writer's
 * chat with the admins) to /chat; 'chat:{writerId}' (an admin's chat with that
 * writer) to /chat?userId={writerId}; otherwise the order. Apart from the schemas:
 * the web app's top bar imports it without loading zod.
 */
export function notificationLink(n: { order_id: string }): string {
  if (n.order_id === 'invoices') return '/invoices';
  if (n.order_id === 'chat') return '/chat';
  if (n.order_id.startsWith('chat:')) return `/chat?userId=${encodeURIComponent(n.order_id.slice(5))}`;
  return `/orders/view/${n.order_id}`;
}
