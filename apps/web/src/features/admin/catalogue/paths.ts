import type { CatalogueKind } from './api.ts';

/** The catalogue's tabs, each with an address of its own (the packages tab is the catalogue's own address). */
export const CATALOGUE_TABS = ['packages', 'contracts', 'questionnaires', 'surveys', 'external-products'] as const satisfies readonly CatalogueKind[];

export const catalogueListPath = (kind: CatalogueKind) => (kind === 'packages' ? '/admin/catalogue' : `/admin/catalogue/${kind}`);

/** An item's editor; without an id, the editor of a new one. */
export const catalogueEditPath = (kind: CatalogueKind, id?: string) => `/admin/catalogue/${kind}/${id ? encodeURIComponent(id) : 'new'}`;

/** The tab an address shows. */
export function catalogueTabOf(pathname: string): CatalogueKind {
  const segment = pathname.replace(/\/+$/, '').split('/')[3];
  return CATALOGUE_TABS.find((tab) => tab === segment) ?? 'packages';
}

/** The item an editor's address names; `new` (or none) is a new one. */
export const editedId = (param: string | undefined) => (param && param !== 'new' ? param : undefined);
