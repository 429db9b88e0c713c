import { z } from 'zod';
import type { TLanguage } from '../common.ts';
import { type RESUME_LEVELS, WEEK_DAYS, type WRITER_LANGUAGES, type WRITER_SERVICES, ZWriterProfile } from '../writer/profile.ts';
import type { TExperienceLevel } from './industries.ts';

// ---- Writer auto-assignment (issue 12 item 5): which writer a paid order goes to.

export type TProfileService = (typeof WRITER_SERVICES)[number];
export type TProfileLanguage = (typeof WRITER_LANGUAGES)[number];
export type TResumeLevel = (typeof RESUME_LEVELS)[number];
export type TWeekDay = (typeof WEEK_DAYS)[number];

/** The part of writer_data (spec 02 §3) the assignment reads; the rest of the profile plays no part. */
export const ZAssignmentProfile = z.object({
  levels: ZWriterProfile.shape.levels,
  services: ZWriterProfile.shape.services,
  languages: ZWriterProfile.shape.languages,
  availableDays: ZWriterProfile.shape.availableDays,
  maxJobsPerWeek: ZWriterProfile.shape.maxJobsPerWeek,
  maxOpenJobs: ZWriterProfile.shape.maxOpenJobs,
});
export type TAssignmentProfile = z.infer<typeof ZAssignmentProfile>;

/** A writer's stored writer_data as the assignment reads it; null when the writer has none or it does not parse. */
export function assignmentProfileOf(writerData: unknown): TAssignmentProfile | null {
  if (writerData === null || typeof writerData !== 'object') return null;
  const parsed = ZAssignmentProfile.safeParse(writerData);
  return parsed.success ? parsed.data : null;
}

// Package services are named freely per site ('Resume', 'Executive CV + Cover Letter'); these words name the profile's Services.
const SERVICE_WORDS: readonly [TProfileService, RegExp][] = [
  ['Resume Writing', /\b(resume|cv\b)/i],
  ['Cover Letter', /\bcover\b/i],
  ['LinkedIn Profile', /\blinked\s?in\b/i],
  ['Biography', /\bbio(graphy|graphies)?\b/i],
];

/** The profile Services (spec 02 §9) a package service's name asks for: every one whose word it contains, none for other work. */
export function profileServicesOf(serviceName: string): TProfileService[] {
  // 'Résumé' reads as 'Resume'.
  const plain = serviceName.normalize('NFD').replace(/\p{M}/gu, '');
  return SERVICE_WORDS.filter(([, word]) => word.test(plain)).map(([service]) => service);
}

const own = <V>(table: Record<string, V>, key: string): V | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The profile Language (spec 02 §9) a customer's language is; null for a language no writer can list (Thai). */
export const PROFILE_LANGUAGE_OF: Record<TLanguage, TProfileLanguage | null> = {
  en: 'English',
  es: 'Spanish',
  it: 'Italian',
  de: 'German',
  ru: 'Russian',
  th: null,
};

/** The initial question's experience (spec 03 §9) as a profile Level (spec 02 §9); 'Other' is no level. */
export const RESUME_LEVEL_OF: Record<TExperienceLevel, TResumeLevel | null> = {
  "Didn't complete high school": 'New Grad/First Resume',
  'Currently in college': 'New Grad/First Resume',
  'Entry Level (0 years)': 'New Grad/First Resume',
  'Associate (1-5)': 'Early Career',
  'Mid-Senior level (5-10)': 'Professional',
  'Director (10-15)': 'Executive',
  'Executive/C-Suite (15+)': 'Executive',
  Other: null,
};

/** What the rule needs of an order, in the profile's words. */
export interface AssignmentOrder {
  services: TProfileService[];
  language: TProfileLanguage | null;
  level: TResumeLevel | null;
}

/** The order as the rule reads it: its package's service names, the customer's language, the initial question's experience. */
export function assignmentOrderOf(input: { serviceNames: string[]; language: TLanguage | null; yearsOfExperience: string | null }): AssignmentOrder {
  return {
    services: [...new Set(input.serviceNames.flatMap(profileServicesOf))],
    language: input.language === null ? null : (own(PROFILE_LANGUAGE_OF, input.language) ?? null),
    level: input.yearsOfExperience === null ? null : (own(RESUME_LEVEL_OF, input.yearsOfExperience) ?? null),
  };
}

