import { describe, expect, it } from 'vitest';
import { profileDefaults, stepOfField } from './profile-form.ts';

describe('writing profile form', () => {
  it('starts empty without writer data', () => {
    expect(profileDefaults(null)).toMatchObject({ workPhone: '', levels: [], experience: null, maxOpenJobs: null });
  });

  it('keeps the saved values the contract accepts and drops the rest', () => {
    const defaults = profileDefaults({
      workPhone: '+1 (555) 010-2030',
      profileTitle: 'Certified Resume Writer',
      levels: ['Executive', 'Astronaut'],
      experience: 'Expert (6 and more years)',
      maxJobsPerWeek: 5,
      maxOpenJobs: 'many',
      somethingElse: true,
    });
    expect(defaults.workPhone).toBe('+1 (555) 010-2030');
    expect(defaults.profileTitle).toBe('Certified Resume Writer');
    expect(defaults.levels).toEqual(['Executive']);
    expect(defaults.experience).toBe('Expert (6 and more years)');
    expect(defaults.maxJobsPerWeek).toBe(5);
    expect(defaults.maxOpenJobs).toBeNull();
    expect(defaults).not.toHaveProperty('somethingElse');
  });

  it('finds the step of a field', () => {
    expect(stepOfField('workPhone')).toBe(0);
    expect(stepOfField('profileSummary')).toBe(1);
    expect(stepOfField('maxOpenJobs')).toBe(2);
  });
});
