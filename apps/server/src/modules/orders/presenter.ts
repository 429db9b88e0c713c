import {
  ZSurveyDetails,
  orderPrice,
  toMajorUnits,
  type TCustomerOrder,
  type TCustomerOrderListItem,
  type TFileRef,
  type TInvoice,
  type TOrderPackage,
} from '@draftdesk/contract';
import type { TPackageSnapshot } from '../../db/schema.ts';
import type { ResolvedSite } from '../site/cache.ts';
import type { InvoiceSummary, OrderListRow, OrderRow, Person } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function presentPackage(p: TPackageSnapshot): TOrderPackage {
  const survey = p.surveyDetails ? ZSurveyDetails.safeParse(p.surveyDetails) : null;
  return {
    _id: p._id,
    packageName: p.packageName,
    packagePrice: toMajorUnits(p.packagePrice),
    currency: p.currency,
    packageServices: p.packageServices,
    packageDownloadables: p.packageDownloadables,
    contract_id: p.contract_id,
    surveyDetails: survey?.success ? survey.data : null,
  };
}

export function presentInvoice(i: InvoiceSummary): TInvoice {
  return {
    _id: i.id,
    packageName: i.packageName,
    status: i.status,
    price: toMajorUnits(i.price),
    invoiceCurrency: i.currency,
    refund_amount: i.refundAmount === null ? null : toMajorUnits(i.refundAmount),
  };
}

/** Spec 01 §3: the order as its customer reads it. */
export function presentCustomerOrder(o: OrderRow, writer: Person | null, customer: Person, site: Pick<ResolvedSite, 'clientId'>): TCustomerOrder {
  const hasWriter = writer?.id != null;
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    client_id: site.clientId,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    completedAt: iso(o.completedAt),
    assignedAt: iso(o.assignedAt),
    dueDate: iso(o.dueDate),
    package: presentPackage(o.package),
    statusPercentage: o.statusPercentage,
    hideOrder: o.hideOrder,
    writerArchived: o.writerArchived,
    writer: hasWriter ? { _id: writer.id!, firstName: writer.firstName ?? '', lastName: writer.lastName ?? '', profile_img: writer.profileImg ?? '' } : null,
    writer_id: hasWriter ? writer.id : null,
    writerName: hasWriter ? fullName(writer.firstName, writer.lastName) : null,
    customer: {
      _id: customer.id ?? '',
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      profile_img: customer.profileImg ?? '',
      email: customer.email ?? '',
    },
    customerEmail: customer.email ?? '',
    completed_tasks: o.completedTasks.map(({ taskId, serviceId, serviceType }) => ({ taskId, serviceId, serviceType })),
    customer_industries: o.customerIndustries,
    years_of_experience: o.yearsOfExperience,
    contract_signed: o.contractSigned,
    tipByCustomer: o.tipByCustomer === null ? null : toMajorUnits(o.tipByCustomer),
    noShowCheck: o.noShowCheck,
    surveySubmitted: o.surveySubmitted,
    revisionData: o.revisionData,
    invoicePrice: toMajorUnits(o.price),
    invoiceCurrency: o.currency,
    listPrice: orderPrice(o.price, o.package.packagePrice).listPrice,
  };
}

export function presentListItem(r: OrderListRow): TCustomerOrderListItem {
  return {
    _id: r.id,
    orderNumber: r.orderNumber,
    package: {
      _id: r.package._id,
      packageName: r.package.packageName,
      packagePrice: toMajorUnits(r.package.packagePrice),
      currency: r.package.currency,
    },
    ...orderPrice(r.price, r.package.packagePrice),
    currency: r.currency,
    statusPercentage: r.statusPercentage,
    writerName: r.writerFirstName === null ? null : fullName(r.writerFirstName, r.writerLastName),
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
  };
}

export const presentCompletedTasks = (o: OrderRow) => o.completedTasks.map(({ taskId, serviceId, serviceType }) => ({ taskId, serviceId, serviceType }));

/** File references stored in jsonb are already wire-shaped; copy only the four public fields. */
export function presentFileRef(f: TFileRef | null | undefined): TFileRef | null {
  return f ? { key: f.key, originalname: f.originalname, size: f.size, mimetype: f.mimetype } : null;
}
