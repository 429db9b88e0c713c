import { describe, expect, it } from 'vitest';
import {
  assignmentOrderOf,
  assignmentProfileOf,
  pickWriter,
  profileServicesOf,
  weekDayOf,
  type AssignmentCandidate,
  type AssignmentOrder,
  type TAssignmentProfile,
  type WriterLoad,
} from './assignment.ts';

// Wednesday 2025-06-11, 10:00 UTC.
const WEDNESDAY = new Date('2025-06-11T10:00:00Z');

const fullProfile: TAssignmentProfile = {
  levels: [],
  services: ['Resume Writing', 'Cover Letter', 'LinkedIn Profile', 'Biography'],
  languages: [],
  availableDays: [],
  maxJobsPerWeek: null,
  maxOpenJobs: null,
};
const idle: WriterLoad = { open: 0, lastWeek: 0, onTimeRate: null };

function writer(id: string, profile: Partial<TAssignmentProfile> | null = {}, load: Partial<WriterLoad> = {}): AssignmentCandidate {
  return { id, profile: profile === null ? null : { ...fullProfile, ...profile }, load: { ...idle, ...load } };
}

const resumeOrder: AssignmentOrder = { services: ['Resume Writing'], language: 'English', level: null };

describe('pickWriter', () => {
  it('leaves the order unassigned when the site has no writers', () => {
    expect(pickWriter(resumeOrder, [], WEDNESDAY)).toEqual({ writerId: null, excluded: {} });
  });

  it('excludes a writer without a profile', () => {
    expect(pickWriter(resumeOrder, [writer('a', null)], WEDNESDAY)).toEqual({ writerId: null, excluded: { a: 'noProfile' } });
  });

  it("needs every one of the order's services among the writer's Services", () => {
    const order: AssignmentOrder = { ...resumeOrder, services: ['Resume Writing', 'Cover Letter'] };
    const result = pickWriter(
      order,
      [writer('a', { services: ['Resume Writing'] }), writer('b', { services: ['Cover Letter', 'Resume Writing'] }), writer('c', { services: [] })],
      WEDNESDAY,
    );
    expect(result).toEqual({ writerId: 'b', excluded: { a: 'service', c: 'service' } });
  });

  it('lets any writer with a profile take an order that asks for no profile service', () => {
    expect(pickWriter({ ...resumeOrder, services: [] }, [writer('a', { services: [] })], WEDNESDAY).writerId).toBe('a');
  });

  it("needs the customer's language among the writer's Languages, when the writer lists any", () => {
    const result = pickWriter(
      { ...resumeOrder, language: 'Spanish' },
      [
        writer('a', { languages: ['English'] }, { open: 0 }),
        writer('b', { languages: ['English', 'Spanish'] }, { open: 1 }),
        writer('c', { languages: [] }, { open: 2 }),
      ],
      WEDNESDAY,
    );
    expect(result).toEqual({ writerId: 'b', excluded: { a: 'language', c: 'rankedLower' } });
    // An order without a language in the profile's list (a Thai customer) asks nothing of it.
    expect(pickWriter({ ...resumeOrder, language: null }, [writer('a', { languages: ['English'] })], WEDNESDAY).writerId).toBe('a');
  });

  it("needs the order's level among the writer's Levels, only when both have one", () => {
    const writers = [writer('a', { levels: ['Early Career'] }), writer('b', { levels: [] }, { open: 1 })];
    expect(pickWriter({ ...resumeOrder, level: 'Executive' }, writers, WEDNESDAY)).toEqual({ writerId: 'b', excluded: { a: 'level' } });
    expect(pickWriter({ ...resumeOrder, level: 'Early Career' }, writers, WEDNESDAY).writerId).toBe('a');
    expect(pickWriter({ ...resumeOrder, level: null }, writers, WEDNESDAY).writerId).toBe('a');
  });

  it("needs today (UTC) among the writer's Available Days, when they set any", () => {
    const writers = [
      writer('a', { availableDays: ['Monday', 'Tuesday'] }),
      writer('b', { availableDays: ['Wednesday'] }, { open: 3 }),
      writer('c', { availableDays: [] }, { open: 4 }),
    ];
    expect(pickWriter(resumeOrder, writers, WEDNESDAY)).toEqual({ writerId: 'b', excluded: { a: 'dayOff', c: 'rankedLower' } });
    // 23:30 on Tuesday in New York is already Wednesday in UTC.
    expect(weekDayOf(new Date('2025-06-11T03:30:00Z'))).toBe('Wednesday');
    expect(weekDayOf(new Date('2025-06-15T23:59:59Z'))).toBe('Sunday');
    expect(weekDayOf(new Date('2025-06-16T00:00:00Z'))).toBe('Monday');
  });

  it('keeps a writer below their Max Open Jobs, when set', () => {
    const writers = [writer('a', { maxOpenJobs: 2 }, { open: 2 }), writer('b', { maxOpenJobs: 0 }), writer('c', { maxOpenJobs: 3 }, { open: 2 })];
    expect(pickWriter(resumeOrder, writers, WEDNESDAY)).toEqual({ writerId: 'c', excluded: { a: 'maxOpenJobs', b: 'maxOpenJobs' } });
    expect(pickWriter(resumeOrder, [writer('a', { maxOpenJobs: null }, { open: 500 })], WEDNESDAY).writerId).toBe('a');
  });

  it('keeps a writer below their Max Jobs Per Week over the last 7 days, when set', () => {
    const writers = [writer('a', { maxJobsPerWeek: 5 }, { lastWeek: 5 }), writer('b', { maxJobsPerWeek: 5 }, { lastWeek: 4, open: 1 })];
    expect(pickWriter(resumeOrder, writers, WEDNESDAY)).toEqual({ writerId: 'b', excluded: { a: 'maxJobsPerWeek' } });
    expect(pickWriter(resumeOrder, [writer('a', { maxJobsPerWeek: null }, { lastWeek: 99 })], WEDNESDAY).writerId).toBe('a');
  });

  it('names the first rule a writer breaks', () => {
    const all = writer('a', { services: [], languages: ['German'], availableDays: ['Monday'], maxOpenJobs: 0 }, { open: 1 });
    expect(pickWriter(resumeOrder, [all], WEDNESDAY).excluded).toEqual({ a: 'service' });
  });

  describe('among fitting writers', () => {
    it('picks the one with the fewest open orders first', () => {
      const writers = [writer('a', {}, { open: 3, onTimeRate: 1 }), writer('b', {}, { open: 1, onTimeRate: 0.2 }), writer('c', {}, { open: 2 })];
      expect(pickWriter(resumeOrder, writers, WEDNESDAY)).toEqual({ writerId: 'b', excluded: { a: 'rankedLower', c: 'rankedLower' } });
    });

    it('then the higher on-time rate, a writer with none below any rate', () => {
      const writers = [
        writer('a', {}, { open: 1, onTimeRate: null }),
        writer('b', {}, { open: 1, onTimeRate: 0.5 }),
        writer('c', {}, { open: 1, onTimeRate: 0.9 }),
      ];
      expect(pickWriter(resumeOrder, writers, WEDNESDAY).writerId).toBe('c');
      expect(pickWriter(resumeOrder, writers.slice(0, 2), WEDNESDAY).writerId).toBe('b');
      expect(pickWriter(resumeOrder, [writer('a', {}, { onTimeRate: null }), writer('b', {}, { onTimeRate: 0 })], WEDNESDAY).writerId).toBe('b');
    });

    it('then fewer jobs this week', () => {
      const writers = [writer('a', {}, { open: 1, onTimeRate: 0.8, lastWeek: 4 }), writer('b', {}, { open: 1, onTimeRate: 0.8, lastWeek: 2 })];
      expect(pickWriter(resumeOrder, writers, WEDNESDAY).writerId).toBe('b');
    });

    it('then the id, whatever the order of the list', () => {
      const writers = [writer('w2'), writer('w1'), writer('w3')];
      expect(pickWriter(resumeOrder, writers, WEDNESDAY)).toEqual({ writerId: 'w1', excluded: { w2: 'rankedLower', w3: 'rankedLower' } });
      expect(pickWriter(resumeOrder, [...writers].reverse(), WEDNESDAY).writerId).toBe('w1');
    });
  });
});

