import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ZSurveyDetails, erasedEmail, orderStateOf, toMajorUnits, type TQuestionnaireItem } from '@draftdesk/contract';
import { mailLanguage } from '../../adapters/mail/i18n.ts';
import { MissingObjectError } from '../../adapters/storage/index.ts';
import type { orders } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { ZipStream } from '../../lib/zip-stream.ts';
import { auditRepo } from '../audit/repo.ts';
import { signaturePdf } from '../contract/service.ts';
import { customerDataRepo, type CustomerAccount, type CustomerKeys } from './customer-data-repo.ts';

type OrderRow = typeof orders.$inferSelect;
type Data = Awaited<ReturnType<typeof gather>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A name safe as one path segment inside the archive, numbered so two files of the same name both fit. */
const entryName = (n: number, name: string) => `${String(n).padStart(3, '0')}-${name.replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_').slice(-120) || 'file'}`;

/** The account as the export speaks of it; a writer, reviewer or admin is not a customer (409). */
async function customerAccount(deps: Deps, ctx: AuthedCtx, id: string): Promise<CustomerAccount> {
  const account = await customerDataRepo(deps.db).account(ctx.siteId, id);
  if (!account) throw AppError.of('userNotFound', 404);
  if (account.role !== 'user') throw AppError.of('notACustomer', 409);
  return account;
}

async function gather(deps: Deps, account: CustomerAccount) {
  const repo = customerDataRepo(deps.db);
  const orderRows = await repo.orders(account.siteId, account.id);
  const k: CustomerKeys = { siteId: account.siteId, userId: account.id, email: account.email, orderIds: orderRows.map((o) => o.id) };
  const [events, answers, messages, invoices, payments, signatures, files, draftReviews, surveys, notifications, critiques] = await Promise.all([
    repo.orderEvents(k),
    repo.questionnaireAnswers(k),
    repo.chatMessages(k),
    repo.invoices(k),
    repo.payments(k),
    repo.signatures(k),
    repo.files(k),
    repo.draftReviews(k),
    repo.surveyResponses(k),
    repo.notifications(k),
    repo.critiques(k),
  ]);
  return { orders: orderRows, events, answers, messages, invoices, payments, signatures, files, draftReviews, surveys, notifications, critiques };
}

/**
 * GET /api/admin/users/{id}/export: one customer's data as a zip, streamed while it is written: JSON files (profile,
 * orders with their states, questionnaire answers, chat messages, invoices and payments, signed contracts, documents,
 * feedback, notifications, free reviews) and the files themselves (the contracts as PDFs, uploaded and delivered
 * documents, free-review resumes). The audit log records that it was taken, without personal data.
 */
export async function exportCustomer(deps: Deps, req: FastifyRequest, ctx: AuthedCtx, id: string): Promise<{ filename: string; stream: Readable }> {
  const account = await customerAccount(deps, ctx, id);
  const data = await gather(deps, account);
  await auditRepo(deps.db).record({
    siteId: ctx.siteId,
    actorId: ctx.user.id,
    targetType: 'user',
    targetId: id,
    action: 'export',
    data: { orders: data.orders.length, files: data.files.length },
  });
  const zip = new ZipStream();
  writeArchive(deps, ctx, account, data, zip).catch((err: unknown) => {
    req.log.error({ err, userId: id }, 'customer export failed while it was written');
    zip.fail(err instanceof Error ? err : new Error(String(err)));
  });
  return { filename: `customer-data-${id}-${new Date().toISOString().slice(0, 10)}.zip`, stream: zip.output };
}

