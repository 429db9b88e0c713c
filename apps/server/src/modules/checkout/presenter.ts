import { toMajorUnits, type TCheckoutCustomer, type TCheckoutPackage } from '@draftdesk/contract';
import type { ResolvedSite } from '../../lib/context.ts';
import { cleanHtml } from '../../lib/html.ts';
import type { PackageRow } from './repo.ts';

export function presentCheckoutPackage(p: PackageRow, site: Pick<ResolvedSite, 'name' | 'settings'>): TCheckoutPackage {
  return {
    _id: p.id,
    packageName: p.name,
    packagePrice: toMajorUnits(p.price),
    currency: p.currency,
    packageDescriptionHTML: cleanHtml(p.descriptionHtml),
    packageDescription: p.description,
    packageServices: p.services.map((s) => ({ _id: s._id, serviceName: s.serviceName })),
    clientWebsiteCustomization: { companyName: site.settings?.companyName ?? site.name },
  };
}

export function presentCheckoutCustomer(u: { id: string; firstName: string; lastName: string; email: string; uniqueCustomerId: string }): TCheckoutCustomer {
  return { _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, uniqueCustomerId: u.uniqueCustomerId };
}
