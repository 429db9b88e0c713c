import { Piscina } from 'piscina';
import type { TCritiqueReport } from '@draftdesk/contract';
import { CRITIQUE_LIMITS } from '@draftdesk/contract';
import type { CritiqueTask } from './worker.ts';

/**
 * The worker threads that read resumes: the engine never runs on the server's own thread. Each document gets
 * CRITIQUE_LIMITS.timeoutMs and a heap of HEAP_MB; a worker that runs over either is terminated (piscina replaces
 * it) and the caller hears why, so a hostile file costs one thread for a bounded time and never a stuck worker.
 */
const HEAP_MB = 256;

/** Why the pool gave no report. */
export class CritiqueRunError extends Error {
  constructor(readonly reason: 'timeout' | 'crashed') {
    super(`critique worker ${reason}`);
  }
}

// Under tsx (development, tests) the worker is TypeScript and needs tsx's loader in its thread; the production build
// writes it beside main.js (apps/server/scripts/build.mjs).
const WORKER = import.meta.url.endsWith('.ts') ? new URL('./worker-entry.mjs', import.meta.url) : new URL('./critique-worker.js', import.meta.url);

export class CritiquePool {
  private pool: Piscina | null = null;

  constructor(
    private readonly threads: number,
    private readonly limits: { timeoutMs: number; heapMb: number } = { timeoutMs: CRITIQUE_LIMITS.timeoutMs, heapMb: HEAP_MB },
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Reads and judges one document in a worker (its bytes must own their ArrayBuffer: it is transferred); rejects with CritiqueRunError when the worker ran out of time or memory. */
  async run(task: CritiqueTask): Promise<TCritiqueReport> {
    this.pool ??= this.start();
    try {
      return (await this.pool.run(task, {
        signal: AbortSignal.timeout(this.limits.timeoutMs),
        transferList: [task.bytes.buffer as ArrayBuffer],
      })) as TCritiqueReport;
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError' || (err as { name?: string }).name === 'TimeoutError') throw new CritiqueRunError('timeout');
      throw new CritiqueRunError('crashed');
    }
  }

  // Started on first use: an instance that never reviews a resume keeps no threads.
  private start(): Piscina {
    const pool = new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // Without source maps: with them, each new thread parses the maps of pdf.js and of the engine as it loads them
      // (a fifth of its start), and a report's errors are caught and said by the pool, not thrown with their stacks.
      execArgv: process.execArgv.filter((arg) => arg !== '--enable-source-maps'),
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: Math.min(32, this.limits.heapMb) },
    });
    // A thread that dies outside a task (out of memory while starting) is an 'error' event of the pool: said here,
    // never a crash of the server; the task waiting for it ends at its time limit.
    pool.on('error', (err: unknown) => this.onError(err));
    return pool;
  }

  /** Documents waiting for a thread. */
  get queued(): number {
    return this.pool?.queueSize ?? 0;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
