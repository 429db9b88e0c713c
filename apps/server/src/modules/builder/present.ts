import type { TSavedResume, TSavedResumeSummary } from '@draftdesk/contract';
import type { ResumeRow, ResumeSummaryRow } from './repo.ts';

export const presentResumeSummary = (row: ResumeSummaryRow): TSavedResumeSummary => ({ id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() });

export const presentResume = (row: ResumeRow): TSavedResume => ({ ...presentResumeSummary(row), data: row.data });