async function writeArchive(deps: Deps, ctx: AuthedCtx, account: CustomerAccount, data: Data, zip: ZipStream) {
  const number = new Map(data.orders.map((o) => [o.id, o.orderNumber]));
  const orderNumber = (orderId: string | null) => (orderId ? (number.get(orderId) ?? null) : null);

  await zip.addText('README.txt', readme(ctx.site.settings?.companyName ?? ctx.site.name));
  await zip.addText('profile.json', json(profileOf(account)));
  await zip.addText('orders.json', json(data.orders.map((o) => orderOf(o, data.events))));
  await zip.addText('questionnaire-answers.json', json(data.answers.map((a) => answersOf(a, orderNumber(a.orderId)))));
  await zip.addText('chat-messages.json', json(data.messages.map((m) => messageOf(m, account.id, orderNumber(m.orderId)))));
  await zip.addText('invoices.json', json(data.invoices.map((i) => invoiceOf(i, orderNumber(i.orderId)))));
  await zip.addText('payments.json', json(data.payments.map((p) => paymentOf(p, orderNumber(p.orderId)))));
  await zip.addText('feedback.json', json(feedbackOf(data, orderNumber)));
  await zip.addText('notifications.json', json(data.notifications.map((n) => notificationOf(n, orderNumber(n.orderId)))));

  // Signed contracts: the same PDF the customer downloads, in their language.
  const language = mailLanguage(account.language, ctx.site);
  const contracts = [];
  for (const s of data.signatures) {
    const n = orderNumber(s.orderId) ?? 0;
    const path = `contracts/contract-${n}.pdf`;
    await zip.addBytes(path, await signaturePdf(ctx.site, language, s, n), s.signedAt);
    contracts.push({
      order: n,
      title: s.contractTitle,
      signedAt: iso(s.signedAt),
      signerName: s.signerName,
      signerEmail: s.signerEmail,
      ip: s.ip,
      browser: s.userAgent,
      contentSha256: s.contentSha256,
      file: path,
    });
    if (zip.closed) return;
  }
  await zip.addText('contracts.json', json(contracts));

  // Documents: each file as stored; one that storage no longer has is listed without a file.
  const documents = { uploaded: [] as unknown[], delivered: [] as unknown[] };
  let n = 0;
  for (const f of data.files) {
    const kind = f.ownerId === account.id ? 'uploaded' : 'delivered';
    const path = `documents/${kind}/${entryName(++n, f.originalName)}`;
    const stored = await copyStored(deps, zip, f.key, path, f.createdAt);
    documents[kind].push({
      name: f.originalName,
      type: f.mimetype,
      size: f.size,
      order: orderNumber(f.orderId),
      uploadedAt: iso(f.createdAt),
      file: stored ? path : null,
    });
    if (zip.closed) return;
  }
  await zip.addText('documents.json', json(documents));

  const reviews = [];
  for (const c of data.critiques) {
    const path = `free-reviews/${entryName(++n, c.fileName)}`;
    const stored = await copyStored(deps, zip, c.fileKey, path, c.createdAt);
    reviews.push({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phoneNumber,
      createdAt: iso(c.createdAt),
      stars: c.stars,
      feedback: c.feedback,
      resume: stored ? path : null,
    });
    if (zip.closed) return;
  }
  await zip.addText('free-reviews.json', json(reviews));
  zip.end();
}

/** Copies one stored file into the archive; false when storage has nothing under the key. */
async function copyStored(deps: Deps, zip: ZipStream, key: string, path: string, mtime: Date): Promise<boolean> {
  let source: Readable;
  try {
    source = await deps.storage.get(key);
  } catch (err) {
    if (err instanceof MissingObjectError) return false;
    throw err;
  }
  await zip.addStream(path, source, mtime);
  return true;
}

function readme(company: string): string {
  return [
    `Your data at ${company}, as of ${new Date().toISOString()}.`,
    '',
    'profile.json               your account',
    'orders.json                your orders, their state and what happened to them',
    'questionnaire-answers.json your answers to the questionnaires of your orders',
    'chat-messages.json         the messages between you and your writers',
    'invoices.json, payments.json',
    'contracts.json, contracts/ the contracts you signed, as PDF',
    'documents.json, documents/ the documents you uploaded and those delivered to you',
    'feedback.json              your reviews of drafts and your survey answers',
    'notifications.json         the notifications you received',
    'free-reviews.json          your free resume reviews, with the resumes you sent',
    '',
  ].join('\n');
}

