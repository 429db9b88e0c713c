import { sql } from 'drizzle-orm';
import { notificationText } from '@draftdesk/contract';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Storage } from '../../adapters/storage/index.ts';
import {
  ACME_SETTINGS,
  BETA_SETTINGS,
  CONTRACT_HTML,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_SURVEY,
  QUESTIONNAIRES,
  coverService,
  linkedinService,
  resumeService,
} from './demo-content.ts';
import { seedJourney } from './demo-journey.ts';
import { seedWriter } from './demo-writer.ts';
import { seedChat } from './demo-chat.ts';
import { seedCheckout } from './demo-checkout.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.sites);
  return row.n === 0;
}

type SiteSeed = { id: string; users: Record<string, string>; packages: t.TPackageSnapshot[] };

const DAY = 24 * 60 * 60 * 1000;

async function seedSite(db: Db, opts: { clientId: string; name: string; hosts: string[]; settings: Record<string, unknown> }): Promise<SiteSeed> {
  const siteId = newId();
  await db.insert(t.sites).values({ id: siteId, clientId: opts.clientId, name: opts.name, settings: opts.settings });
  await db.insert(t.siteHosts).values(opts.hosts.map((host) => ({ host, siteId })));

  const users: Record<string, string> = {};
  for (const u of DEMO_ROLES) {
    const id = newId();
    users[u.role] = id;
    await db.insert(t.users).values({
      id,
      siteId,
      email: u.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      uniqueCustomerId: u.role === 'user' ? `cust-${id.slice(0, 8)}` : '',
    });
  }

  const contractId = newId();
  await db.insert(t.contracts).values({ id: contractId, siteId, title: 'Service Agreement', contentHtml: CONTRACT_HTML });

  const qids: Record<keyof typeof QUESTIONNAIRES, string> = { resume: newId(), cover: newId(), linkedin: newId() };
  for (const [key, q] of Object.entries(QUESTIONNAIRES)) {
    await db.insert(t.questionnaires).values({ id: qids[key as keyof typeof qids], siteId, name: q.name, items: q.items });
  }

  const survey = DEMO_SURVEY;
  await db.insert(t.surveys).values({ id: survey._id, siteId, title: survey.title, questions: survey.questions });
  const packageDefs = [
    { name: 'Professional Resume', price: 14900, services: [resumeService(qids.resume)] },
    { name: 'Resume + Cover Letter', price: 24900, services: [resumeService(qids.resume), coverService(qids.cover)] },
    {
      name: 'Executive Bundle',
      price: 39900,
      services: [resumeService(qids.resume), coverService(qids.cover), linkedinService(qids.linkedin)],
    },
  ];
  const packages: t.TPackageSnapshot[] = [];
  for (const p of packageDefs) {
    const id = newId();
    await db.insert(t.packages).values({
      id,
      siteId,
      name: p.name,
      price: p.price,
      currency: 'usd',
      description: `${p.name}, written by a certified writer.`,
      descriptionHtml: `<p>${p.name}, written by a <strong>certified</strong> writer.</p>`,
      services: p.services,
      contractId,
      survey,
    });
    packages.push({
      _id: id,
      packageName: p.name,
      packagePrice: p.price,
      currency: 'usd',
      packageServices: p.services,
      packageDownloadables: [],
      contract_id: contractId,
      surveyDetails: survey,
    });
  }
  return { id: siteId, users, packages };
}

const modulesOf = (p: t.TPackageSnapshot) => p.packageServices.flatMap((s) => s.serviceModules.map((m) => ({ s, m })));

