import type { TJob, TJobSearchResponse } from '@draftdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
