import { ZExternalProductInput, ZExternalProductPatch, toMajorUnits, type TAdminExternalProduct, type TExternalProduct } from '@draftdesk/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { auditedResource } from '../audit/audited-resource.ts';
import { externalProductsRepo, type ExternalProductRow, type StoredExternalProduct, type StoredExternalProductPatch } from './repo.ts';

type Input = z.output<typeof ZExternalProductInput>;
type Patch = z.output<typeof ZExternalProductPatch>;

const minorUnits = (price: number) => Math.round(price * 100);

/** Spec 03 §3 External product, as the review page receives it (price in major units). */
export function presentExternalProduct(row: ExternalProductRow): TExternalProduct {
  return {
    _id: row.id,
    name: row.name,
    price: toMajorUnits(row.price),
    frequency: row.frequency,
    productLink: row.productLink,
    productDescription: row.productDescription,
    buttonText: row.buttonText,
  };
}

const presentAdmin = (row: ExternalProductRow): TAdminExternalProduct => ({
  ...presentExternalProduct(row),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The products the free review offers beside the packages (GET /review/{id}: yjsgProducts). */
export async function siteExternalProducts(deps: Deps, siteId: string): Promise<TExternalProduct[]> {
  return (await externalProductsRepo(deps.db).list(siteId)).map(presentExternalProduct);
}

/** /api/admin/external-products: coaching plans and other products sold outside the packages (the review page links out to them). */
export const externalProductsAdmin = (deps: Deps) =>
  auditedResource(deps.db, {
    target: 'external_product',
    path: '/api/admin/external-products',
    input: ZExternalProductInput,
    patch: ZExternalProductPatch,
    key: 'product',
    listKey: 'products',
    repo: externalProductsRepo(deps.db),
    present: presentAdmin,
    label: (row) => row.name,
    // Nothing refers to a product, so a delete is never refused.
    messages: { saved: 'productSaved', deleted: 'productDeleted', inUse: 'productDeleted' },
    listExtra: (ctx) => ({ currency: ctx.site.currency }),
    prepareCreate: async (_ctx, body: Input): Promise<StoredExternalProduct> => ({ ...body, price: minorUnits(body.price) }),
    prepareUpdate: async (_ctx, { price, ...rest }: Patch): Promise<StoredExternalProductPatch> => ({
      ...rest,
      ...(price === undefined ? {} : { price: minorUnits(price) }),
    }),
  });
