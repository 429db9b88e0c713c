import { ADMIN_ORDER_PREFIX } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { notify, type NotifySender } from '../notifications/service.ts';
import { usersRepo } from '../users/repo.ts';

/**
 * Issue 12 item 5: an order no writer fits waits in the Unassigned queue (the admin's dashboard and the
 * All orders filter), and every active admin of the site is told at once, in the order's transaction: the
 * bell links to the admin's order page, where they assign it. No e-mail: the assignment notifications send none.
 */
export async function notifyAdminsUnassigned(tx: Db, siteId: string, orderId: string, sender: NotifySender): Promise<void> {
  for (const adminId of await usersRepo(tx).activeAdminIds(siteId)) {
    await notify(tx, { siteId, userId: adminId, orderId: `${ADMIN_ORDER_PREFIX}${orderId}`, action: 'no_writer_fits', sender });
  }
}
