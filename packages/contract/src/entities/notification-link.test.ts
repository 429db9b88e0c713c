import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PREFIX, BOARD_PREFIX, notificationLink } from './notification-link.ts';

describe('notificationLink', () => {
  it("leads an admin's order notification to the admin's order page, and others where they were", () => {
    expect(notificationLink({ order_id: `${ADMIN_ORDER_PREFIX}abc123` })).toBe('/admin/orders/abc123');
    expect(notificationLink({ order_id: 'abc123' })).toBe('/orders/view/abc123');
    expect(notificationLink({ order_id: 'invoices' })).toBe('/invoices');
    expect(notificationLink({ order_id: 'chat' })).toBe('/chat');
    expect(notificationLink({ order_id: 'chat:w1' })).toBe('/chat?userId=w1');
    expect(notificationLink({ order_id: `${BOARD_PREFIX}b1` })).toBe('/board/b1');
  });
});
