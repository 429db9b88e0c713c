import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { conversationKey } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  contractSignatures,
  critiques,
  files,
  invoices,
  notifications,
  orderEvents,
  orders,
  payments,
  questionnaireAnswers,
  revisions,
  surveyResponses,
  users,
} from '../../db/schema.ts';

// Issue "The operator's data" item 4: everything a customer's export holds, and what their erasure finds. Every query
// names the site; the customer's rows are theirs by customer id, or belong to one of their orders.

export type CustomerAccount = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'siteId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'language'
  | 'profileImg'
  | 'uniqueCustomerId'
  | 'emailPreferences'
  | 'deactivatedAt'
  | 'createdAt'
>;

/** Who a customer is on a site: the account, and the keys their other rows are found by. */
export interface CustomerKeys {
  siteId: string;
  userId: string;
  email: string;
  orderIds: string[];
}

/**
 * The free reviews that are the customer's: those written with their e-mail. A review link or a checkout click may
 * have been passed on to someone else, so neither makes a review theirs.
 */
export function customerCritiques(k: CustomerKeys): SQL {
  return and(eq(critiques.siteId, k.siteId), sql`lower(${critiques.email}) = ${k.email.toLowerCase()}`)!;
}

/** The stored files that are the customer's: their uploads, and whatever is attached to one of their orders. */
export function customerFiles(k: CustomerKeys): SQL {
  return and(eq(files.siteId, k.siteId), or(eq(files.ownerId, k.userId), inArray(files.orderId, k.orderIds)))!;
}

/** The account as the export and the erasure read it. */
export const customerAccountColumns = {
  id: users.id,
  siteId: users.siteId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  language: users.language,
  profileImg: users.profileImg,
  uniqueCustomerId: users.uniqueCustomerId,
  emailPreferences: users.emailPreferences,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

export function customerDataRepo(db: Db) {
  return {
    async account(siteId: string, id: string): Promise<CustomerAccount | undefined> {
      const [row] = await db
        .select(customerAccountColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    /** Every order of the customer, hidden ones included, oldest first. */
    orders(siteId: string, customerId: string) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId)))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    orderEvents(k: CustomerKeys) {
      return db
        .select({ orderId: orderEvents.orderId, kind: orderEvents.kind, createdAt: orderEvents.createdAt })
        .from(orderEvents)
        .where(and(eq(orderEvents.siteId, k.siteId), inArray(orderEvents.orderId, k.orderIds)))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    questionnaireAnswers(k: CustomerKeys) {
      return db
        .select()
        .from(questionnaireAnswers)
        .where(and(eq(questionnaireAnswers.siteId, k.siteId), inArray(questionnaireAnswers.orderId, k.orderIds)))
        .orderBy(asc(questionnaireAnswers.submittedAt));
    },

    /** The messages of the customer's order conversations, both sides, in the order they were sent. */
    chatMessages(k: CustomerKeys) {
      return db
        .select({
          orderId: chatMessages.orderId,
          senderId: chatMessages.senderId,
          type: chatMessages.type,
          content: chatMessages.content,
          data: chatMessages.data,
          writerName: chatMessages.writerName,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.siteId, k.siteId),
            inArray(
              chatMessages.conversation,
              k.orderIds.map((id) => conversationKey('writerToCustomer', id)),
            ),
          ),
        )
        .orderBy(asc(chatMessages.seq));
    },

    invoices(k: CustomerKeys) {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.siteId, k.siteId), eq(invoices.customerId, k.userId)))
        .orderBy(asc(invoices.createdAt));
    },

    payments(k: CustomerKeys) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.siteId, k.siteId), eq(payments.customerId, k.userId)))
        .orderBy(asc(payments.createdAt));
    },

    signatures(k: CustomerKeys) {
      return db
        .select()
        .from(contractSignatures)
        .where(and(eq(contractSignatures.siteId, k.siteId), or(eq(contractSignatures.userId, k.userId), inArray(contractSignatures.orderId, k.orderIds))))
        .orderBy(asc(contractSignatures.signedAt));
    },

    files(k: CustomerKeys) {
      return db.select().from(files).where(customerFiles(k)).orderBy(asc(files.createdAt), asc(files.key));
    },

    /** The customer's reviews of their writer's drafts. */
    draftReviews(k: CustomerKeys) {
      return db
        .select({
          orderId: revisions.orderId,
          serviceId: revisions.serviceId,
          rating: revisions.rating,
          review: revisions.review,
          reviewedAt: revisions.reviewedAt,
        })
        .from(revisions)
        .where(and(eq(revisions.siteId, k.siteId), inArray(revisions.orderId, k.orderIds), isNotNull(revisions.reviewedAt)))
        .orderBy(asc(revisions.reviewedAt));
    },

    surveyResponses(k: CustomerKeys) {
      return db
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.siteId, k.siteId), or(eq(surveyResponses.userId, k.userId), inArray(surveyResponses.orderId, k.orderIds))))
        .orderBy(asc(surveyResponses.createdAt));
    },

    notifications(k: CustomerKeys) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.siteId, k.siteId), eq(notifications.userId, k.userId)))
        .orderBy(asc(notifications.createdAt));
    },

    critiques(k: CustomerKeys) {
      return db
        .select({
          id: critiques.id,
          firstName: critiques.firstName,
          lastName: critiques.lastName,
          email: critiques.email,
          phoneNumber: critiques.phoneNumber,
          fileKey: critiques.fileKey,
          fileName: critiques.fileName,
          stars: critiques.stars,
          feedback: critiques.feedback,
          createdAt: critiques.createdAt,
        })
        .from(critiques)
        .where(customerCritiques(k))
        .orderBy(asc(critiques.createdAt));
    },
  };
}

export type CustomerDataRepo = ReturnType<typeof customerDataRepo>;
