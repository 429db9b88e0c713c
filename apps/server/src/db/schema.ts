import { sql } from 'drizzle-orm';
import type { TFileRef, TQuestionnaireAnswers, TQuestionnaireItem, TRevisionFiles, TSurveyAnswers } from '@draftdesk/contract';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One white-label client. `settings` holds the public UI settings; `secrets` never leaves the server. */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  /** The currency the site sells in (spec: clientCurrencyType). */
  currency: text('currency').notNull().default('usd'),
  /** Null: the host is known but the UI is not configured yet. */
  settings: jsonb('settings').$type<Record<string, unknown> | null>(),
  secrets: jsonb('secrets').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<'user' | 'writer' | 'reviewer' | 'admin'>().notNull().default('user'),
    profileImg: text('profile_img').notNull().default(''),
    pendingPurchasePackageId: text('pending_purchase_package_id'),
    uniqueCustomerId: text('unique_customer_id').notNull().default(''),
    writerData: jsonb('writer_data').$type<Record<string, unknown> | null>(),
    emailPreferences: jsonb('email_preferences').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_site_email').on(t.siteId, t.email), index('users_site_role').on(t.siteId, t.role)],
);

/** Session ids are random; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use codes for password reset and auto-login; only their hash is stored. */
export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  kind: text('kind').$type<'reset' | 'autologin'>().notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: text('site_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id'),
    /** The order the file belongs to, once attached; its participants may read it. */
    orderId: text('order_id'),
    /** Public files (site logo, avatars) may be read by anyone on the site. */
    isPublic: boolean('is_public').notNull().default(false),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimetype: text('mimetype').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_order').on(t.orderId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    contant: text('contant').notNull(),
    data: jsonb('data').$type<{ senderImg: string; senderName: string; senderPrefName: string; action: string }>().notNull(),
    createdAt: createdAt(),
    clearedAt: ts('cleared_at'),
    /** The e-mail this notification sends (EMAIL_KINDS), null for none; emailedAt once a sender claimed it. */
    emailKind: text('email_kind'),
    emailedAt: ts('emailed_at'),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt),
    index('notifications_mail_due').on(t.createdAt).where(sql`${t.emailKind} is not null and ${t.emailedAt} is null`),
  ],
);

export type TPackageService = { _id: string; serviceName: string; serviceModules: { id: string; title: string }[] };

export const contracts = pgTable('contracts', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  createdAt: createdAt(),
});

export const questionnaires = pgTable('questionnaires', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    /** Integer minor units (cents). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    descriptionHtml: text('description_html').notNull().default(''),
    description: text('description').notNull().default(''),
    services: jsonb('services').$type<TPackageService[]>().notNull().default([]),
    downloadables: jsonb('downloadables').$type<{ title: string; data: { key: string } }[]>().notNull().default([]),
    contractId: text('contract_id'),
    survey: jsonb('survey').$type<Record<string, unknown> | null>(),
    purchasable: boolean('purchasable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('packages_site').on(t.siteId)],
);

/** Everything the customer bought, frozen at purchase. */
export type TPackageSnapshot = {
  _id: string;
  packageName: string;
  packagePrice: number;
  currency: string;
  packageServices: TPackageService[];
  packageDownloadables: { title: string; data: { key: string } }[];
  contract_id: string | null;
  surveyDetails: Record<string, unknown> | null;
};

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderNumber: serial('order_number').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    writerId: text('writer_id').references(() => users.id),
    package: jsonb('package').$type<TPackageSnapshot>().notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    statusPercentage: integer('status_percentage').notNull().default(0),
    hideOrder: boolean('hide_order').notNull().default(false),
    writerArchived: boolean('writer_archived').notNull().default(false),
    completedTasks: jsonb('completed_tasks')
      .$type<{ taskId: string; serviceId: string; serviceType: string; completedAt?: string }[]>()
      .notNull()
      .default([]),
    customerIndustries: jsonb('customer_industries').$type<string[]>().notNull().default([]),
    yearsOfExperience: text('years_of_experience'),
    contractSigned: boolean('contract_signed').notNull().default(false),
    tipByCustomer: integer('tip_by_customer'),
    noShowCheck: boolean('no_show_check').notNull().default(false),
    surveySubmitted: boolean('survey_submitted').notNull().default(false),
    revisionData: jsonb('revision_data')
      .$type<Record<string, { sentByWriter: boolean; pendingClientReview: boolean }>>()
      .notNull()
      .default({}),
    dueDate: ts('due_date'),
    assignedAt: ts('assigned_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_site_customer').on(t.siteId, t.customerId, t.createdAt),
    index('orders_site_writer').on(t.siteId, t.writerId),
  ],
);