function profileOf(a: CustomerAccount) {
  const status = a.email === erasedEmail(a.id) ? 'erased' : a.deactivatedAt ? 'deactivated' : 'active';
  return {
    id: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    language: a.language,
    status,
    createdAt: iso(a.createdAt),
    emailPreferences: a.emailPreferences,
  };
}

function orderOf(o: OrderRow, events: Data['events']) {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    package: o.package.packageName,
    services: o.package.packageServices.map((s) => s.serviceName),
    price: toMajorUnits(o.price),
    currency: o.currency,
    state: orderStateOf(o.statusPercentage),
    statusPercentage: o.statusPercentage,
    completedModules: o.completedTasks.map((t) => ({ service: t.serviceType, module: t.taskId, completedAt: t.completedAt ?? null })),
    industries: o.customerIndustries,
    yearsOfExperience: o.yearsOfExperience,
    contractSigned: o.contractSigned,
    tip: o.tipByCustomer === null ? null : toMajorUnits(o.tipByCustomer),
    dueDate: iso(o.dueDate),
    createdAt: iso(o.createdAt),
    completedAt: iso(o.completedAt),
    history: events.filter((e) => e.orderId === o.id).map((e) => ({ event: e.kind, at: iso(e.createdAt) })),
  };
}

function answersOf(a: Data['answers'][number], order: number | null) {
  const items: TQuestionnaireItem[] = a.items;
  return {
    order,
    questionnaire: a.name,
    submittedAt: iso(a.submittedAt),
    answers: Object.entries(a.answers).map(([index, answer]) => ({ question: items[Number(index)]?.text ?? `#${index}`, answer })),
  };
}

function messageOf(m: Data['messages'][number], customerId: string, order: number | null) {
  return {
    order,
    from: m.senderId === customerId ? 'you' : m.writerName || 'writer',
    sentAt: iso(m.createdAt),
    ...(m.type === 'text' ? { text: m.content } : { file: m.data?.originalname ?? '' }),
  };
}

function invoiceOf(i: Data['invoices'][number], order: number | null) {
  return {
    id: i.id,
    order,
    item: i.packageName,
    status: i.status,
    price: toMajorUnits(i.price),
    refunded: i.refundAmount === null ? null : toMajorUnits(i.refundAmount),
    currency: i.currency,
    createdAt: iso(i.createdAt),
  };
}

function paymentOf(p: Data['payments'][number], order: number | null) {
  return {
    kind: p.kind,
    amount: toMajorUnits(p.amount),
    currency: p.currency,
    provider: p.provider,
    reference: p.providerReference,
    order,
    invoice: p.invoiceId,
    date: iso(p.createdAt),
  };
}

function feedbackOf(data: Data, orderNumber: (id: string | null) => number | null) {
  const surveyOf = (orderId: string) => ZSurveyDetails.safeParse(data.orders.find((o) => o.id === orderId)?.package.surveyDetails).data;
  return {
    draftReviews: data.draftReviews.map((r) => ({ order: orderNumber(r.orderId), rating: r.rating, review: r.review, reviewedAt: iso(r.reviewedAt) })),
    surveys: data.surveys.map((s) => {
      const questions = surveyOf(s.orderId)?.questions ?? [];
      return {
        order: orderNumber(s.orderId),
        submittedAt: iso(s.createdAt),
        answers: Object.entries(s.answers).map(([qid, answer]) => ({ question: questions.find((q) => q.id === qid)?.text ?? qid, answer })),
      };
    }),
  };
}

function notificationOf(n: Data['notifications'][number], order: number | null) {
  return { text: n.contant, from: n.data.senderName, order, createdAt: iso(n.createdAt), cleared: n.clearedAt !== null };
}
