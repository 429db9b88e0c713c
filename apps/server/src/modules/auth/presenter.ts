import { ZLanguage, type TOrderStatusOnly, type TSessionUser } from '@draftdesk/contract';
import type { SessionUserRow } from '../../lib/context.ts';

export function presentSessionUser(u: SessionUserRow): TSessionUser {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    profile_img: u.profileImg,
    pending_purchase_package_id: u.pendingPurchasePackageId,
    uniqueCustomerId: u.uniqueCustomerId,
    orders: u.orderCount,
    writer_data: u.writerData,
    emailPreferences: u.emailPreferences,
    language: ZLanguage.safeParse(u.language).data ?? null,
  };
}

export function presentOrderStatus(o: { id: string; statusPercentage: number; hideOrder: boolean; createdAt: Date }): TOrderStatusOnly {
  return { _id: o.id, statusPercentage: o.statusPercentage, hideOrder: o.hideOrder, createdAt: o.createdAt.toISOString() };
}
