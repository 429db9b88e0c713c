/**
 * The worker pool that reads resumes: a document over its time or heap limit ends its thread and the caller hears
 * why; nothing waits on a stuck worker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ZCritiqueReport } from '@draftdesk/contract';
import { CritiquePool, CritiqueRunError } from '../src/modules/critiques/pool.ts';
import { onePagePdf } from './critique-fixtures.ts';

const pools: CritiquePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
const pool = (limits?: { timeoutMs: number; heapMb: number }) => {
  const p = new CritiquePool(1, limits);
  pools.push(p);
  return p;
};
const task = async () => ({ bytes: Uint8Array.from(await onePagePdf()), kind: 'pdf' as const, maxPages: 10, defaultCountry: 'US', language: 'en' as const });

describe('the critique pool', () => {
  it('reads a resume in a worker thread', async () => {
    const report = await pool().run(await task());
    expect(ZCritiqueReport.parse(report).ats_section.name_from_resume_last_name).toBe('Gonzalez');
  });

  it('ends a document that runs over its time, and the thread is not left busy', async () => {
    const p = pool({ timeoutMs: 5, heapMb: 256 });
    await expect(p.run(await task())).rejects.toEqual(new CritiqueRunError('timeout'));
    await expect(p.run(await task())).rejects.toEqual(new CritiqueRunError('timeout'));
    expect(p.queued).toBe(0);
  });

  it('survives a thread that runs out of its heap: the server hears of it and the document ends at its time limit', async () => {
    const errors: unknown[] = [];
    const p = new CritiquePool(1, { timeoutMs: 1500, heapMb: 2 }, (err) => errors.push(err));
    pools.push(p);
    const err = await p.run(await task()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CritiqueRunError);
    expect(String(errors[0])).toMatch(/memory/);
  });
});
