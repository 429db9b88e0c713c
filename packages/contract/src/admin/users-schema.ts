import { z } from 'zod';
import { ZEmail, ZId, ZRole } from '../common.ts';
import { MESSAGES } from '../messages.ts';

/** Accounts an admin lists per page. */
export const ADMIN_USERS_PAGE_SIZE = 25;
/** An invitation's set-password link works this long, once. */
export const INVITATION_TTL_DAYS = 7;

/** The staff roles an admin invites; customers come through checkout and registration. */
export const STAFF_ROLES = ['writer', 'reviewer', 'admin'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/**
 * Where an account stands: invited (no password set yet), active, deactivated (cannot sign in; data kept), or
 * erased (a customer whose personal data an admin erased: it cannot sign in and holds placeholders).
 */
export const ZAccountStatus = z.enum(['invited', 'active', 'deactivated', 'erased']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

/** GET /api/admin/users?role&q&page */
export const ZAdminUsersQuery = z
  .object({
    role: ZRole.optional(),
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

const ZPersonName = (required: string) => z.string().trim().min(1, required).max(100);

/** POST /api/admin/users: invites a writer, reviewer or admin by e-mail. */
export const ZAdminUserCreateRequest = z
  .object({
    email: ZEmail,
    firstName: ZPersonName('First name is required'),
    lastName: ZPersonName('Last name is required'),
    role: ZStaffRole,
  })
  .strict();
export type TAdminUserCreateRequest = z.infer<typeof ZAdminUserCreateRequest>;

/** PATCH /api/admin/users/{id}: deactivates (their sessions end at once) or reactivates an account. */
export const ZAdminUserPatchRequest = z.object({ active: z.boolean() }).strict();
export type TAdminUserPatchRequest = z.infer<typeof ZAdminUserPatchRequest>;

export const ZAdminUserParams = z.object({ id: ZId }).strict();

// ---- A customer's data: the export (GET /api/admin/users/{id}/export, a zip) and the erasure

/** The name an erased customer keeps on every row that showed theirs. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/** An erased customer's e-mail: unique per account and undeliverable (RFC 2606 reserves `.invalid`). */
export const ERASED_EMAIL = { prefix: 'erased-', suffix: '@erased.invalid' } as const;
export const erasedEmail = (userId: string) => `${ERASED_EMAIL.prefix}${userId}${ERASED_EMAIL.suffix}`;

/**
 * DELETE /api/admin/users/{id}: the admin types the customer's e-mail to confirm; the server compares it too
 * (ignoring case and surrounding spaces), so a stale screen cannot erase someone else.
 */
export const ZAdminUserEraseRequest = z.object({ confirm: z.string().trim().toLowerCase().min(1, MESSAGES.eraseConfirmMismatch).max(254) }).strict();
export type TAdminUserEraseRequest = z.infer<typeof ZAdminUserEraseRequest>;

/** Whether the typed confirmation names the account (the form and the server read it alike). */
export const eraseConfirmed = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

export const ZAdminUser = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  status: ZAccountStatus,
  createdAt: z.string(),
  /** The most recent sign-in activity of any of the account's sessions; null when none is open. */
  lastSeenAt: z.string().nullable(),
  /** Orders the account holds: as customer, or assigned as writer. */
  orderCount: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = z.object({
  status: z.literal(true),
  users: z.array(ZAdminUser),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/** One account with what admins did to it, newest first. */
export const ZAuditEntry = z.object({
  _id: z.string(),
  action: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAdminUserResponse = z.object({ status: z.literal(true), user: ZAdminUser, history: z.array(ZAuditEntry) });
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;

export const ZAdminUserWriteResponse = z.object({ status: z.literal(true), message: z.string(), user: ZAdminUser });
export type TAdminUserWriteResponse = z.infer<typeof ZAdminUserWriteResponse>;

// ---- The invitation's own page (public, by its code)

export const ZInvitationParams = z.object({ code: z.string().min(10).max(200) }).strict();

/** GET /api/auth/invitation/{code}: who is invited, to which role; nothing is used up. */
export const ZInvitationResponse = z.object({
  status: z.literal(true),
  email: z.string(),
  firstName: z.string(),
  role: ZStaffRole,
});
export type TInvitationResponse = z.infer<typeof ZInvitationResponse>;

/** POST /api/auth/invitation: sets the password and signs the new member in. */
export const ZAcceptInvitationRequest = z
  .object({ code: z.string().min(10).max(200), password: z.string().min(8, 'Use at least 8 characters').max(200) })
  .strict();
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
