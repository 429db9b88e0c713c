import { z } from 'zod';
import type { TJob } from '@draftdesk/contract';
import { AppError } from '../../lib/errors.ts';
import { plainText, type JobPage, type JobQuery, type JobsProvider } from './types.ts';

export interface AdzunaConfig {
  appId: string;
  appKey: string;
  /** https://api.adzuna.com, or a local stand-in in tests. */
  apiBase: string;
  timeoutMs?: number;
}

// Adzuna's documented search response (GET /v1/api/jobs/{country}/search/{page}); fields it may leave out are optional.
const ZAdzunaJob = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().default(''),
  description: z.string().default(''),
  created: z.string().default(''),
  redirect_url: z.string().default(''),
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  contract_type: z.string().nullish(),
  contract_time: z.string().nullish(),
  company: z
    .object({ display_name: z.string().default('') })
    .partial()
    .nullish(),
  location: z
    .object({ area: z.array(z.string()).default([]), display_name: z.string().default('') })
    .partial()
    .nullish(),
  category: z
    .object({ label: z.string().default(''), tag: z.string().default('') })
    .partial()
    .nullish(),
});
const ZAdzunaSearch = z.object({ count: z.number().int().nonnegative(), results: z.array(ZAdzunaJob) });

const unavailable = () => AppError.of('jobSearchUnavailable', 502);

/** Adzuna's job search API; its keys stay on the server (only the mapped postings reach the browser). */
export function adzunaProvider(config: AdzunaConfig): JobsProvider {
  return {
    name: 'adzuna',
    async search(query: JobQuery): Promise<JobPage> {
      const params = new URLSearchParams({ app_id: config.appId, app_key: config.appKey, results_per_page: String(query.perPage) });
      if (query.what) params.set('what', query.what);
      if (query.where) params.set('where', query.where);
      if (query.newerThan) {
        params.set('sort_by', 'date');
        params.set('max_days_old', String(Math.max(1, Math.ceil((Date.now() - query.newerThan.getTime()) / 86_400_000))));
      }
      const url = `${config.apiBase.replace(/\/$/, '')}/v1/api/jobs/${encodeURIComponent(query.country)}/search/${query.page}?${params}`;
      let body: unknown;
      try {
        const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
        if (!res.ok) throw unavailable();
        body = await res.json();
      } catch {
        throw unavailable();
      }
      const parsed = ZAdzunaSearch.safeParse(body);
      if (!parsed.success) throw unavailable();
      return { count: parsed.data.count, results: parsed.data.results.map(toJob) };
    },
  };
}

function toJob(j: z.infer<typeof ZAdzunaJob>): TJob {
  return {
    id: j.id,
    title: plainText(j.title),
    location: { area: j.location?.area ?? [], display_name: j.location?.display_name ?? '' },
    company: { display_name: j.company?.display_name ?? '' },
    created: j.created,
    salary_min: j.salary_min ?? null,
    salary_max: j.salary_max ?? null,
    // Only web links leave for the browser.
    redirect_url: /^https?:\/\//i.test(j.redirect_url) ? j.redirect_url : '',
    description: plainText(j.description),
    companyLogo: null,
    category: j.category?.label ? { label: j.category.label, tag: j.category.tag ?? '' } : null,
    contract_type: j.contract_type ?? null,
    contract_time: j.contract_time ?? null,
  };
}
