import type { TRole } from '../common.ts';
import { homeFor } from './access.ts';

export interface PostLoginUser {
  role: TRole;
  pending_purchase_package_id: string | null;
}
export interface PostLoginOrder {
  _id: string;
  statusPercentage: number;
}

/** Spec 01 §2: where a user lands after logging in. Staff land on their own home (an admin on the Reports page). */
export function postLoginDestination(user: PostLoginUser, orders: PostLoginOrder[]): string {
  if (user.role !== 'user') return homeFor(user.role);
  if (user.pending_purchase_package_id) return `/checkout?item=${encodeURIComponent(user.pending_purchase_package_id)}`;
  const incomplete = orders.filter((o) => o.statusPercentage < 100);
  if (orders.length === 0 || incomplete.length > 1) return '/dashboard';
  const target = incomplete[0] ?? orders[0];
  return `/orders/view/${target._id}`;
}