async function seedOrders(db: Db, site: SiteSeed, storage?: Storage) {
  const [resume, , bundle] = site.packages;
  const customerId = site.users.user;
  const writerId = site.users.writer;
  const now = Date.now();
  const order = (p: t.TPackageSnapshot, daysAgo: number, extra: Partial<typeof t.orders.$inferInsert>): typeof t.orders.$inferInsert => ({
    id: newId(),
    siteId: site.id,
    customerId,
    package: p,
    price: p.packagePrice,
    currency: p.currency,
    createdAt: new Date(now - daysAgo * DAY),
    ...extra,
  });

  const bundleDone = modulesOf(bundle)
    .filter(({ m }) => m.id === bundle.packageServices[0].serviceModules[0].id || m.id === 'previous_document')
    .slice(0, 2);
  const rows = [
    order(resume, 1, {}),
    order(site.packages[1], 12, { customerIndustries: ['Information Technology'], yearsOfExperience: 'Associate (1-5)' }),
    order(bundle, 40, {
      customerIndustries: ['Marketing', 'Sales'],
      yearsOfExperience: 'Mid-Senior level (5-10)',
      contractSigned: true,
      writerId,
      assignedAt: new Date(now - 39 * DAY),
      dueDate: new Date(now + 5 * DAY),
      completedTasks: bundleDone.map(({ s, m }) => ({ taskId: m.id, serviceId: s._id, serviceType: s.serviceName })),
      statusPercentage: Math.round((100 * bundleDone.length) / modulesOf(bundle).length),
      revisionData: { 'svc-resume': { sentByWriter: true, pendingClientReview: true } },
    }),
    order(resume, 120, {
      customerIndustries: ['Finance'],
      yearsOfExperience: 'Director (10-15)',
      contractSigned: true,
      writerId,
      assignedAt: new Date(now - 119 * DAY),
      completedTasks: modulesOf(resume).map(({ s, m }) => ({ taskId: m.id, serviceId: s._id, serviceType: s.serviceName })),
      statusPercentage: 100,
      completedAt: new Date(now - 100 * DAY),
      surveySubmitted: false,
    }),
  ];
  await db.insert(t.orders).values(rows);
  const [, , inProgress, completed] = rows as ((typeof rows)[number] & { id: string; createdAt: Date })[];
  await seedJourney(db, storage, site.id, site.users, inProgress, completed);
  await db.insert(t.orderEvents).values(
    [inProgress, completed].flatMap((o) => [
      { id: newId(), siteId: site.id, orderId: o.id, actorId: customerId, kind: 'contract_signed', data: {} },
      { id: newId(), siteId: site.id, orderId: o.id, actorId: null, kind: 'writer_assigned', data: { writerId } },
    ]),
  );

  const paidInvoice = {
    id: newId(),
    siteId: site.id,
    customerId,
    orderId: completed.id,
    packageName: resume.packageName,
    status: 'paid',
    price: resume.packagePrice,
    currency: 'usd',
  };
  const refundedInvoice = {
    id: newId(),
    siteId: site.id,
    customerId,
    packageName: 'Interview Coaching',
    status: 'refunded',
    price: 9900,
    currency: 'usd',
    refundAmount: 5000,
  };
  await db
    .insert(t.invoices)
    .values([
      { id: newId(), siteId: site.id, customerId, packageName: 'Rush Delivery (48 hours)', status: 'unpaid', price: 4900, currency: 'usd' },
      paidInvoice,
      refundedInvoice,
    ]);
  // The ledger behind them (docs/decisions.md): each payment, then the refund as a negative row of its own, linked
  // to its payment (refund_of) as a refund from the Money screen is, so the payment knows what is left to refund.
  const ledger = (
    kind: 'invoice' | 'refund',
    inv: { id: string; currency: string; orderId?: string | null },
    amount: number,
    ref: string,
    daysAgo: number,
    refundOf: string | null = null,
  ) => ({
    id: newId(),
    siteId: site.id,
    kind,
    amount,
    currency: inv.currency,
    provider: 'sandbox',
    providerReference: `${ref}_demo_${newId()}`,
    customerId,
    orderId: inv.orderId ?? null,
    invoiceId: inv.id,
    refundOf,
    createdAt: new Date(now - daysAgo * DAY),
  });
  const refundedPayment = ledger('invoice', refundedInvoice, refundedInvoice.price, 'sbx_pi', 30);
  await db.insert(t.payments).values([
    ledger('invoice', paidInvoice, paidInvoice.price, 'sbx_pi', 90),
    refundedPayment,
    // The invoice's refund_amount is this row's amount: the ledger's total, as recordRefund keeps it.
    ledger('refund', refundedInvoice, -refundedInvoice.refundAmount, 'sbx_re', 20, refundedPayment.id),
  ]);

  const writerSender = { senderImg: '', senderName: 'Wren Writer', senderPrefName: 'Wren', action: 'draft_uploaded' };
  await db.insert(t.notifications).values([
    {
      id: newId(),
      siteId: site.id,
      userId: customerId,
      orderId: inProgress.id,
      contant: notificationText('draft_uploaded'),
      data: writerSender,
      createdAt: new Date(now - 2 * 3600 * 1000),
    },
    {
      id: newId(),
      siteId: site.id,
      userId: customerId,
      orderId: inProgress.id,
      contant: notificationText('due_date_set'),
      data: { ...writerSender, action: 'due_date_set' },
      createdAt: new Date(now - 26 * 3600 * 1000),
    },
    {
      id: newId(),
      siteId: site.id,
      userId: customerId,
      orderId: 'invoices',
      contant: notificationText('invoice_created'),
      data: { senderImg: '', senderName: 'Billing', senderPrefName: 'Billing', action: 'invoice_created' },
      createdAt: new Date(now - 3 * DAY),
    },
    {
      id: newId(),
      siteId: site.id,
      userId: writerId,
      orderId: inProgress.id,
      contant: notificationText('order_assigned'),
      data: { senderImg: '', senderName: 'Casey Customer', senderPrefName: 'Casey', action: 'order_assigned' },
      createdAt: new Date(now - 39 * DAY),
    },
  ]);
  await seedChat(db, site.id, site.users, inProgress.id);
}

/** DESIGN §6: the demo sites, users, packages and orders; with storage also their documents (drafts, finals, uploads). */
export async function seedDemo(db: Db, storage?: Storage) {
  const acme = await seedSite(db, { clientId: 'acme', name: 'Acme Resumes', hosts: ['localhost', '127.0.0.1'], settings: ACME_SETTINGS });
  await seedOrders(db, acme, storage);
  await seedWriter(db, acme.id, acme.users.writer);
  await seedCheckout(db, acme.id);
  const beta = await seedSite(db, { clientId: 'beta', name: 'Beta Careers', hosts: ['beta.localhost'], settings: BETA_SETTINGS });
  await seedOrders(db, beta, storage);
  await seedWriter(db, beta.id, beta.users.writer);
  await seedCheckout(db, beta.id, { couponsOnly: true });
  return { acme, beta };
}

export const DEMO_LOGINS = DEMO_ROLES.map((r) => r.email);
