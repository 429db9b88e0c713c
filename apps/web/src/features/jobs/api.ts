import type { TJob, TJobSearchResponse, TSavedJobSearch, TSavedJobSearchList } from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

/** The search the page shows: the customer's last one on arrival, then what they ask for. */
export type JobSearch = { pageLoad: true } | { what: string; where: string; pageNumber: number; newSearch: boolean };

/** GET /customer/jobs: one page of postings; the previous page stays on screen while the next loads. */
export function useJobSearch(search: JobSearch) {
  const path = withQuery('/customer/jobs', search);
  return useQuery({
    queryKey: queryKeys.jobs(path),
    queryFn: ({ signal }) => api.get<TJobSearchResponse>(path, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /customer/save-search-click: the customer opened a posting (best effort: the link opens regardless). */
export function saveSearchClick(searchKeywords: string, searchLocation: string, job: TJob) {
  const jobDetails = { id: job.id, title: job.title, redirect_url: job.redirect_url, company: job.company };
  return api.post<{ status: boolean }>('/customer/save-search-click', { searchKeywords, searchLocation, jobDetails }).catch(() => undefined);
}

/** The customer's saved searches (GET /api/customer/job-searches), refreshed after a save or a delete. */
export const savedSearchesKey = ['customer', 'job-searches'] as const;

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => api.get<TSavedJobSearchList>('/api/customer/job-searches', { signal }),
    select: (r) => r.data,
  });
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { what: string; where: string }) => api.post<{ status: true; data: TSavedJobSearch }>('/api/customer/job-searches', body),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ status: true }>(`/api/customer/job-searches/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
