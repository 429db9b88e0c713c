import { eq } from 'drizzle-orm';
import type { TFileRef, TQuestionnaireItem } from '@draftdesk/contract';
import type { Storage } from '../../adapters/storage/index.ts';
import { newId, newToken, sha256 } from '../../lib/ids.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { CONTRACT_HTML, DEMO_FOLLOWUP, DEMO_ROLES, QUESTIONNAIRES, RESUME_ANSWERS } from './demo-content.ts';
import { demoDocx, demoPdf, demoSignaturePng } from './demo-files.ts';

type Order = typeof t.orders.$inferInsert & { id: string; createdAt: Date };
const HOUR = 60 * 60 * 1000;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function storeFile(
  db: Db,
  storage: Storage,
  f: { siteId: string; ownerId: string; orderId: string; name: string; bytes: Buffer; mimetype: string },
): Promise<TFileRef> {
  const key = newToken();
  await storage.put(key, f.bytes, f.mimetype);
  await db
    .insert(t.files)
    .values({ key, siteId: f.siteId, ownerId: f.ownerId, orderId: f.orderId, originalName: f.name, size: f.bytes.length, mimetype: f.mimetype });
  return { key, originalname: f.name, size: f.bytes.length, mimetype: f.mimetype };
}

const resumeLines = (version: string) => [
  'Casey Customer',
  'Marketing Manager  |  casey.customer@example.com',
  '',
  'Summary:',
  'Marketing leader with eight years of growth and brand experience.',
  '',
  'Experience:',
  'Senior Marketing Specialist, Northwind (2019-present)',
  '- Grew newsletter sign-ups by 40% in one year.',
  '- Led a rebrand across 12 markets.',
  '',
  version,
];

/**
 * DESIGN §6, the customer journey of the demo orders: signed contracts and
 * questionnaire answers on both signed orders; the in-progress order with
 * published follow-up questions, previous documents and a draft awaiting
 * review; the completed order with a reviewed draft and final documents.
 * Without storage only the rows that need no file are made.
 */
export async function seedJourney(db: Db, storage: Storage | undefined, siteId: string, users: Record<string, string>, inProgress: Order, completed: Order) {
  const customer = DEMO_ROLES.find((r) => r.role === 'user')!;
  const writerId = users.writer;
  const customerId = users.user;
  const signature = demoSignaturePng();
  const resumeService = inProgress.package.packageServices[0];
  const resumeQid = resumeService.serviceModules[0].id;

  for (const o of [inProgress, completed]) {
    await db.insert(t.contractSignatures).values({
      id: newId(),
      siteId,
      orderId: o.id,
      userId: customerId,
      contractId: o.package.contract_id!,
      contractTitle: 'Service Agreement',
      contractHtml: CONTRACT_HTML,
      contentSha256: sha256(CONTRACT_HTML),
      signerName: `${customer.firstName} ${customer.lastName}`,
      signerEmail: customer.email,
      signaturePng: signature,
      ip: '127.0.0.1',
      userAgent: 'Demo data',
      signedAt: new Date(o.createdAt.getTime() + HOUR),
    });
    await db.insert(t.questionnaireAnswers).values({
      id: newId(),
      siteId,
      orderId: o.id,
      questionnaireId: resumeQid,
      serviceId: resumeService._id,
      userId: customerId,
      name: QUESTIONNAIRES.resume.name,
      items: QUESTIONNAIRES.resume.items as TQuestionnaireItem[],
      answers: RESUME_ANSWERS,
      submittedAt: new Date(o.createdAt.getTime() + 2 * HOUR),
    });
  }

  // The writer published follow-up questions on the in-progress order; the customer has not answered yet.
  await db.insert(t.orderFollowups).values({
    orderId: inProgress.id,
    serviceId: resumeService._id,
    siteId,
    draftItems: [...DEMO_FOLLOWUP],
    publishedItems: [...DEMO_FOLLOWUP],
    publishedAt: new Date(Date.now() - 30 * HOUR),
  });
  await db
    .update(t.orders)
    .set({
      completedTasks: [
        ...(inProgress.completedTasks ?? []),
        { taskId: 'additional_questionnaire_submitted', serviceId: resumeService._id, serviceType: resumeService.serviceName },
      ],
    })
    .where(eq(t.orders.id, inProgress.id));
  await db
    .update(t.orders)
    .set({ revisionData: { [resumeService._id]: { sentByWriter: true, pendingClientReview: false } } })
    .where(eq(t.orders.id, completed.id));

  if (!storage) return;
  const file = (o: Order, ownerId: string, name: string, bytes: Buffer, mimetype: string) =>
    storeFile(db, storage, { siteId, ownerId, orderId: o.id, name, bytes, mimetype });

  for (const o of [inProgress, completed]) {
    const old = await file(
      o,
      customerId,
      'casey-old-resume.pdf',
      await demoPdf('Casey Customer - Resume (2019)', ['Marketing Specialist', 'Northwind, 2016-2019']),
      PDF,
    );
    await db
      .insert(t.previousDocuments)
      .values({ orderId: o.id, serviceId: resumeService._id, siteId, files: [old], updatedAt: new Date(o.createdAt.getTime() + 3 * HOUR) });
  }

  const draft = async (o: Order, version: string) => ({
    dataPdf: await file(o, writerId, 'resume-draft-1.pdf', await demoPdf('Casey Customer - Resume', resumeLines(version)), PDF),
    dataWord: await file(o, writerId, 'resume-draft-1.docx', demoDocx('Casey Customer - Resume', resumeLines(version)), DOCX),
    dataOther: null,
    additionalFiles: [],
    notes: 'Here is your first draft. I led with your rebrand and newsletter results.',
  });
  await db.insert(t.revisions).values({
    id: newId(),
    siteId,
    orderId: inProgress.id,
    serviceId: resumeService._id,
    writerId,
    data: await draft(inProgress, 'Draft 1'),
    createdAt: new Date(Date.now() - 2 * HOUR),
    updatedAt: new Date(Date.now() - 2 * HOUR),
  });

  const reviewedAt = new Date(completed.createdAt.getTime() + 10 * 24 * HOUR);
  await db.insert(t.revisions).values({
    id: newId(),
    siteId,
    orderId: completed.id,
    serviceId: resumeService._id,
    writerId,
    data: await draft(completed, 'Draft 1'),
    rating: 5,
    review: 'Looks great, thank you! Please keep the two-page layout.',
    reviewedByUser: true,
    reviewedAt,
    createdAt: new Date(reviewedAt.getTime() - 24 * HOUR),
    updatedAt: reviewedAt,
  });
  await db.insert(t.finalDocuments).values({
    orderId: completed.id,
    serviceId: resumeService._id,
    taskId: 'final_document',
    siteId,
    dataPdf: await file(completed, writerId, 'casey-customer-resume.pdf', await demoPdf('Casey Customer - Resume', resumeLines('Final')), PDF),
    dataWord: await file(completed, writerId, 'casey-customer-resume.docx', demoDocx('Casey Customer - Resume', resumeLines('Final')), DOCX),
    otherFiles: [],
    writerNotes: 'Good luck with your search! Use the Word file to tailor the summary for each application.',
    updatedAt: completed.completedAt ?? new Date(),
  });
}
