import type { FastifyBaseLogger } from 'fastify';
import { wantsEmail, type TJob } from '@draftdesk/contract';
import { countryOfCurrency, createJobsProvider, type JobsProvider } from '../../adapters/jobs/index.ts';
import { greeting, mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { siteForMail } from '../site/mail-site.ts';
import { catalogueProvider } from './catalogue/provider.ts';
import { searchRepo } from './repo.ts';
import { claimSavedSearchDigest, savedSearchesRepo, type DueSavedSearch } from './saved-repo.ts';

/** Each saved search is looked at once a day. */
export const JOB_DIGEST_EVERY_SECONDS = 86_400;
/** The postings a digest reads per provider call. */
const PAGE_SIZE = 50;
/** The most pages one digest reads (1,000 postings); past them the provider's count says how many more there are. */
const MAX_PAGES = 20;
/** The postings an e-mail lists by name, newest first; the rest are counted ("…and N more") behind a link to the search. */
export const JOB_DIGEST_LISTED = 20;
/**
 * The next digest looks back this far before the last one's search, so a posting stored late (committed, or indexed
 * by Adzuna, after its `created`) is not missed; the postings already e-mailed are told apart by their ids.
 */
const OVERLAP_MS = 3_600_000;

export interface Fresh {
  /** The first JOB_DIGEST_LISTED new postings, newest first. */
  listed: TJob[];
  /** How many are new in all. */
  total: number;
  /** The ids of the new postings read, newest first (remembered as e-mailed, oldest first). */
  ids: string[];
}

/**
 * The postings new since the last digest (or since the search was saved), however many: the provider is asked for
 * postings created after the cut-off, newest first, and read page by page until one is older than the cut-off, a
 * page comes back short, or MAX_PAGES were read (then the provider's count stands for the rest).
 */
export async function freshPostings(provider: JobsProvider, s: DueSavedSearch, country: string): Promise<Fresh> {
  const cutoff = s.lastSentAt ? new Date(s.lastSentAt.getTime() - OVERLAP_MS) : s.createdAt;
  const seen = new Set(s.seenJobIds);
  const fresh: Fresh = { listed: [], total: 0, ids: [] };
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await provider.search({ what: s.what, where: s.where, page, perPage: PAGE_SIZE, country, newerThan: cutoff });
    let older = false;
    for (const j of res.results) {
      if (!(Date.parse(j.created) > cutoff.getTime())) {
        older = true;
        continue;
      }
      if (seen.has(j.id)) continue;
      seen.add(j.id);
      fresh.total += 1;
      fresh.ids.push(j.id);
      if (fresh.listed.length < JOB_DIGEST_LISTED) fresh.listed.push(j);
    }
    if (older || res.results.length < PAGE_SIZE || page * PAGE_SIZE >= res.count) return fresh;
    // The last page allowed, and the provider counts more: they are new too (newest first, none older yet).
    if (page === MAX_PAGES) fresh.total = Math.max(fresh.total, res.count);
  }
  return fresh;
}

/**
 * The saved searches' daily digest (issue 13): each search not looked at for a day is claimed (so instances share
 * them out), run with the site's provider, and its owner gets one e-mail about the postings that are new: posted
 * after the last digest's search (or after the search was saved) and not in an earlier digest, however many there
 * are; the newest JOB_DIGEST_LISTED are named, the rest counted, with a link to the search. Nothing is sent when none
 * are new, or to a customer who turned `job_digest` off. The e-mail is queued together with the record of what it
 * sent, and only if no other digest recorded postings meanwhile.
 */
export async function sendJobDigests(deps: Deps, log: FastifyBaseLogger, limit = 20): Promise<number> {
  const repo = savedSearchesRepo(deps.db);
  const due = await repo.claimDue(JOB_DIGEST_EVERY_SECONDS, limit);
  if (!due.length) return 0;
  const provider = createJobsProvider(deps.config, () => catalogueProvider(searchRepo(deps.database)));
  let sent = 0;
  for (const s of due) {
    try {
      const where = await siteForMail(deps, s.siteId);
      if (!where?.site.settings?.website_settings.enable_customer_job_search) continue;
      const user = await repo.recipient(s.siteId, s.userId);
      if (!user || user.role !== 'user' || !wantsEmail(user.emailPreferences, 'job_digest')) continue;
      const searchedAt = new Date();
      const fresh = await freshPostings(provider, s, countryOfCurrency(where.site.currency));
      if (!fresh.total) continue;
      const mail = compose(where, user, s, fresh);
      if (await deps.outbox.sendIfClaimed(claimSavedSearchDigest(s, [...fresh.ids].reverse(), searchedAt), mail)) sent += 1;
    } catch (err) {
      // A provider that cannot answer today is asked again tomorrow (nothing is lost: the cut-off stays).
      log.error({ err, savedSearch: s.id }, 'job digest could not be written');
    }
  }
  return sent;
}

/** The web's /jobs runs the search named in its address (what, where). */
export function savedSearchUrl(baseUrl: string, s: Pick<DueSavedSearch, 'what' | 'where'>): string {
  const params = new URLSearchParams();
  if (s.what) params.set('what', s.what);
  if (s.where) params.set('where', s.where);
  const query = params.toString();
  return `${baseUrl}/jobs${query ? `?${query}` : ''}`;
}

function compose(
  where: NonNullable<Awaited<ReturnType<typeof siteForMail>>>,
  user: { email: string; firstName: string; language: string | null },
  s: DueSavedSearch,
  fresh: Fresh,
): MailMessage {
  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const search = s.what
    ? s.where
      ? t('jobDigest.searchIn', { what: s.what, where: s.where })
      : t('jobDigest.searchAnywhere', { what: s.what })
    : t('jobDigest.searchIn', { what: t('jobDigest.allJobs'), where: s.where });
  const lines = fresh.listed.map((j) => `• ${j.title} (${j.company.display_name}, ${j.location.display_name})`);
  if (fresh.total > fresh.listed.length) lines.push(t('jobDigest.more', { count: fresh.total - fresh.listed.length }));
  return brandedMail(where.site, where.baseUrl, user.email, {
    language,
    subject: t('jobDigest.subject', { search }),
    heading: t('jobDigest.heading'),
    body: t('jobDigest.body', { greeting: greeting(t, user.firstName), search, count: fresh.total, list: lines.join('\n') }),
    actionText: t('jobDigest.action'),
    actionUrl: savedSearchUrl(where.baseUrl, s),
  });
}
