import { ERASED_CUSTOMER_NAME, erasedEmail, conversationKey } from '@draftdesk/contract';
import { and, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authCodes,
  boards,
  chatMessages,
  chatPresence,
  chatReads,
  contractSignatures,
  critiques,
  files,
  finalDocuments,
  jobSavedSearches,
  jobSearchClicks,
  jobSearches,
  mailOutbox,
  notifications,
  orderEvents,
  orders,
  previousDocuments,
  questionnaireAnswers,
  resumes,
  revisions,
  sessions,
  surveyResponses,
  users,
} from '../../db/schema.ts';
import { ERASED_PASSWORD } from '../../lib/password.ts';
import { customerAccountColumns, customerCritiques, customerFiles, type CustomerAccount, type CustomerKeys } from './customer-data-repo.ts';
import {
  ERASED_FILE_NAME,
  ERASED_SIGNATURE_PNG,
  ERASED_TEXT,
  erasedAnswers,
  erasedRef,
  erasedRefOrNull,
  erasedRevisionFiles,
  erasedSender,
  erasedSurveyAnswers,
  withoutClientDetails,
} from './erasure.ts';

/** A column holds the text, compared without case: `strpos` rather than LIKE, so `%` and `_` in it mean themselves. */
const mentions = (column: SQLWrapper, text: string) => sql`strpos(lower(${column}), ${text.toLowerCase()}) > 0`;

/**
 * The writes of a customer's erasure, each in the caller's transaction and scoped by site: personal data replaced
 * by placeholders, the rows of their files deleted (storage follows after the commit), their sessions and codes ended.
 */
