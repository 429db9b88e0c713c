import {
  ADMIN_INVOICES_PAGE_SIZE,
  MESSAGES,
  toMajorUnits,
  toMinorUnits,
  type TAdminCreateInvoiceRequest,
  type TAdminCreateInvoiceResponse,
  type TAdminInvoiceRow,
  type TAdminInvoicesQuery,
  type TAdminInvoicesResponse,
} from '@draftdesk/contract';
import { transaction } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthedCtx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { auditRepo } from '../../audit/repo.ts';
import { notify } from '../../notifications/service.ts';
import { adminInvoicesRepo, type AdminInvoiceRow } from './invoices-repo.ts';

function presentAdminInvoice(row: AdminInvoiceRow): TAdminInvoiceRow {
  return {
    _id: row.id,
    customerId: row.customerId,
    customerName: `${row.customerFirstName} ${row.customerLastName}`.trim(),
    customerEmail: row.customerEmail,
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? null,
    packageName: row.packageName,
    status: row.status,
    price: toMajorUnits(row.price),
    currency: row.currency,
    refundAmount: row.refundAmount === null ? null : toMajorUnits(row.refundAmount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminInvoices(deps: Deps, ctx: AuthedCtx, q: TAdminInvoicesQuery): Promise<TAdminInvoicesResponse> {
  const { rows, total } = await adminInvoicesRepo(deps.db).list(ctx.siteId, q.page);
  return { status: true, invoices: rows.map(presentAdminInvoice), total, pageSize: ADMIN_INVOICES_PAGE_SIZE };
}

/**
 * Spec 01 §invoices: an unpaid invoice for a customer of the site (and, if named, one of their orders), in the
 * site's currency; the customer is notified with a link to /invoices, where it has a Pay button.
 */
export async function createAdminInvoice(deps: Deps, ctx: AuthedCtx, body: TAdminCreateInvoiceRequest): Promise<TAdminCreateInvoiceResponse> {
  const id = await transaction(deps.db, async (tx) => {
    const repo = adminInvoicesRepo(tx);
    const errors: Record<string, string> = {};
    if (!(await repo.customer(ctx.siteId, body.customerId))) errors.customerId = MESSAGES.invoiceCustomerNotOfSite;
    else if (body.orderId && !(await repo.orderOf(ctx.siteId, body.customerId, body.orderId))) errors.orderId = MESSAGES.invoiceOrderNotOfCustomer;
    if (Object.keys(errors).length > 0) throw AppError.of('validationFailed', 400, errors);
    const price = toMinorUnits(body.price);
    const created = await repo.create({
      siteId: ctx.siteId,
      customerId: body.customerId,
      orderId: body.orderId ?? null,
      packageName: body.packageName,
      price,
      currency: ctx.site.currency.toLowerCase(),
      status: 'unpaid',
    });
    await notify(tx, {
      siteId: ctx.siteId,
      userId: body.customerId,
      orderId: 'invoices',
      action: 'invoice_created',
      sender: { profileImg: ctx.user.profileImg, firstName: ctx.user.firstName, lastName: ctx.user.lastName },
    });
    await auditRepo(tx).record({
      siteId: ctx.siteId,
      actorId: ctx.user.id,
      targetType: 'invoice',
      targetId: created,
      action: 'create',
      data: { customerId: body.customerId, orderId: body.orderId ?? null, packageName: body.packageName, price, currency: ctx.site.currency.toLowerCase() },
    });
    return created;
  });
  const invoice = await adminInvoicesRepo(deps.db).find(ctx.siteId, id);
  return { status: true, message: MESSAGES.invoiceCreated, invoice: presentAdminInvoice(invoice!) };
}