/** Append-only audit log of every write that matters. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    actorId: text('actor_id'),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.createdAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id'),
    packageName: text('package_name').notNull(),
    status: text('status').notNull().default('unpaid'),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    refundAmount: integer('refund_amount'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_customer').on(t.siteId, t.customerId)],
);

// ---- Customer order journey: contract signatures, answers, documents, revisions, surveys.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** One signature per order: the image, who signed, from where, and the exact contract HTML signed. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    contractId: text('contract_id').notNull(),
    contractTitle: text('contract_title').notNull(),
    contractHtml: text('contract_html').notNull(),
    /** SHA-256 (hex) of contractHtml. */
    contentSha256: text('content_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signaturePng: bytea('signature_png').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_signatures_order').on(t.orderId)],
);

/** Submitted answers of a questionnaire module (or the follow-up questions) of one service of an order. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The questionnaire id, or 'additional_questionnaire'. */
    questionnaireId: text('questionnaire_id').notNull(),
    serviceId: text('service_id').notNull(),
    userId: text('user_id').notNull(),
    /** Name and items as they were answered, so later edits of the questionnaire do not change what the answers mean. */
    name: text('name').notNull(),
    items: jsonb('items').$type<TQuestionnaireItem[]>().notNull(),
    answers: jsonb('answers').$type<TQuestionnaireAnswers>().notNull(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_answers_task').on(t.orderId, t.questionnaireId, t.serviceId)],
);

/** The writer's follow-up questions for one service of an order: edited as a draft, then published to the customer. */
export const orderFollowups = pgTable(
  'order_followups',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    siteId: text('site_id').notNull(),
    draftItems: jsonb('draft_items').$type<TQuestionnaireItem[]>().notNull().default([]),
    publishedItems: jsonb('published_items').$type<TQuestionnaireItem[] | null>(),
    publishedAt: ts('published_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId] })],
);

/** The customer's previous documents of one service; the files rows carry the order id too. */
export const previousDocuments = pgTable(
  'previous_documents',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    siteId: text('site_id').notNull(),
    /** In upload order: the first is the main document. */
    files: jsonb('files').$type<TFileRef[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId] })],
);

/** A draft the writer uploaded for one service, the admin's approval and the customer's review (spec 02 §3). */
export const revisions = pgTable(
  'revisions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    writerId: text('writer_id'),
    data: jsonb('data').$type<TRevisionFiles>().notNull(),
    rating: integer('rating'),
    review: text('review'),
    reviewFile: jsonb('review_file').$type<TFileRef | null>(),
    reviewedByUser: boolean('reviewed_by_user').notNull().default(false),
    reviewedAt: ts('reviewed_at'),
    /** Approval feature off: pending false, approved true. On: pending until the admin approves or rejects. */
    adminPending: boolean('admin_pending').notNull().default(false),
    adminApproved: boolean('admin_approved').notNull().default(true),
    rejectionReason: text('rejection_reason'),
    rejectionFile: jsonb('rejection_file').$type<TFileRef | null>(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('revisions_order_service').on(t.orderId, t.serviceId, t.createdAt)],
);

/**
 * The final documents of one service (task final_document: PDF, Word, other
 * files, notes) or the final LinkedIn file (task final_linkedin: `file`).
 * A new upload replaces the row.
 */
export const finalDocuments = pgTable(
  'final_documents',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    taskId: text('task_id').$type<'final_document' | 'final_linkedin'>().notNull().default('final_document'),
    siteId: text('site_id').notNull(),
    dataPdf: jsonb('data_pdf').$type<TFileRef | null>(),
    dataWord: jsonb('data_word').$type<TFileRef | null>(),
    otherFiles: jsonb('other_files').$type<TFileRef[]>().notNull().default([]),
    file: jsonb('file').$type<TFileRef | null>(),
    writerNotes: text('writer_notes').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId, t.taskId] })],
);

/** A customer's answers to the order's feedback survey; once per order and survey. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    surveyId: text('survey_id').notNull(),
    userId: text('user_id').notNull(),
    answers: jsonb('answers').$type<TSurveyAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_responses_order').on(t.orderId, t.surveyId)],
);

// ---- Writer area: questionnaire templates (spec 02).

/** A writer's own follow-up question template on a site: edited as a draft, then published for copying into orders. */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    writerId: text('writer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    draftItems: jsonb('draft_items').$type<TQuestionnaireItem[]>().notNull().default([]),
    publishedItems: jsonb('published_items').$type<TQuestionnaireItem[] | null>(),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('questionnaire_templates_writer').on(t.siteId, t.writerId, t.createdAt)],
);

