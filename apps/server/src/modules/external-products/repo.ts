import { and, asc, eq } from 'drizzle-orm';
import type { TExternalProductFrequency } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { externalProducts } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nextVersion, sameVersion } from '../../lib/versioned.ts';

/** As stored: the price in minor units of the site's currency. */
export interface StoredExternalProduct {
  name: string;
  price: number;
  frequency: TExternalProductFrequency;
  productLink: string;
  productDescription: string;
  buttonText: string;
}
export type StoredExternalProductPatch = Partial<StoredExternalProduct> & { updatedAt: string };
export type ExternalProductRow = StoredExternalProduct & { id: string; createdAt: Date; updatedAt: Date };

const columns = {
  id: externalProducts.id,
  name: externalProducts.name,
  price: externalProducts.price,
  frequency: externalProducts.frequency,
  productLink: externalProducts.productLink,
  productDescription: externalProducts.productDescription,
  buttonText: externalProducts.buttonText,
  createdAt: externalProducts.createdAt,
  updatedAt: externalProducts.updatedAt,
};

const ofSite = (siteId: string, id: string) => and(eq(externalProducts.siteId, siteId), eq(externalProducts.id, id));

/** What a site sells outside its packages (spec 03 §3). Scoped by site. */
export function externalProductsRepo(db: Db) {
  return {
    list: (siteId: string): Promise<ExternalProductRow[]> =>
      db.select(columns).from(externalProducts).where(eq(externalProducts.siteId, siteId)).orderBy(asc(externalProducts.createdAt), asc(externalProducts.id)),

    async find(siteId: string, id: string): Promise<ExternalProductRow | undefined> {
      const [row] = await db.select(columns).from(externalProducts).where(ofSite(siteId, id)).limit(1);
      return row;
    },

    async create(siteId: string, values: StoredExternalProduct): Promise<string> {
      const id = newId();
      await db.insert(externalProducts).values({ id, siteId, ...values });
      return id;
    },

    /** Undefined: no row holds that version (gone, or saved by someone else in between). */
    async update(siteId: string, id: string, { updatedAt, ...changes }: StoredExternalProductPatch): Promise<string | undefined> {
      const [row] = await db
        .update(externalProducts)
        .set({ ...changes, updatedAt: nextVersion(externalProducts.updatedAt) })
        .where(and(ofSite(siteId, id), sameVersion(externalProducts.updatedAt, updatedAt)))
        .returning({ id: externalProducts.id });
      return row?.id;
    },

    /** Nothing refers to a product: the review page links out to it, and no order holds it. */
    inUse: async (): Promise<boolean> => false,

    async remove(siteId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(externalProducts).where(ofSite(siteId, id)).returning({ id: externalProducts.id });
      return deleted.length > 0;
    },
  };
}