export function eraseRepo(tx: Db) {
  return {
    /** The account, locked until the erasure commits (a second erasure waits, then finds it erased). */
    async lockAccount(siteId: string, id: string): Promise<CustomerAccount | undefined> {
      const [row] = await tx
        .select(customerAccountColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id)))
        .for('update');
      return row;
    },

    async orderIds(siteId: string, customerId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId)));
      return rows.map((r) => r.id);
    },

    /** Deletes the rows of the customer's files and of their free reviews' resumes; their keys, for the storage. */
    async deleteFiles(k: CustomerKeys): Promise<string[]> {
      const reviewFiles = tx.select({ key: critiques.fileKey }).from(critiques).where(customerCritiques(k));
      const deleted = await tx
        .delete(files)
        .where(or(customerFiles(k), and(eq(files.siteId, k.siteId), inArray(files.key, reviewFiles))))
        .returning({ key: files.key });
      return deleted.map((f) => f.key);
    },

    /** Previous documents, drafts (the customer's review too) and finals keep their rows with deleted files. */
    async scrubDocuments(k: CustomerKeys) {
      for (const row of await tx
        .select()
        .from(previousDocuments)
        .where(and(eq(previousDocuments.siteId, k.siteId), inArray(previousDocuments.orderId, k.orderIds)))) {
        await tx
          .update(previousDocuments)
          .set({ files: row.files.map(erasedRef) })
          .where(and(eq(previousDocuments.orderId, row.orderId), eq(previousDocuments.serviceId, row.serviceId)));
      }
      for (const row of await tx
        .select()
        .from(revisions)
        .where(and(eq(revisions.siteId, k.siteId), inArray(revisions.orderId, k.orderIds)))) {
        await tx
          .update(revisions)
          .set({
            data: erasedRevisionFiles(row.data),
            review: row.review === null ? null : ERASED_TEXT,
            reviewFile: erasedRefOrNull(row.reviewFile),
            rejectionFile: erasedRefOrNull(row.rejectionFile),
          })
          .where(eq(revisions.id, row.id));
      }
      for (const row of await tx
        .select()
        .from(finalDocuments)
        .where(and(eq(finalDocuments.siteId, k.siteId), inArray(finalDocuments.orderId, k.orderIds)))) {
        await tx
          .update(finalDocuments)
          .set({
            dataPdf: erasedRefOrNull(row.dataPdf),
            dataWord: erasedRefOrNull(row.dataWord),
            otherFiles: row.otherFiles.map(erasedRef),
            file: erasedRefOrNull(row.file),
            writerNotes: '',
          })
          .where(and(eq(finalDocuments.orderId, row.orderId), eq(finalDocuments.serviceId, row.serviceId), eq(finalDocuments.taskId, row.taskId)));
      }
    },

    /** The customer's conversations with their writers, both sides; their read positions and presence go. */
    async scrubChat(k: CustomerKeys) {
      const conversations = k.orderIds.map((id) => conversationKey('writerToCustomer', id));
      await tx
        .update(chatMessages)
        .set({
          content: sql`case when ${chatMessages.type} = 'text' then ${ERASED_TEXT} else '' end`,
          data: sql`case when ${chatMessages.data} is null then null else jsonb_set(${chatMessages.data}, '{originalname}', to_jsonb(${ERASED_FILE_NAME}::text)) end`,
        })
        .where(and(eq(chatMessages.siteId, k.siteId), or(inArray(chatMessages.conversation, conversations), eq(chatMessages.senderId, k.userId))));
      await tx.delete(chatReads).where(and(eq(chatReads.siteId, k.siteId), eq(chatReads.userId, k.userId)));
      await tx.delete(chatPresence).where(and(eq(chatPresence.siteId, k.siteId), eq(chatPresence.userId, k.userId)));
    },

    /** Questionnaire and survey answers: the customer's words go, the survey's ratings stay. */
    async scrubAnswers(k: CustomerKeys) {
      const answered = or(eq(questionnaireAnswers.userId, k.userId), inArray(questionnaireAnswers.orderId, k.orderIds));
      for (const row of await tx
        .select()
        .from(questionnaireAnswers)
        .where(and(eq(questionnaireAnswers.siteId, k.siteId), answered))) {
        await tx
          .update(questionnaireAnswers)
          .set({ answers: erasedAnswers(row.answers) })
          .where(eq(questionnaireAnswers.id, row.id));
      }
      const surveyed = or(eq(surveyResponses.userId, k.userId), inArray(surveyResponses.orderId, k.orderIds));
      for (const row of await tx
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.siteId, k.siteId), surveyed))) {
        await tx
          .update(surveyResponses)
          .set({ answers: erasedSurveyAnswers(row.answers) })
          .where(eq(surveyResponses.id, row.id));
      }
    },

    /** Signed contracts keep what was signed and when; the signer's name, e-mail, signature, IP and browser go. */
    async scrubSignatures(k: CustomerKeys) {
      await tx
        .update(contractSignatures)
        .set({ signerName: ERASED_CUSTOMER_NAME, signerEmail: erasedEmail(k.userId), signaturePng: ERASED_SIGNATURE_PNG, ip: '', userAgent: '' })
        .where(and(eq(contractSignatures.siteId, k.siteId), or(eq(contractSignatures.userId, k.userId), inArray(contractSignatures.orderId, k.orderIds))));
      const withClient = sql`(${orderEvents.data}->>'ip' is not null or ${orderEvents.data}->>'userAgent' is not null)`;
      for (const row of await tx
        .select({ id: orderEvents.id, data: orderEvents.data })
        .from(orderEvents)
        .where(and(eq(orderEvents.siteId, k.siteId), inArray(orderEvents.orderId, k.orderIds), withClient))) {
        await tx
          .update(orderEvents)
          .set({ data: withoutClientDetails(row.data) })
          .where(eq(orderEvents.id, row.id));
      }
    },

    /** The customer's own notifications go; those their actions sent others (on their orders) lose their name. */
    async scrubNotifications(k: CustomerKeys, customerName: string) {
      await tx.delete(notifications).where(and(eq(notifications.siteId, k.siteId), eq(notifications.userId, k.userId)));
      if (!customerName) return;
      const fromCustomer = and(
        eq(notifications.siteId, k.siteId),
        inArray(notifications.orderId, k.orderIds),
        sql`${notifications.data}->>'senderName' = ${customerName}`,
      );
      for (const row of await tx.select().from(notifications).where(fromCustomer)) {
        const erased = erasedSender(row.data, row.contant, customerName);
        await tx.update(notifications).set({ data: erased.data, contant: erased.contant }).where(eq(notifications.id, row.id));
      }
    },

    /** The customer's free reviews stay counted (the funnel report) without who wrote them or what the resume said. */
    async scrubCritiques(k: CustomerKeys) {
      await tx
        .update(critiques)
        .set({
          firstName: ERASED_CUSTOMER_NAME,
          lastName: '',
          email: erasedEmail(k.userId),
          phoneNumber: '',
          uniqueCustomerId: '',
          fileName: ERASED_FILE_NAME,
          report: null,
          // A review still being read is done: the job's result would quote the resume (repo.finish skips it).
          processedAt: sql`coalesce(${critiques.processedAt}, now())`,
          leaseUntil: null,
          feedback: '',
        })
        .where(customerCritiques(k));
    },

    /**
     * E-mails to the customer, and e-mails to others that name them (a writer's chat digest quotes their words), are
     * deleted whether sent or waiting: the outbox is a queue and a log, not a record anyone needs back.
     */
    async dropMail(k: CustomerKeys, customerName: string) {
      const needles = [k.email, customerName].filter((text) => text.trim() !== '');
      const named = needles.flatMap((text) => [mentions(mailOutbox.subject, text), mentions(mailOutbox.textBody, text), mentions(mailOutbox.htmlBody, text)]);
      await tx.delete(mailOutbox).where(and(eq(mailOutbox.siteId, k.siteId), or(sql`lower(${mailOutbox.toAddress}) = ${k.email.toLowerCase()}`, ...named)));
    },

    /** Their job-search tracker: the board, and with it its lists and cards. */
    async dropBoards(k: CustomerKeys) {
      await tx.delete(boards).where(and(eq(boards.siteId, k.siteId), eq(boards.ownerId, k.userId)));
    },

    /** Their job searches: the last one and the postings they opened (what they looked for is theirs). */
    async dropJobSearches(k: CustomerKeys) {
      await tx.delete(jobSearches).where(and(eq(jobSearches.siteId, k.siteId), eq(jobSearches.userId, k.userId)));
      await tx.delete(jobSearchClicks).where(and(eq(jobSearchClicks.siteId, k.siteId), eq(jobSearchClicks.userId, k.userId)));
      await tx.delete(jobSavedSearches).where(and(eq(jobSavedSearches.siteId, k.siteId), eq(jobSavedSearches.userId, k.userId)));
    },

    /** The resumes they saved in the resume builder. */
    async dropResumes(k: CustomerKeys) {
      await tx.delete(resumes).where(and(eq(resumes.siteId, k.siteId), eq(resumes.userId, k.userId)));
    },

    /** Ends every session (their hashes, for this instance's cache; the trigger tells the others) and every code. */
    async endAccess(k: CustomerKeys): Promise<string[]> {
      await tx.delete(authCodes).where(and(eq(authCodes.siteId, k.siteId), eq(authCodes.userId, k.userId)));
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.siteId, k.siteId), eq(sessions.userId, k.userId)))
        .returning({ idHash: sessions.idHash });
      return ended.map((s) => s.idHash);
    },

    /** The account keeps its id, role, language and dates: the name and e-mail are placeholders; it cannot sign in. */
    async scrubAccount(k: CustomerKeys) {
      await tx
        .update(users)
        .set({
          email: erasedEmail(k.userId),
          firstName: ERASED_CUSTOMER_NAME,
          lastName: '',
          passwordHash: ERASED_PASSWORD,
          profileImg: '',
          pendingPurchasePackageId: null,
          uniqueCustomerId: '',
          writerData: null,
          emailPreferences: {},
          deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`,
          invitedAt: null,
        })
        .where(and(eq(users.siteId, k.siteId), eq(users.id, k.userId), eq(users.role, 'user')));
    },
  };
}
