import type { TCritiqueReport, TCritiqueScores, TLanguageCheckKey } from '@draftdesk/contract';
import { MIN_HARD_SKILLS } from './ats.ts';

// Scores, 0-100 each, from the checks' results alone (so the page's numbers always agree with its verdicts).
//
// structure = 60% sections + 40% bullets. Sections: experience 35, education 25, skills 20, summary 20. Bullets: 100
//             when the check passes, else 100 less 20 per long sentence quoted (none quoted and still bad: no
//             experience, 0).
// impact    = the share of experience statements carrying a number, full marks from 60%.
// language  = 100 less, per check, a penalty per quote up to a cap (weights below).
// ats       = text layer 40 + name 15 + hard skills 30 (in proportion up to 10 skills, halved below MIN_HARD_SKILLS)
//             + best fit 15 (the top job's score, full from 60). A document with no text layer scores 0.
// An unreadable document scores 0 everywhere (index.ts): nothing of it could be judged.
// overall   = the weighted mean: structure 25%, impact 25%, language 20%, ats 30%.

type Checks = Omit<TCritiqueReport, 'scores' | 'unreadable' | 'pages'>;

const SECTION_POINTS = { experience: 35, education: 25, skills: 20, summary: 20 } as const;
const FULL_IMPACT_SHARE = 0.6;
const LANGUAGE_PENALTIES: Record<TLanguageCheckKey, { each: number; cap: number }> = {
  weak_openers: { each: 8, cap: 24 },
  passive_voice: { each: 5, cap: 15 },
  personal_pronouns: { each: 5, cap: 15 },
  buzzwords: { each: 5, cap: 15 },
  filler_words: { each: 3, cap: 12 },
  repeated_verbs: { each: 4, cap: 12 },
  long_bullets: { each: 5, cap: 15 },
  inconsistent_tense: { each: 6, cap: 12 },
};
const WEIGHTS = { structure: 0.25, impact: 0.25, language: 0.2, ats: 0.3 } as const;
const FULL_SKILLS = 10;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

function structureScore({ structure_section: s }: Checks): number {
  const sections = s.missing_sections_check.found.reduce((sum, f) => sum + SECTION_POINTS[f.key], 0);
  const bullets = s.use_of_bullets_check;
  const flagged = bullets.bullet_point_sentence.length;
  const bulletPoints = bullets.result === 'good' ? 100 : flagged === 0 ? 0 : Math.max(0, 100 - 20 * flagged);
  return clamp(0.6 * sections + 0.4 * bulletPoints);
}

function impactScore({ impact_and_experience_section: { impact_check: c } }: Checks): number {
  return c.total === 0 ? 0 : clamp((100 * c.quantified) / c.total / FULL_IMPACT_SHARE);
}

function languageScore({ language_section: l }: Checks): number {
  let penalty = 0;
  for (const [key, { each, cap }] of Object.entries(LANGUAGE_PENALTIES) as [TLanguageCheckKey, { each: number; cap: number }][]) {
    penalty += Math.min(cap, each * l[key].flagged_text.length);
  }
  return clamp(100 - penalty);
}

function atsScore({ ats_section: a }: Checks): number {
  if (!a.text_layer) return 0;
  const name = a.name_from_resume_first_name === '' ? 0 : 15;
  const skills = 30 * Math.min(1, a.hard_skills.length / FULL_SKILLS) * (a.hard_skills.length >= MIN_HARD_SKILLS ? 1 : 0.5);
  const fit = 15 * Math.min(1, (a.best_fit_jobs[0]?.score ?? 0) / 60);
  return clamp(40 + name + skills + fit);
}

export function scores(checks: Checks): TCritiqueScores {
  const parts = { structure: structureScore(checks), impact: impactScore(checks), language: languageScore(checks), ats: atsScore(checks) };
  const overall = clamp(WEIGHTS.structure * parts.structure + WEIGHTS.impact * parts.impact + WEIGHTS.language * parts.language + WEIGHTS.ats * parts.ats);
  return { overall, ...parts };
}
