import {
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
import { presentCompletedTasks } from './presenter.ts';
import type { OrderRow } from './repo.ts';
import type { PersonRow, ReviewerListRow, WriterListRow } from './staff-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentPerson(p: PersonRow): TStaffPerson {
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
export function listItemOf(order: OrderRow, customer: PersonRow): TWriterOrderListItem {
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
  const writer = (r.writer as PersonRow | null)?.id ? r.writer : null;
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
export function presentSummary(order: OrderRow, customer: PersonRow, service: { _id: string; serviceName: string } | null): TWriterOrderSummary {
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
  people: { customer: PersonRow; writer: PersonRow | null },
  followups: { serviceId: string; publishedAt: Date | null }[],
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
  };
}
