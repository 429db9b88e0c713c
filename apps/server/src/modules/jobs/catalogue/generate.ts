import onetJobs from './onet-jobs.json' with { type: 'json' };
import { CITIES } from './cities.ts';

/** One occupation of onet-jobs.json (scripts/data-onet-jobs.mjs). */
interface Occupation {
  code: string;
  title: string;
  alternates: string[];
  tasks: string[];
}

/** A catalogue posting as the repo stores it. */
export interface CataloguePosting {
  id: string;
  title: string;
  occupation: string;
  company: string;
  city: string;
  stateCode: string;
  stateName: string;
  zip: string;
  description: string;
  categoryLabel: string;
  categoryTag: string;
  salaryMin: number | null;
  salaryMax: number | null;
  contractType: string | null;
  contractTime: string | null;
  occupationCode: string;
  postedAt: Date;
}

/** Postings made per occupation: 923 occupations with tasks make 2,769. */
export const POSTINGS_PER_OCCUPATION = 3;
const SEED = 0x6a0b5;

/** SOC major groups (the code's first two digits): category label and a yearly salary band in dollars. */
const GROUPS: Record<string, { label: string; base: number }> = {
  '11': { label: 'Management Jobs', base: 95_000 },
  '13': { label: 'Business and Financial Jobs', base: 70_000 },
  '15': { label: 'IT Jobs', base: 90_000 },
  '17': { label: 'Engineering Jobs', base: 85_000 },
  '19': { label: 'Scientific and QA Jobs', base: 72_000 },
  '21': { label: 'Social Work Jobs', base: 50_000 },
  '23': { label: 'Legal Jobs', base: 80_000 },
  '25': { label: 'Teaching Jobs', base: 52_000 },
  '27': { label: 'Creative and Design Jobs', base: 55_000 },
  '29': { label: 'Healthcare and Nursing Jobs', base: 75_000 },
  '31': { label: 'Healthcare and Nursing Jobs', base: 36_000 },
  '33': { label: 'Security and Protective Jobs', base: 45_000 },
  '35': { label: 'Hospitality and Catering Jobs', base: 30_000 },
  '37': { label: 'Cleaning and Maintenance Jobs', base: 32_000 },
  '39': { label: 'Customer Services Jobs', base: 32_000 },
  '41': { label: 'Sales Jobs', base: 45_000 },
  '43': { label: 'Admin Jobs', base: 40_000 },
  '45': { label: 'Agriculture Jobs', base: 35_000 },
  '47': { label: 'Trade and Construction Jobs', base: 50_000 },
  '49': { label: 'Maintenance Jobs', base: 48_000 },
  '51': { label: 'Manufacturing Jobs', base: 42_000 },
  '53': { label: 'Logistics and Warehouse Jobs', base: 40_000 },
  '55': { label: 'Military Jobs', base: 50_000 },
};
const COMPANY_FIRST = [
  'Northwind',
  'Bluebird',
  'Summit',
  'Harbor',
  'Cedar',
  'Lakeside',
  'Pioneer',
  'Granite',
  'Evergreen',
  'Keystone',
  'Riverbend',
  'Beacon',
  'Ironwood',
  'Meridian',
  'Silverline',
  'Redwood',
];
const COMPANY_LAST = ['Group', 'Partners', 'Services', 'Solutions', 'Industries', 'Health', 'Works', 'Associates', 'Labs', 'Co.'];
const CONTRACT_TYPES = ['permanent', 'permanent', 'permanent', 'contract', null] as const;
const CONTRACT_TIMES = ['full_time', 'full_time', 'full_time', 'part_time', null] as const;

/** mulberry32: a small seeded PRNG, so every install generates the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const tagOf = (label: string) => label.toLowerCase().replace(/ and /g, '-').replace(/\s+/g, '-');

/**
 * The catalogue's postings, the same on every run: titles, companies, cities, salaries and contract terms from a
 * seeded PRNG; each posting's description is its occupation's O*NET task statements. `seededAt` dates them:
 * postings are spread over the 30 days before it.
 */
export function generateCatalogue(seededAt: Date): CataloguePosting[] {
  const random = prng(SEED);
  const out: CataloguePosting[] = [];
  for (const o of onetJobs as Occupation[]) {
    const group = GROUPS[o.code.slice(0, 2)] ?? { label: 'Other/General Jobs', base: 45_000 };
    const titles = o.alternates.length > 0 ? o.alternates : [o.title];
    for (let n = 0; n < POSTINGS_PER_OCCUPATION; n++) {
      const place = pick(random, CITIES);
      const company = `${pick(random, COMPANY_FIRST)} ${pick(random, COMPANY_LAST)}`;
      const title = titles[n % titles.length];
      const paid = random() < 0.85;
      const min = Math.round((group.base * (0.8 + random() * 0.5)) / 1000) * 1000;
      const tasks = o.tasks.map((task) => `- ${task}`).join('\n');
      out.push({
        id: `onet-${o.code}-${n + 1}`,
        title,
        occupation: o.title,
        company,
        city: place.city,
        stateCode: place.stateCode,
        stateName: place.stateName,
        zip: place.zip,
        description: `${company} is hiring ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} (${o.title}) in ${place.city}, ${place.stateCode}. What you will do:\n${tasks}`,
        categoryLabel: group.label,
        categoryTag: tagOf(group.label),
        salaryMin: paid ? min : null,
        salaryMax: paid ? min + Math.round((min * (0.15 + random() * 0.25)) / 1000) * 1000 : null,
        contractType: pick(random, CONTRACT_TYPES),
        contractTime: pick(random, CONTRACT_TIMES),
        occupationCode: o.code,
        postedAt: new Date(seededAt.getTime() - Math.floor(random() * 30 * 24 * 60) * 60_000),
      });
    }
  }
  return out;
}

/** Where a catalogue posting links out to: the occupation's page on O*NET OnLine. */
export const onetLink = (code: string) => `https://www.onetonline.org/link/summary/${code}`;
