import type { FastifyBaseLogger } from 'fastify';
import { wantsEmail, type TJob } from '@draftdesk/contract';
import { countryOfCurrency, createJobsProvider } from '../../adapters/jobs/index.ts';
import { greeting, mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { siteForMail } from '../site/mail-site.ts';
import { catalogueProvider } from './catalogue/provider.ts';
import { jobsRepo } from './repo.ts';
import { claimSavedSearchDigest, savedSearchesRepo, type DueSavedSearch } from './saved-repo.ts';

/** Each saved search is looked at once a day. */
export const JOB_DIGEST_EVERY_SECONDS = 86_400;
/** The postings a digest looks through: the provider's first page of this many. */
const LOOKED_AT = 50;
/** The postings an e-mail lists by name; the rest are counted. */
const LISTED = 10;

/**
 * The saved searches' daily digest (issue 13): each search not looked at for a day is claimed (so instances share
 * them out), run with the site's provider, and its owner gets one e-mail naming the postings that are new: posted
 * after the search was saved and not in an earlier digest. Nothing is sent when none are new. The e-mail is
 * queued together with the record of what it sent, and only if no other digest recorded postings meanwhile.
 */
export async function sendJobDigests(deps: Deps, log: FastifyBaseLogger, limit = 20): Promise<number> {
  const repo = savedSearchesRepo(deps.db);
  const due = await repo.claimDue(JOB_DIGEST_EVERY_SECONDS, limit);
  if (!due.length) return 0;
  const provider = createJobsProvider(deps.config, () => catalogueProvider(jobsRepo(deps.db)));
  let sent = 0;
  for (const s of due) {
    try {
      const where = await siteForMail(deps, s.siteId);
      if (!where?.site.settings?.website_settings.enable_customer_job_search) continue;
      const user = await repo.recipient(s.siteId, s.userId);
      if (!user || user.role !== 'user' || !wantsEmail(user.emailPreferences, 'job_digest')) continue;
      const page = await provider.search({ what: s.what, where: s.where, page: 1, perPage: LOOKED_AT, country: countryOfCurrency(where.site.currency) });
      const seen = new Set(s.seenJobIds);
      const fresh = page.results.filter((j) => !seen.has(j.id) && Date.parse(j.created) > s.createdAt.getTime());
      if (!fresh.length) continue;
      const mail = compose(where, user, s, fresh);
      if (
        await deps.outbox.sendIfClaimed(
          claimSavedSearchDigest(
            s,
            fresh.map((j) => j.id),
          ),
          mail,
        )
      )
        sent += 1;
    } catch (err) {
      // A provider that cannot answer today is asked again tomorrow.
      log.error({ err, savedSearch: s.id }, 'job digest could not be written');
    }
  }
  return sent;
}

function compose(
  where: NonNullable<Awaited<ReturnType<typeof siteForMail>>>,
  user: { email: string; firstName: string; language: string | null },
  s: DueSavedSearch,
  fresh: TJob[],
): MailMessage {
  const language = mailLanguage(user.language, where.site);
  const t = mailT(language);
  const search = s.what
    ? s.where
      ? t('jobDigest.searchIn', { what: s.what, where: s.where })
      : t('jobDigest.searchAnywhere', { what: s.what })
    : t('jobDigest.searchIn', { what: t('jobDigest.allJobs'), where: s.where });
  const lines = fresh.slice(0, LISTED).map((j) => `• ${j.title} (${j.company.display_name}, ${j.location.display_name})`);
  if (fresh.length > LISTED) lines.push(t('jobDigest.more', { count: fresh.length - LISTED }));
  return brandedMail(where.site, where.baseUrl, user.email, {
    language,
    subject: t('jobDigest.subject', { search }),
    heading: t('jobDigest.heading'),
    body: t('jobDigest.body', { greeting: greeting(t, user.firstName), search, count: fresh.length, list: lines.join('\n') }),
    actionText: t('jobDigest.action'),
    actionUrl: `${where.baseUrl}/jobs`,
  });
}
