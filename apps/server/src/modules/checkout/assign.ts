import { assignmentOrderOf, assignmentProfileOf, pickWriter, ZLanguage, type AssignmentResult, type TLanguage } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { presentSiteSettings } from '../site/presenter.ts';
import { checkoutRepo } from './repo.ts';

/** What auto-assignment needs of a new order. */
export interface AssignableOrder {
  customerId: string;
  /** The package's service names (its snapshot's packageServices). */
  serviceNames: string[];
  /** The initial question's answer; a new order has none yet. */
  yearsOfExperience: string | null;
}

/** The customer's own language, else the site's default language, else English (as their e-mails are written). */
function customerLanguage(own: string | null | undefined, siteDefault: string): TLanguage {
  return ZLanguage.safeParse(own).data ?? ZLanguage.safeParse(siteDefault).data ?? 'en';
}

/**
 * Issue 12 item 5: the writer a new order goes to by the writers' profiles and
 * load (contract orders/assignment.ts), with why each other writer did not get
 * it; null when the site switched auto-assignment off. Runs in the order's
 * transaction with the writers locked, so two new orders cannot both take a
 * writer's last free slot.
 */
export async function autoAssignment(tx: Db, siteId: string, order: AssignableOrder, now: Date): Promise<AssignmentResult | null> {
  const repo = checkoutRepo(tx);
  const site = await repo.assignmentSettings(siteId, order.customerId);
  const settings = presentSiteSettings(site?.clientId ?? '', site?.name ?? '', site?.settings ?? {});
  if (!settings.website_settings.auto_assign_writers) return null;
  const writers = await repo.lockWritersWithLoad(siteId, now);
  const candidates = writers.map((w) => ({
    id: w.id,
    profile: assignmentProfileOf(w.writerData),
    load: { open: w.open, lastWeek: w.lastWeek, onTimeRate: w.dueCompleted > 0 ? w.onTime / w.dueCompleted : null },
  }));
  const wanted = assignmentOrderOf({
    serviceNames: order.serviceNames,
    language: customerLanguage(site?.customerLanguage, settings.defaultLanguage),
    yearsOfExperience: order.yearsOfExperience,
  });
  return pickWriter(wanted, candidates, now);
}
