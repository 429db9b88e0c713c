import type { CataloguePosting } from '../src/modules/jobs/catalogue/generate.ts';

/**
 * Catalogue postings for the job-search tests: an airship pilot's job in Austin, TX, with the title and date given.
 * Ids run `${prefix}-1`, `${prefix}-2`, ...; `made()` says how many were made.
 */
export function postingFactory(prefix: string, description: string) {
  let serial = 0;
  const posting = (title: string, postedAt = new Date()): CataloguePosting => {
    serial += 1;
    return {
      id: `${prefix}-${serial}`,
      title,
      occupation: 'Airship Pilots',
      company: `Skyway ${serial}`,
      city: 'Austin',
      stateCode: 'TX',
      stateName: 'Texas',
      zip: '78701',
      description,
      categoryLabel: 'Transportation Jobs',
      categoryTag: 'transportation-jobs',
      salaryMin: 50000,
      salaryMax: 60000,
      contractType: 'permanent',
      contractTime: 'full_time',
      occupationCode: '53-2011.00',
      postedAt,
    };
  };
  return { posting, made: () => serial };
}