/** A writer's current load. */
export interface WriterLoad {
  /** Their orders below 100 %. */
  open: number;
  /** Their orders assigned in the 7 days before now. */
  lastWeek: number;
  /** Share (0-1) of their completed orders with a due date that were completed by the end of that day (UTC); null: none yet. */
  onTimeRate: number | null;
}

export interface AssignmentCandidate {
  id: string;
  /** Null: the writer has no profile (assignmentProfileOf). */
  profile: TAssignmentProfile | null;
  load: WriterLoad;
}

/** Why a writer did not get the order, in the order the rules are checked; the first that applies is the one given. */
export const ASSIGNMENT_EXCLUSIONS = ['noProfile', 'service', 'language', 'level', 'dayOff', 'maxOpenJobs', 'maxJobsPerWeek', 'rankedLower'] as const;
export type TAssignmentExclusion = (typeof ASSIGNMENT_EXCLUSIONS)[number];

export interface AssignmentResult {
  /** Null: no writer fits, the order stays unassigned. */
  writerId: string | null;
  excluded: Record<string, TAssignmentExclusion>;
}

/** The weekday of a moment in UTC (writers have no time zone of their own). */
export function weekDayOf(now: Date): TWeekDay {
  return WEEK_DAYS[(now.getUTCDay() + 6) % 7];
}

/** The first rule a writer breaks for the order, or null when they fit. */
export function assignmentExclusion(order: AssignmentOrder, candidate: AssignmentCandidate, now: Date): Exclude<TAssignmentExclusion, 'rankedLower'> | null {
  const { profile, load } = candidate;
  // A writer who never filled in the profile wizard has declared nothing they can do.
  if (!profile) return 'noProfile';
  // Every Service the order's package asks for is among the writer's Services.
  if (!order.services.every((s) => profile.services.includes(s))) return 'service';
  // The customer's language is among the writer's Languages, when the writer lists any.
  if (order.language && profile.languages.length > 0 && !profile.languages.includes(order.language)) return 'language';
  // The order's level is among the writer's Levels, when both have one.
  if (order.level && profile.levels.length > 0 && !profile.levels.includes(order.level)) return 'level';
  // Today (UTC) is one of the writer's Available Days, when they set any.
  if (profile.availableDays.length > 0 && !profile.availableDays.includes(weekDayOf(now))) return 'dayOff';
  // One more open order stays within Max Open Jobs, when set.
  if (profile.maxOpenJobs !== null && load.open >= profile.maxOpenJobs) return 'maxOpenJobs';
  // One more order this week (the last 7 days) stays within Max Jobs Per Week, when set.
  if (profile.maxJobsPerWeek !== null && load.lastWeek >= profile.maxJobsPerWeek) return 'maxJobsPerWeek';
  return null;
}

/** Sorts fitting writers best first: fewest open orders, higher on-time rate (none ranks below any), fewer this week, then id. */
export function compareCandidates(a: AssignmentCandidate, b: AssignmentCandidate): number {
  if (a.load.open !== b.load.open) return a.load.open - b.load.open;
  const rateA = a.load.onTimeRate ?? -1;
  const rateB = b.load.onTimeRate ?? -1;
  if (rateA !== rateB) return rateB - rateA;
  if (a.load.lastWeek !== b.load.lastWeek) return a.load.lastWeek - b.load.lastWeek;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The writer a paid order goes to: among the writers whose profile fits the
 * order (assignmentExclusion), the best by compareCandidates; null when
 * nobody fits. `excluded` names why each other writer did not get it, for the
 * order's audit log.
 */
export function pickWriter(order: AssignmentOrder, candidates: AssignmentCandidate[], now: Date): AssignmentResult {
  const excluded: Record<string, TAssignmentExclusion> = {};
  const fitting: AssignmentCandidate[] = [];
  for (const c of candidates) {
    const reason = assignmentExclusion(order, c, now);
    if (reason) excluded[c.id] = reason;
    else fitting.push(c);
  }
  const [best, ...rest] = fitting.sort(compareCandidates);
  for (const c of rest) excluded[c.id] = 'rankedLower';
  return { writerId: best?.id ?? null, excluded };
}
