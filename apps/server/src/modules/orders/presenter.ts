import {
  ZSurveyDetails,
  orderPrice,
  toMajorUnits,
  type TCustomerOrder,
  type TCustomerOrderListItem,
  type TFileRef,
  type TInvoice,
  type TOrderPackage,
  MODULE_KINDS,
  TASK_IDS,
  followUpState,
  serviceState,
  type TModuleKind,
  type TReviewerOrderListItem,
  type TStaffPerson,
  type TWriterOrder,
  type TWriterOrderListItem,
  type TWriterOrderSummary,
} from '@draftdesk/contract';
import type { TPackageSnapshot } from '../../db/schema.ts';
import type { ResolvedSite } from '../../lib/context.ts';
import type { InvoiceSummary, OrderListRow, OrderRow, Person, ReviewerListRow, WriterListRow } from './repo.ts';

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

export function presentPerson(p: Person): TStaffPerson {
  return { _id: p.id ?? '', firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email ?? '', profile_img: p.profileImg ?? '' };
}

export function presentWriterListItem(r: WriterListRow): TWriterOrderListItem {
  return {
    _id: r.id,
    orderNumber: r.orderNumber,
    package: { packageName: r.package.packageName },
    customer: { _id: r.customer.id, firstName: r.customer.firstName, lastName: r.customer.lastName, email: r.customer.email },
    customerEmail: r.customer.email,
    statusPercentage: r.statusPercentage,
    dueDate: iso(r.dueDate),
    writerArchived: r.writerArchived,
    createdAt: r.createdAt.toISOString(),
    assignedAt: iso(r.assignedAt),
    completedAt: iso(r.completedAt),
  };
}

/** The list item of an order row whose customer was loaded alongside. */
export function listItemOf(order: OrderRow, customer: Person): TWriterOrderListItem {
  return presentWriterListItem({
    ...order,
    customer: {
      id: customer.id ?? '',
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      profileImg: customer.profileImg ?? '',
    },
  });
}

export function presentReviewerListItem(r: ReviewerListRow): TReviewerOrderListItem {
  // Drizzle gives a left-joined object as null when nothing matched, whatever its type says.
  const writer = (r.writer as Person | null)?.id ? r.writer : null;
  return {
    _id: r.id,
    orderNumber: r.orderNumber,
    package: { packageName: r.package.packageName },
    customer: { firstName: r.customer.firstName ?? '', lastName: r.customer.lastName ?? '', email: r.customer.email ?? '' },
    customerEmail: r.customer.email ?? '',
    writer: writer ? presentPerson(writer) : null,
    writerEmail: writer ? (writer.email ?? '') : null,
    statusPercentage: r.statusPercentage,
    dueDate: iso(r.dueDate),
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
    link: `/orders/view/${r.id}`,
  };
}

/** `orderData` of the per-service pages. */
export function presentSummary(order: OrderRow, customer: Person, service: { _id: string; serviceName: string } | null): TWriterOrderSummary {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    packageName: order.package.packageName,
    customer: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '' },
    statusPercentage: order.statusPercentage,
    dueDate: iso(order.dueDate),
    service: service ? { _id: service._id, serviceName: service.serviceName } : null,
  };
}

const moduleKind = (id: string): TModuleKind => ((MODULE_KINDS as readonly string[]).includes(id) ? (id as TModuleKind) : 'questionnaire');

/** Spec 02 "Order detail": services with their modules and states, and the follow-up state of each. */
export function presentWriterOrder(
  o: OrderRow,
  people: { customer: Person; writer: Person | null },
  followups: { serviceId: string; publishedAt: Date | null }[],
  critique: { id: string; score: number | null } | null = null,
): TWriterOrder {
  const completed_tasks = presentCompletedTasks(o);
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    assignedAt: iso(o.assignedAt),
    completedAt: iso(o.completedAt),
    dueDate: iso(o.dueDate),
    package: { _id: o.package._id, packageName: o.package.packageName },
    customer: presentPerson(people.customer),
    writerDetails: people.writer?.id ? presentPerson(people.writer) : null,
    writer_id: o.writerId,
    statusPercentage: o.statusPercentage,
    services: o.package.packageServices.map((s) => ({
      _id: s._id,
      serviceName: s.serviceName,
      serviceModules: s.serviceModules.map((m) => ({
        id: m.id,
        title: m.title,
        kind: moduleKind(m.id),
        done: completed_tasks.some((t) => t.serviceId === s._id && t.taskId === m.id),
      })),
      state: serviceState(s, completed_tasks, o.revisionData),
      followUp: s.serviceModules.some((m) => m.id === TASK_IDS.additionalQuestionnaire) ? followUpState({ completed_tasks }, followups, s._id) : null,
    })),
    completed_tasks,
    revisionData: o.revisionData,
    writerArchived: o.writerArchived,
    contract_signed: o.contractSigned,
    customer_industries: o.customerIndustries,
    years_of_experience: o.yearsOfExperience,
    critique: critique ? { _id: critique.id, score: critique.score } : null,
  };
}
