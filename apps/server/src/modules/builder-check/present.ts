import { LANGUAGE_CHECK_KEYS, type TBuilderCheckResult, type TCritiqueReport } from '@draftdesk/contract';

/** The findings the builder shows: what an ATS read, the language flags, the missing sections and the scores. */
export function presentCheck(report: TCritiqueReport): TBuilderCheckResult {
  const ats = report.ats_section;
  return {
    ats: {
      textLayer: ats.text_layer,
      firstName: ats.name_from_resume_first_name,
      lastName: ats.name_from_resume_last_name,
      email: report.style_section.email_check.email,
      phone: report.style_section.phone_number_check.phone_number,
      hardSkills: ats.hard_skills,
      bestFitJobs: ats.best_fit_jobs.map((job) => ({ title: job.title, score: job.score })),
    },
    language: LANGUAGE_CHECK_KEYS.map((key) => {
      const check = report.language_section[key];
      return { key, result: check.result, text: check.report_text, flagged: check.flagged_text };
    }),
    missingSections: report.structure_section.missing_sections_check.missing,
    scores: report.scores,
    pages: report.pages,
    unreadable: report.unreadable,
  };
}
