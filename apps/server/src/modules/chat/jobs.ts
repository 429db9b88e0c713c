import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { notifyDueDeadlines } from '../boards/deadlines.ts';
import { processDueCritiques } from '../critiques/jobs.ts';
import { sendJobDigests } from '../jobs/digest.ts';
import { sendDueNotificationMail } from '../notifications/mail.ts';
import { sendChatDigests } from './digest.ts';
import { chatReadsRepo } from './reads-repo.ts';

/** One run of the background jobs; each claims its rows, so any number of instances may run them. */
export async function runJobsOnce(deps: Deps, log: FastifyBaseLogger) {
  const digests = await sendChatDigests(deps, log);
  // Writers' task cards due within 24 hours: a notification (and its e-mail) once per deadline.
  const deadlines = await notifyDueDeadlines(deps).catch((err) => {
    log.error({ err }, 'board deadline notifications failed');
    return 0;
  });
  // Saved job searches, once a day each: an e-mail when there are new postings.
  const jobDigests = await sendJobDigests(deps, log);
  // Catches e-mails whose after-commit kick was missed (an instance stopped, the bus reconnected).
  const mails = await sendDueNotificationMail(deps, log);
  // Sends what is queued and due: new e-mails, retries, and rows whose sender's lease ran out.
  await deps.outbox.drain();
  await chatReadsRepo(deps.db).purgeStale();
  // Reviews whose kick was missed, and those a stopped instance held when its lease ran out.
  const critiques = await processDueCritiques(deps, log);
  return { digests, mails, critiques, deadlines, jobDigests };
}

/**
 * Starts the jobs every JOBS_INTERVAL_SECONDS (main.ts does; tests call
 * runJobsOnce or start them explicitly). The timer never keeps the process
 * alive; runs never overlap. Returns stop().
 */
export function startJobs(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  if (deps.config.jobsIntervalMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runJobsOnce(deps, log)
      .catch((err) => log.error({ err }, 'background jobs failed'))
      .finally(() => (running = null));
  }, deps.config.jobsIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
