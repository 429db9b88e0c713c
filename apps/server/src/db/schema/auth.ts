import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { sites } from './sites.ts';

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
    /** The user's own language for e-mails; null: the site's default language. */
    language: text('language'),
    /**
     * Bumped by triggers (migrations 0007, 0009) whenever anything the customer's order list or pages show changes: the
     * row's own change trigger (migration 0010) then tells every instance to drop what it cached of them.
     */
    ordersVersion: integer('orders_version').notNull().default(0),
    /** Set by an admin: the account cannot sign in and has no session; everything it made stays. */
    deactivatedAt: ts('deactivated_at'),
    /** Set while an invited member has not chosen a password yet (their password hash matches nothing). */
    invitedAt: ts('invited_at'),
    createdAt: createdAt(),
    /**
     * What the admin's order search matches a customer by: the e-mail, and the name as "first last", lower-cased and
     * kept apart by a line break (a search box sends none, so no match spans the two). Read with the id from
     * `users_site_search` alone, without visiting the table (docs/perf.md).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(email || chr(10) || first_name || ' ' || last_name)`),
  },
  (t) => [
    uniqueIndex('users_site_email').on(t.siteId, t.email),
    index('users_site_role').on(t.siteId, t.role),
    index('users_site_search').on(t.siteId, t.searchText, t.id),
  ],
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
  /** 'claim:{payment reference}': an auto-login code that works once that payment is the account's order (checkout). */
  kind: text('kind').$type<'reset' | 'autologin' | 'invite' | `claim:${string}`>().notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: text('site_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** What admins did, append-only: who, what, to which object, when (shown in that object's timeline). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** null: the operator's command line. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type')
      .$type<'user' | 'site' | 'order' | 'package' | 'contract' | 'questionnaire' | 'payment' | 'invoice' | 'coupon' | 'survey' | 'external_product'>()
      .notNull(),
    targetId: text('target_id').notNull(),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target').on(t.siteId, t.targetType, t.targetId, t.createdAt)],
);
