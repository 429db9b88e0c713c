import type { TCritiqueReport, TLanguage } from '@draftdesk/contract';
import { analyse } from './engine/index.ts';
import { readResume } from './engine/read.ts';

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
