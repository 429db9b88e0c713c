// The curated word lists the language checks use. Curated, not tagged: a tagger guesses and varies between versions,
// and the review must give the same verdict on the same resume.

/** Openers that describe a duty instead of a result, and the strong verbs that could replace each. */
export const WEAK_OPENERS: { phrase: string; better: string[] }[] = [
  { phrase: 'Responsible for', better: ['Led', 'Managed', 'Owned'] },
  { phrase: 'Responsibilities included', better: ['Led', 'Delivered', 'Owned'] },
  { phrase: 'Responsibilities include', better: ['Led', 'Delivered', 'Owned'] },
  { phrase: 'Duties included', better: ['Delivered', 'Executed', 'Managed'] },
  { phrase: 'Duties include', better: ['Delivered', 'Executed', 'Managed'] },
  { phrase: 'Was responsible for', better: ['Led', 'Managed', 'Owned'] },
  { phrase: 'In charge of', better: ['Directed', 'Headed', 'Supervised'] },
  { phrase: 'Tasked with', better: ['Delivered', 'Executed', 'Launched'] },
  { phrase: 'Helped with', better: ['Contributed', 'Supported', 'Enabled'] },
  { phrase: 'Helped to', better: ['Contributed', 'Enabled', 'Advanced'] },
  { phrase: 'Helped', better: ['Contributed', 'Enabled', 'Facilitated'] },
  { phrase: 'Helping', better: ['Contributed', 'Enabled', 'Facilitated'] },
  { phrase: 'Assisted with', better: ['Supported', 'Coordinated', 'Delivered'] },
  { phrase: 'Assisted in', better: ['Supported', 'Coordinated', 'Delivered'] },
  { phrase: 'Assisted', better: ['Supported', 'Coordinated', 'Delivered'] },
  { phrase: 'Worked on', better: ['Built', 'Developed', 'Delivered'] },
  { phrase: 'Worked with', better: ['Collaborated', 'Partnered', 'Coordinated'] },
  { phrase: 'Working on', better: ['Built', 'Developed', 'Delivered'] },
  { phrase: 'Involved in', better: ['Contributed', 'Drove', 'Executed'] },
  { phrase: 'Participated in', better: ['Contributed', 'Drove', 'Executed'] },
  { phrase: 'Took part in', better: ['Contributed', 'Drove', 'Executed'] },
  { phrase: 'Dealt with', better: ['Resolved', 'Handled', 'Negotiated'] },
  { phrase: 'Handled', better: ['Resolved', 'Processed', 'Managed'] },
  { phrase: 'Tried to', better: ['Achieved', 'Delivered', 'Improved'] },
  { phrase: 'Attempted to', better: ['Achieved', 'Delivered', 'Improved'] },
  { phrase: 'Did', better: ['Executed', 'Completed', 'Delivered'] },
  { phrase: 'Got', better: ['Achieved', 'Earned', 'Secured'] },
];

/** Phrases that claim a quality without showing it. Hyphen, space or nothing between parts all match. */
export const BUZZWORDS = [
  'team player',
  'hard-working',
  'results-driven',
  'results-oriented',
  'result-oriented',
  'detail-oriented',
  'go-getter',
  'think outside the box',
  'thinking outside the box',
  'out of the box thinker',
  'synergy',
  'synergies',
  'self-starter',
  'self-motivated',
  'highly motivated',
  'dynamic',
  'passionate',
  'proactive',
  'go-to person',
  'people person',
  'value add',
  'best of breed',
  'thought leader',
  'game changer',
  'rockstar',
  'rock star',
  'ninja',
  'guru',
  'visionary',
  'seasoned professional',
  'strategic thinker',
  'excellent communication skills',
  'works well under pressure',
  'fast-paced environment',
  'hit the ground running',
  'multitasker',
  'track record of success',
];

/** Words that add length, not meaning (write-good's weasel words are added to these). */
export const FILLER_WORDS = [
  'very',
  'really',
  'just',
  'various',
  'etc.',
  'etc',
  'actually',
  'basically',
  'literally',
  'totally',
  'simply',
  'somewhat',
  'quite',
  'successfully',
  'a lot of',
  'lots of',
  'kind of',
  'sort of',
  'things',
  'stuff',
];