describe('assignmentOrderOf', () => {
  it("reads the package's service names as profile Services", () => {
    expect(profileServicesOf('Resume')).toEqual(['Resume Writing']);
    expect(profileServicesOf('Executive Résumé')).toEqual(['Resume Writing']);
    expect(profileServicesOf('CV + Cover Letter')).toEqual(['Resume Writing', 'Cover Letter']);
    expect(profileServicesOf('Cover')).toEqual(['Cover Letter']);
    expect(profileServicesOf('LinkedIn Profile')).toEqual(['LinkedIn Profile']);
    expect(profileServicesOf('Linked In makeover')).toEqual(['LinkedIn Profile']);
    expect(profileServicesOf('Professional Biography')).toEqual(['Biography']);
    expect(profileServicesOf('Interview Coaching')).toEqual([]);
    expect(profileServicesOf('Biology lab report')).toEqual([]);
  });

  it("maps the customer's language and the initial question's experience into the profile's words", () => {
    expect(assignmentOrderOf({ serviceNames: ['Resume', 'Cover Letter', 'Resume'], language: 'es', yearsOfExperience: 'Director (10-15)' })).toEqual({
      services: ['Resume Writing', 'Cover Letter'],
      language: 'Spanish',
      level: 'Executive',
    });
    expect(assignmentOrderOf({ serviceNames: [], language: 'th', yearsOfExperience: 'Other' })).toEqual({ services: [], language: null, level: null });
    expect(assignmentOrderOf({ serviceNames: [], language: null, yearsOfExperience: null })).toEqual({ services: [], language: null, level: null });
    expect(assignmentOrderOf({ serviceNames: [], language: null, yearsOfExperience: 'constructor' }).level).toBe(null);
    expect(assignmentOrderOf({ serviceNames: [], language: null, yearsOfExperience: 'Currently in college' }).level).toBe('New Grad/First Resume');
  });
});

describe('assignmentProfileOf', () => {
  it("reads the assignment's fields of a stored profile, defaults for the missing ones", () => {
    expect(assignmentProfileOf({ workPhone: '+1 555 010 2030', services: ['Cover Letter'], maxOpenJobs: 4 })).toEqual({
      levels: [],
      services: ['Cover Letter'],
      languages: [],
      availableDays: [],
      maxJobsPerWeek: null,
      maxOpenJobs: 4,
    });
  });
  it('is null without writer_data or when it does not parse', () => {
    expect(assignmentProfileOf(null)).toBe(null);
    expect(assignmentProfileOf('x')).toBe(null);
    expect(assignmentProfileOf({ services: ['Ghostwriting'] })).toBe(null);
    expect(assignmentProfileOf({ maxOpenJobs: -1 })).toBe(null);
  });
});
