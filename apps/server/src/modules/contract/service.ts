import { MESSAGES, SIGNATURE_DATA_URL_PREFIX, SIGNATURE_MAX_BYTES, type TContractDataResponse, type TLanguage } from '@draftdesk/contract';
import { mailLanguage } from '../../adapters/mail/i18n.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx, ResolvedSite } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import { sha256 } from '../../lib/ids.ts';
import { fullName } from '../orders/presenter.ts';
import { ownerOf } from '../orders/repo.ts';
import { withOwnOrder } from '../orders/tx.ts';
import { embeddablePng, pngSize, signedContractPdf } from './pdf.ts';
import { contractsRepo, type SignatureRow } from './repo.ts';

const MAX_SIDE = 4000;

async function ownOrder(deps: Deps, ctx: AuthedCtx, id: string) {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), id);
  if (!order) throw AppError.of('orderNotFound', 404);
  return order;
}

/** GET /api/customer/contract/data/{id}: the contract of the order's package; once signed, the exact text signed. */
export async function getContract(deps: Deps, ctx: AuthedCtx, orderId: string): Promise<TContractDataResponse> {
  const order = await ownOrder(deps, ctx, orderId);
  const repo = contractsRepo(deps.db);
  const signature = await repo.findSignature(ctx.siteId, order.id);
  if (signature) {
    return {
      status: true,
      data: { content: signature.contractHtml, title: signature.contractTitle, signed: true, signedAt: signature.signedAt.toISOString() },
    };
  }
  const contract = order.package.contract_id ? await repo.findContract(ctx.siteId, order.package.contract_id) : undefined;
  if (!contract) throw AppError.of('contractNotFound', 404);
  return { status: true, data: { content: cleanHtml(contract.contentHtml), title: contract.title, signed: order.contractSigned, signedAt: null } };
}

/** The signature canvas as PNG bytes: the data URL decoded, sniffed and size-checked; anything else is 400/413. */
async function signatureBytes(dataUrl: string): Promise<Buffer> {
  const b64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw AppError.of('contractSignatureInvalid', 400);
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw AppError.of('fileTooLarge', 413);
  const size = pngSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE) {
    throw AppError.of('contractSignatureInvalid', 400);
  }
  if (!(await embeddablePng(bytes))) throw AppError.of('contractSignatureInvalid', 400);
  return bytes;
}

/**
 * POST /api/customer/contract/{id}: stores the signature with the signer, time,
 * IP, browser and a snapshot (and SHA-256) of the contract HTML; once only.
 */
export async function signContract(deps: Deps, ctx: AuthedCtx, orderId: string, dataUrl: string) {
  const png = await signatureBytes(dataUrl);
  const signature = await withOwnOrder(deps, ctx, orderId, async (t) => {
    const repo = contractsRepo(t.tx);
    const contractId = t.order.package.contract_id;
    if (!contractId) throw AppError.of('contractNotFound', 404);
    if (t.order.contractSigned || (await repo.findSignature(ctx.siteId, orderId))) throw AppError.of('contractAlreadySigned', 409);
    const contract = await repo.findContract(ctx.siteId, contractId);
    if (!contract) throw AppError.of('contractNotFound', 404);
    const contentSha256 = sha256(contract.contentHtml);
    const row = await repo.insertSignature({
      siteId: ctx.siteId,
      orderId,
      userId: ctx.user.id,
      contractId,
      contractTitle: contract.title,
      contractHtml: contract.contentHtml,
      contentSha256,
      signerName: fullName(ctx.user.firstName, ctx.user.lastName),
      signerEmail: ctx.user.email,
      signaturePng: png,
      ip: ctx.ip,
      userAgent: ctx.userAgent.slice(0, 500),
    });
    await t.orders.update(ownerOf(ctx), orderId, { contractSigned: true });
    await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'contract_signed', {
      signatureId: row.id,
      contractId,
      contentSha256,
      ip: row.ip,
      userAgent: row.userAgent,
    });
    return row;
  });
  return { status: true, message: MESSAGES.contractSigned, signedAt: signature.signedAt.toISOString() };
}

/** A stored signature as its PDF, labelled in `language` (the signer's). */
export function signaturePdf(site: ResolvedSite, language: TLanguage, s: SignatureRow, orderNumber: number): Promise<Buffer> {
  return signedContractPdf({
    companyName: site.settings?.companyName ?? site.name,
    title: s.contractTitle,
    html: s.contractHtml,
    contentSha256: s.contentSha256,
    orderNumber,
    signerName: s.signerName,
    signerEmail: s.signerEmail,
    signedAt: s.signedAt,
    ip: s.ip,
    userAgent: s.userAgent,
    signaturePng: s.signaturePng,
    language,
  });
}

/** GET /api/customer/contract/download/{id}: the signed contract as a PDF; 409 before signing. */
export async function signedContractDownload(deps: Deps, ctx: AuthedCtx, orderId: string) {
  const order = await ownOrder(deps, ctx, orderId);
  const s = await contractsRepo(deps.db).findSignature(ctx.siteId, order.id);
  if (!s) throw AppError.of('contractNotSigned', 409);
  // Only the order's customer downloads it: the signer, whose language the audit trail speaks.
  const pdf = await signaturePdf(ctx.site, mailLanguage(ctx.user.language, ctx.site), s, order.orderNumber);
  return { pdf, filename: `contract-${order.orderNumber}.pdf` };
}