// Action verbs resumes open bullets with (base forms); past forms are derived, irregular ones listed.
const ACTION_VERBS = (
  'achieve administer advise analyse analyze architect arrange assemble assess audit automate balance boost budget build ' +
  'calculate champion coach collaborate communicate compile complete conduct configure consolidate construct consult ' +
  'coordinate create cultivate cut debug decrease define deliver deploy design develop diagnose direct draft drive earn edit ' +
  'educate eliminate enable engineer enhance establish evaluate execute expand expedite facilitate forecast formulate ' +
  'foster generate grow guide handle head help hire identify implement improve increase influence initiate inspect install ' +
  'integrate interview introduce investigate launch lead maintain make manage market maximize mentor migrate minimize model ' +
  'monitor motivate negotiate operate optimize orchestrate organize outperform oversee own partner pilot pioneer plan ' +
  'prepare present prioritize process produce program promote propose prototype provide publish recommend recruit redesign ' +
  'reduce refactor remodel reorganize report represent research resolve restructure review revamp run save scale schedule ' +
  'secure sell serve ship simplify solve spearhead standardize streamline strengthen supervise support teach test train ' +
  'transform translate troubleshoot unify update upgrade use utilize validate win work write'
).split(' ');
const IRREGULAR_PAST: Record<string, string> = {
  build: 'built',
  cut: 'cut',
  drive: 'drove',
  grow: 'grew',
  lead: 'led',
  make: 'made',
  oversee: 'oversaw',
  run: 'ran',
  sell: 'sold',
  teach: 'taught',
  win: 'won',
  write: 'wrote',
  forecast: 'forecast',
  spearhead: 'spearheaded',
};
const DOUBLED = new Set(['plan', 'ship', 'program', 'commit', 'control', 'debug']);

function pastOf(base: string): string {
  if (IRREGULAR_PAST[base]) return IRREGULAR_PAST[base];
  if (DOUBLED.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function thirdPersonOf(base: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export type Tense = 'past' | 'present';

/** Every form of the action verbs: its base and its tense (null when both tenses are spelt alike: 'cut'). */
export const VERB_FORMS = new Map<string, { base: string; tense: Tense | null }>();
for (const base of ACTION_VERBS) {
  const past = pastOf(base);
  const ambiguous = past === base;
  VERB_FORMS.set(base, { base, tense: ambiguous ? null : 'present' });
  VERB_FORMS.set(thirdPersonOf(base), { base, tense: 'present' });
  if (!ambiguous) VERB_FORMS.set(past, { base, tense: 'past' });
}

/** Stronger verbs for a verb that opens too many bullets (keyed by base form). */
export const VERB_ALTERNATIVES: Record<string, string[]> = {
  manage: ['Directed', 'Oversaw', 'Led'],
  lead: ['Directed', 'Headed', 'Spearheaded'],
  develop: ['Built', 'Engineered', 'Designed'],
  create: ['Designed', 'Launched', 'Established'],
  work: ['Collaborated', 'Partnered', 'Delivered'],
  improve: ['Increased', 'Streamlined', 'Optimized'],
  help: ['Enabled', 'Facilitated', 'Contributed'],
  support: ['Enabled', 'Advanced', 'Strengthened'],
  use: ['Applied', 'Leveraged', 'Deployed'],
  utilize: ['Applied', 'Leveraged', 'Deployed'],
  handle: ['Resolved', 'Processed', 'Negotiated'],
  make: ['Produced', 'Built', 'Delivered'],
  provide: ['Delivered', 'Supplied', 'Furnished'],
  coordinate: ['Orchestrated', 'Organized', 'Aligned'],
  implement: ['Launched', 'Executed', 'Deployed'],
  prepare: ['Drafted', 'Produced', 'Compiled'],
  conduct: ['Led', 'Ran', 'Executed'],
  maintain: ['Sustained', 'Upheld', 'Secured'],
  design: ['Architected', 'Engineered', 'Crafted'],
  build: ['Engineered', 'Constructed', 'Launched'],
};

/** Strong verbs offered when nothing more specific fits. */
export const GENERAL_STRONG_VERBS = ['Led', 'Delivered', 'Increased', 'Reduced', 'Launched', 'Negotiated', 'Built', 'Improved'];