// ---- Chat (spec 01 §3-§9, 02 §3-§9): messages, read positions, who is in a conversation now.

/** One message of a conversation: `order:{orderId}` (writerToCustomer) or `admin:{writerId}` (writerToAdmin). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    /** Global order of messages; read and delivered positions are seqs. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: text('site_id').notNull(),
    conversation: text('conversation').notNull(),
    chatType: text('chat_type').$type<'writerToCustomer' | 'writerToAdmin'>().notNull(),
    orderId: text('order_id'),
    /** writerToAdmin: the writer whose conversation with the admins it is. */
    writerId: text('writer_id'),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'text' | 'file'>().notNull(),
    content: text('content').notNull().default(''),
    data: jsonb('data').$type<{ key: string; mimetype: string; originalname: string } | null>(),
    /** The sender's name when not the customer, as it was when sent. */
    writerName: text('writer_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_seq').on(t.seq), index('chat_messages_conversation').on(t.siteId, t.conversation, t.seq)],
);

/** A participant's position in a conversation, and the state of the unread-message digest e-mail. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    siteId: text('site_id').notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: ts('last_read_at'),
    lastDeliveredSeq: bigint('last_delivered_seq', { mode: 'number' }).notNull().default(0),
    /** When the oldest message from others that is neither read nor in a digest arrived; null when none. */
    unreadSince: ts('unread_since'),
    /** The last message a digest e-mail covered. */
    digestedSeq: bigint('digested_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversation] }),
    index('chat_reads_digest_due').on(t.unreadSince).where(sql`${t.unreadSince} is not null`),
  ],
);

/** The open sockets of participants following a conversation, per server instance; refreshed every minute. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    socketId: text('socket_id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull(),
    conversation: text('conversation').notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [index('chat_presence_conversation').on(t.conversation, t.userId), index('chat_presence_instance').on(t.instanceId)],
);

// ---- Checkout and payments. Money is integer minor units with its currency.

/** A site's discount codes; `code` is stored upper-case and matched case-insensitively. */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** 1-100, for percent coupons. */
    percentOff: integer('percent_off'),
    /** Minor units of `currency`, for fixed coupons. */
    amountOff: integer('amount_off'),
    /** The currency of amountOff: a fixed coupon applies only to packages sold in it. */
    currency: text('currency'),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    /** Null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Counted when a payment is confirmed, in the order's transaction. */
    redemptions: integer('redemptions').notNull().default(0),
    /** Empty: every package of the site. */
    packageIds: jsonb('package_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_site_code').on(t.siteId, t.code)],
);

/**
 * What the server asked a provider to charge, and what for: confirmation
 * compares the provider's answer with this row, never with the client's word.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** 'none': a free checkout (the coupon covers the price). */
    provider: text('provider').$type<'sandbox' | 'stripe' | 'flutterwave' | 'none'>().notNull(),
    /** The provider's id: PaymentIntent id, sandbox intent id, Flutterwave tx_ref, or free_… */
    reference: text('reference').notNull(),
    kind: text('kind').$type<'order' | 'tip' | 'invoice'>().notNull(),
    /** Null until the visitor registers (public checkout). */
    customerId: text('customer_id'),
    packageId: text('package_id'),
    orderId: text('order_id'),
    invoiceId: text('invoice_id'),
    couponId: text('coupon_id'),
    couponCode: text('coupon_code'),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_intents_reference').on(t.reference), index('payment_intents_site').on(t.siteId, t.createdAt)],
);

/** The sandbox provider's own intents (test mode), settled on the server from test card numbers. */
export const sandboxIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  /** SHA-256 of the client secret. */
  clientSecretHash: text('client_secret_hash').notNull(),
  lastError: text('last_error'),
  methods: jsonb('methods').$type<string[]>().notNull().default([]),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The payments ledger: one row per confirmed payment or refund. The unique reference makes confirming idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    kind: text('kind').$type<'order' | 'tip' | 'invoice' | 'refund'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull().unique(),
    customerId: text('customer_id'),
    orderId: text('order_id'),
    invoiceId: text('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_site_customer').on(t.siteId, t.customerId, t.createdAt), index('payments_order').on(t.orderId)],
);

/** A visitor's click on a checkout button or visit of the checkout page (spec 03 §7). */
export const checkoutClicks = pgTable(
  'checkout_clicks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    packageId: text('package_id').notNull(),
    critiqueId: text('critique_id'),
    critiqueViewId: text('critique_view_id'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_clicks_site').on(t.siteId, t.createdAt)],
);
