import { readlinkSync } from 'node:fs';
import os from 'node:os';
import type { TCritiqueReport, TLanguage } from '@draftdesk/contract';
import { analyse } from './engine/index.ts';
import { readResume } from './engine/read.ts';

// Reading resumes yields to the server's own thread: on Linux a thread is a task of its own, and this one asks the
// scheduler for a lower priority (nice 10: about a tenth of a core's share when both want it), so requests keep
// their latency while reviews are read, and a review on a busy server still ends well inside its 10 s. Elsewhere, or
// where it is not allowed, the thread keeps the process's priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // Not Linux, or not allowed: nothing to do.
}

/** One document for the engine (pool.ts): its bytes (transferred, not copied) and what the checks need. */
export interface CritiqueTask {
  bytes: Uint8Array;
  kind: 'pdf' | 'docx';
  maxPages: number;
  defaultCountry: string;
  language: TLanguage;
}

/** Runs in a worker thread: reads the resume and judges it. */
export default async function critiqueWorker(task: CritiqueTask): Promise<TCritiqueReport> {
  const doc = await readResume(task.bytes, task.kind, { maxPages: task.maxPages });
  return analyse(doc, { defaultCountry: task.defaultCountry, language: task.language });
}
