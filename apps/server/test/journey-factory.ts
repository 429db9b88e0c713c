/**
 * Factories for the customer order journey tests: orders in any state, drafts,
 * finals and follow-up questions, made as valid rows in one call.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { TFileRef, TQuestionnaireItem, TRevisionFiles } from '@draftdesk/contract';
import { statusPercentage } from '@draftdesk/contract';
import { files, finalDocuments, orderEvents, orderFollowups, orders, revisions, type TPackageSnapshot } from '../src/db/schema.ts';
import { demoDocx, demoPdf, demoSignaturePng } from '../src/db/seed/demo-files.ts';
import { newId, newToken } from '../src/lib/ids.ts';
import { ACME, BETA, as, type DemoSite, type TestApp } from './helpers.ts';

export type OrderRow = typeof orders.$inferSelect;
export const PACKAGE = { resume: 0, resumeCover: 1, bundle: 2 } as const;

/** The demo package of a site: 0 resume, 1 resume + cover letter, 2 the bundle with LinkedIn. */
export function demoPackage(t: TestApp, site: DemoSite, index: number): TPackageSnapshot {
  return t.demo[site].packages[index];
}

/** All modules of a package, as completed tasks. */
export function allTasks(p: TPackageSnapshot) {
  return p.packageServices.flatMap((s) => s.serviceModules.map((m) => ({ taskId: m.id, serviceId: s._id, serviceType: s.serviceName })));
}

/**
 * An order of a site's demo customer (or `customerId`), past the initial
 * question and contract unless told otherwise, with the demo writer assigned.
 */
export async function buildOrder(
  t: TestApp,
  opts: { site?: DemoSite; pkg?: number; customerId?: string; done?: { taskId: string; serviceId: string }[] } & Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const { site = 'acme', pkg = PACKAGE.resumeCover, customerId, done = [], ...extra } = opts;
  const p = demoPackage(t, site, pkg);
  const completedTasks = done.map((d) => ({ ...d, serviceType: p.packageServices.find((s) => s._id === d.serviceId)?.serviceName ?? '' }));
  const percentage = statusPercentage(p, completedTasks);
  const [row] = await t.deps.db
    .insert(orders)
    .values({
      id: newId(),
      siteId: t.demo[site].id,
      customerId: customerId ?? t.demo[site].users.user,
      writerId: t.demo[site].users.writer,
      assignedAt: new Date(),
      package: p,
      price: p.packagePrice,
      currency: p.currency,
      customerIndustries: ['Finance'],
      yearsOfExperience: 'Other',
      contractSigned: true,
      completedTasks,
      statusPercentage: percentage,
      completedAt: percentage === 100 ? new Date() : null,
      ...extra,
    })
    .returning();
  // Written behind the app's back: served once heard (lib/heard-cache.ts), as the app's own writes are.
  await t.deps.bus.sync();
  return row;
}

export async function reload(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function eventsOf(t: TestApp, orderId: string) {
  return t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt);
}

/** A stored file owned by `ownerId`, attached to the order (as the writer's uploads are). */
export async function storedFile(t: TestApp, order: OrderRow, ownerId: string, name: string, bytes: Buffer, mimetype: string): Promise<TFileRef> {
  const key = newToken();
  await t.deps.storage.put(key, bytes, mimetype);
  await t.deps.db.insert(files).values({ key, siteId: order.siteId, ownerId, orderId: order.id, originalName: name, size: bytes.length, mimetype });
  return { key, originalname: name, size: bytes.length, mimetype };
}

/** A draft of the writer for one service of the order. */
export async function buildDraft(t: TestApp, order: OrderRow, serviceId: string, extra: Partial<typeof revisions.$inferInsert> = {}) {
  const writerId = order.writerId!;
  const data: TRevisionFiles = {
    dataPdf: await storedFile(t, order, writerId, 'draft.pdf', await demoPdf('Draft', ['Hello']), 'application/pdf'),
    dataWord: await storedFile(
      t,
      order,
      writerId,
      'draft.docx',
      demoDocx('Draft', ['Hello']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
    dataOther: null,
    additionalFiles: [],
    notes: 'Draft notes',
  };
  const [row] = await t.deps.db
    .insert(revisions)
    .values({ id: newId(), siteId: order.siteId, orderId: order.id, serviceId, writerId, data, ...extra })
    .returning();
  await t.deps.db
    .update(orders)
    .set({ revisionData: { ...order.revisionData, [serviceId]: { sentByWriter: true, pendingClientReview: true } } })
    .where(eq(orders.id, order.id));
  await t.deps.bus.sync();
  return row;
}

export async function buildFinal(t: TestApp, order: OrderRow, serviceId: string, taskId: 'final_document' | 'final_linkedin' = 'final_document') {
  const pdf = await storedFile(t, order, order.writerId!, 'final.pdf', await demoPdf('Final', ['Done']), 'application/pdf');
  const [row] = await t.deps.db
    .insert(finalDocuments)
    .values({
      orderId: order.id,
      serviceId,
      taskId,
      siteId: order.siteId,
      dataPdf: taskId === 'final_document' ? pdf : null,
      file: taskId === 'final_linkedin' ? pdf : null,
      writerNotes: 'Writer notes',
    })
    .returning();
  return row;
}

/** The writer published follow-up questions for a service (the writer area will do this through its own routes). */
export async function publishFollowup(t: TestApp, order: OrderRow, serviceId: string, items: TQuestionnaireItem[]) {
  await t.deps.db
    .insert(orderFollowups)
    .values({ orderId: order.id, serviceId, siteId: order.siteId, draftItems: items, publishedItems: items, publishedAt: new Date() });
  await t.deps.db
    .update(orders)
    .set({ completedTasks: [...order.completedTasks, { taskId: 'additional_questionnaire_submitted', serviceId, serviceType: 'Resume' }] })
    .where(and(eq(orders.id, order.id)));
  await t.deps.bus.sync();
}

export const signatureDataUrl = () => `data:image/png;base64,${demoSignaturePng().toString('base64')}`;

/** A JSON call as a signed-in browser on a host. */
export function call(t: TestApp, cookie: string | null, method: InjectOptions['method'], url: string, payload?: object, host = ACME) {
  return t.app.inject({ method, url, headers: as(cookie, host), ...(payload ? { payload } : {}) });
}
export { ACME, BETA };
