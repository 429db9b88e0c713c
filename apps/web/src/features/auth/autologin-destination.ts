import type { TSessionUser } from '@draftdesk/contract';
import { safeLocalPath } from '../../lib/file-url.ts';

/**
 * Spec 03/02: a pending purchase goes to checkout (with the critique and customer
 * ids and autoLoggedIn=true); otherwise to the decoded `from`, else to /.
 */
export function autologinDestination(user: Pick<TSessionUser, 'pending_purchase_package_id'>, params: URLSearchParams): string {
  if (user.pending_purchase_package_id) {
    const next = new URLSearchParams({ item: user.pending_purchase_package_id });
    for (const name of ['critiqueId', 'critiqueViewId'] as const) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    next.set('autoLoggedIn', 'true');
    const uniqueCustomerId = params.get('uniqueCustomerId');
    if (uniqueCustomerId) next.set('uniqueCustomerId', uniqueCustomerId);
    return `/checkout?${next.toString()}`;
  }
  return safeLocalPath(params.get('from')) ?? '/';
}
