import type { FastifyBaseLogger } from 'fastify';
import { CRITIQUE_LIMITS, SUPPORTED_LANGUAGES, type TCritiqueReport, type TLanguage, type TUnreadableReason } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { analyse, type CritiqueOptions } from './engine/index.ts';
import { CritiqueRunError } from './pool.ts';
import { critiquesRepo, type ClaimedCritique } from './repo.ts';

/** A document whose reading keeps ending its holder (a crash each time) is judged unreadable after this many claims. */
const MAX_ATTEMPTS = 3;

/** The report of a document the engine could not read: every check says what could not be read. */
export function unreadableReport(reason: TUnreadableReason, opts: CritiqueOptions): TCritiqueReport {
  return analyse({ pages: 0, lines: [], sections: [], textLayer: false, unreadable: reason }, opts);
}

/** The language a review's texts are written in: the visitor's, when the engine speaks it. */
const languageOf = (value: string): TLanguage => ((SUPPORTED_LANGUAGES as readonly string[]).includes(value) ? (value as TLanguage) : 'en');

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  // A copy that owns its memory: the pool transfers it to the worker (a small Buffer shares Node's pool).
  return Uint8Array.from(Buffer.concat(chunks));
}

async function reportOf(deps: Deps, claimed: ClaimedCritique): Promise<TCritiqueReport> {
  const opts = { defaultCountry: claimed.country, language: languageOf(claimed.language) };
  if (claimed.attempts > MAX_ATTEMPTS) return unreadableReport('damaged', opts);
  const bytes = await readAll(await deps.storage.get(claimed.fileKey));
  try {
    return await deps.critiquePool.run({ bytes, kind: claimed.fileKind, maxPages: CRITIQUE_LIMITS.maxPages, ...opts });
  } catch (err) {
    if (err instanceof CritiqueRunError) return unreadableReport(err.reason === 'timeout' ? 'timeout' : 'damaged', opts);
    throw err;
  }
}

async function processOne(deps: Deps, log: FastifyBaseLogger, claimed: ClaimedCritique): Promise<boolean> {
  try {
    const report = await reportOf(deps, claimed);
    return Boolean(await critiquesRepo(deps.db).finish(claimed.id, report));
  } catch (err) {
    // The file store or the database did not answer: the lease runs out and the review is tried again.
    log.error({ err, critiqueId: claimed.id }, 'critique processing failed');
    return false;
  }
}

/** Processes every review waiting for the engine, a pool's width at a time; safe on any number of instances. */
export async function processDueCritiques(deps: Deps, log: FastifyBaseLogger): Promise<number> {
  const repo = critiquesRepo(deps.db);
  let done = 0;
  for (;;) {
    const batch = await repo.claim(deps.config.critiques.threads, deps.config.critiques.leaseMs);
    if (batch.length === 0) return done;
    const results = await Promise.all(batch.map((c) => processOne(deps, log, c)));
    done += results.filter(Boolean).length;
    // What failed for want of storage or database waits for its lease: do not spin on it.
    if (results.some((r) => !r)) return done;
  }
}

/**
 * Runs the processing on this instance as soon as a review is written (the background jobs catch anything a kick
 * missed, and reviews a stopped instance held). Kicks during a run make one more run; runs never overlap.
 */
export class CritiqueKicker {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly deps: Deps,
    private readonly log: FastifyBaseLogger,
  ) {}

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await processDueCritiques(this.deps, this.log).catch((err: unknown) => this.log.error({ err }, 'critique processing failed'));
      } while (this.again);
    })().finally(() => (this.running = null));
  }

  /** Waits for the current run (app close, tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
