import type {
  TAdminExternalProductResponse,
  TAdminExternalProductsResponse,
  TAdminSurveyResponse,
  TAdminSurveysResponse,
  TExternalProductInput,
  TExternalProductPatch,
  TSurveyInput,
  TSurveyPatch,
  TAdminContractResponse,
  TAdminContractsResponse,
  TAdminPackageResponse,
  TAdminPackagesResponse,
  TAdminQuestionnaireResponse,
  TAdminQuestionnairesResponse,
  TAuditEntry,
  TCatalogueDeleteResponse,
  TContractInput,
  TContractPatch,
  TPackageInput,
  TPackagePatch,
  TQuestionnaireInput,
  TQuestionnairePatch,
} from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** Everything under it changes with any catalogue write: a package's save changes the counts of its contract and questionnaires. */
const CATALOGUE = ['admin', 'catalogue'] as const;
export type CatalogueKind = 'packages' | 'contracts' | 'questionnaires' | 'surveys' | 'external-products';
export const catalogueKeys = {
  list: (kind: CatalogueKind) => [...CATALOGUE, kind, 'list'] as const,
  item: (kind: CatalogueKind, id: string) => [...CATALOGUE, kind, 'detail', id] as const,
};

const pathOf = (kind: CatalogueKind, id?: string) => `/api/admin/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

function useList<T>(kind: CatalogueKind) {
  return useQuery({
    queryKey: catalogueKeys.list(kind),
    queryFn: ({ signal }) => api.get<T>(pathOf(kind), { signal }).then(requireStatus),
  });
}

function useItem<T>(kind: CatalogueKind, id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.item(kind, id ?? ''),
    queryFn: ({ signal }) => api.get<T>(pathOf(kind, id), { signal }).then(requireStatus),
    enabled: !!id,
  });
}

const sameKey = (a: QueryKey, b: QueryKey) => a.join() === b.join();

/**
 * A write: a saved item's fresh copy replaces the cached one at once, keeping its history until the item is fetched
 * again with the new change in it (a write's answer has no history; a deleted item is not fetched again), and the
 * rest refetches.
 */
function useWrite<V, R>(call: (vars: V) => Promise<R>, itemKey: (vars: V, response: R) => QueryKey, saved: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (response, vars) => {
      const key = itemKey(vars, response);
      if (saved) client.setQueryData(key, (cached: { history?: TAuditEntry[] } | undefined) => ({ ...response, history: cached?.history }));
      await client.invalidateQueries({ queryKey: CATALOGUE, predicate: (query) => saved || !sameKey(query.queryKey, key) });
    },
  });
}

const useSave = <V, R>(kind: CatalogueKind, id: string, call: (vars: V) => Promise<R>) => useWrite(call, () => catalogueKeys.item(kind, id), true);
const useCreate = <V, R>(kind: CatalogueKind, call: (vars: V) => Promise<R>) => useWrite(call, () => catalogueKeys.item(kind, ''), false);
const useDelete = (kind: CatalogueKind) =>
  useWrite(
    (id: string) => api.delete<TCatalogueDeleteResponse>(pathOf(kind, id)).then(requireStatus),
    (id) => catalogueKeys.item(kind, id),
    false,
  );

// ---- Packages

/** GET /api/admin/packages: every package of the site, with the site's currency. */
export const usePackages = () => useList<TAdminPackagesResponse>('packages');
/** GET /api/admin/packages/{id} */
export const usePackage = (id: string | undefined) => useItem<TAdminPackageResponse>('packages', id);
/** POST /api/admin/packages */
export const useCreatePackage = () =>
  useCreate('packages', (body: TPackageInput) => api.post<TAdminPackageResponse>(pathOf('packages'), body).then(requireStatus));
/** PATCH /api/admin/packages/{id} with the `updatedAt` it was loaded with (409 staleWrite when someone saved since). */
export const useUpdatePackage = (id: string) =>
  useSave('packages', id, (body: TPackagePatch) => api.patch<TAdminPackageResponse>(pathOf('packages', id), body).then(requireStatus));
/** DELETE /api/admin/packages/{id}: 409 packageInUse when orders were bought with it. */
export const useDeletePackage = () => useDelete('packages');

// ---- Contracts

export const useContracts = () => useList<TAdminContractsResponse>('contracts');
export const useContract = (id: string | undefined) => useItem<TAdminContractResponse>('contracts', id);
export const useCreateContract = () =>
  useCreate('contracts', (body: TContractInput) => api.post<TAdminContractResponse>(pathOf('contracts'), body).then(requireStatus));
export const useUpdateContract = (id: string) =>
  useSave('contracts', id, (body: TContractPatch) => api.patch<TAdminContractResponse>(pathOf('contracts', id), body).then(requireStatus));
/** 409 contractInUse while a package or an order carries it. */
export const useDeleteContract = () => useDelete('contracts');

// ---- Questionnaires

export const useQuestionnaires = () => useList<TAdminQuestionnairesResponse>('questionnaires');
export const useQuestionnaire = (id: string | undefined) => useItem<TAdminQuestionnaireResponse>('questionnaires', id);
export const useCreateQuestionnaire = () =>
  useCreate('questionnaires', (body: TQuestionnaireInput) => api.post<TAdminQuestionnaireResponse>(pathOf('questionnaires'), body).then(requireStatus));
export const useUpdateQuestionnaire = (id: string) =>
  useSave('questionnaires', id, (body: TQuestionnairePatch) => api.patch<TAdminQuestionnaireResponse>(pathOf('questionnaires', id), body).then(requireStatus));
/** 409 questionnaireInUse while a package or an order asks it. */
export const useDeleteQuestionnaire = () => useDelete('questionnaires');

// ---- Surveys

export const useSurveys = () => useList<TAdminSurveysResponse>('surveys');
export const useSurvey = (id: string | undefined) => useItem<TAdminSurveyResponse>('surveys', id);
export const useCreateSurvey = () => useCreate('surveys', (body: TSurveyInput) => api.post<TAdminSurveyResponse>(pathOf('surveys'), body).then(requireStatus));
export const useUpdateSurvey = (id: string) =>
  useSave('surveys', id, (body: TSurveyPatch) => api.patch<TAdminSurveyResponse>(pathOf('surveys', id), body).then(requireStatus));
/** 409 surveyInUse while a package carries it. */
export const useDeleteSurvey = () => useDelete('surveys');

// ---- External products

export const useExternalProducts = () => useList<TAdminExternalProductsResponse>('external-products');
export const useExternalProduct = (id: string | undefined) => useItem<TAdminExternalProductResponse>('external-products', id);
export const useCreateExternalProduct = () =>
  useCreate('external-products', (body: TExternalProductInput) =>
    api.post<TAdminExternalProductResponse>(pathOf('external-products'), body).then(requireStatus),
  );
export const useUpdateExternalProduct = (id: string) =>
  useSave('external-products', id, (body: TExternalProductPatch) =>
    api.patch<TAdminExternalProductResponse>(pathOf('external-products', id), body).then(requireStatus),
  );
export const useDeleteExternalProduct = () => useDelete('external-products');
