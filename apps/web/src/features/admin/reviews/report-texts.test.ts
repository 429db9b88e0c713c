import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CRITIQUE_EDITABLE_TEXTS, type TCritique } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { REPORT_TEXTS, reportResultOf, reportTextOf } from './report-texts.ts';

const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../../locales/admin/en.json', import.meta.url)), 'utf8')) as {
  admin: { reviews: { tabs: Record<string, string>; checks: Record<string, string> } };
};

describe('report texts', () => {
  it('labels every editable text with its tab and check, in English', () => {
    expect(REPORT_TEXTS.map((item) => item.path)).toEqual([...CRITIQUE_EDITABLE_TEXTS]);
    const labels = REPORT_TEXTS.map((item) => `${en.admin.reviews.tabs[item.tab]} — ${en.admin.reviews.checks[item.check]}`);
    expect(labels).toContain('Language — Buzzwords');
    expect(labels).toContain('ATS — Applicant tracking systems (ATS)');
    expect(labels.filter((label) => label.includes('undefined'))).toEqual([]);
    expect(REPORT_TEXTS.filter((item) => item.html).map((item) => item.path)).toEqual(['impact_and_experience_section.impact_check.report_text']);
  });

  it('reads a text and its check result from a review, and nothing from one being prepared', () => {
    const ready = { ats_section: { result: 'bad', report_text: 'Add a skills section.' } } as unknown as TCritique;
    expect(reportTextOf(ready, 'ats_section.report_text')).toBe('Add a skills section.');
    expect(reportResultOf(ready, 'ats_section.report_text')).toBe('bad');
    const preparing = {} as TCritique;
    expect(reportTextOf(preparing, 'language_section.buzzwords.report_text')).toBe('');
    expect(reportResultOf(preparing, 'language_section.buzzwords.report_text')).toBeNull();
  });
});
