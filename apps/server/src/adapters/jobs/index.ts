import type { Config } from '../../config.ts';
import { adzunaProvider } from './adzuna.ts';
import type { JobsProvider } from './types.ts';

export type { JobPage, JobQuery, JobsProvider, LastSearch } from './types.ts';
export { plainText } from './types.ts';

/** Adzuna when its keys are configured, else the embedded catalogue (built by the jobs module over its repo). */
export function createJobsProvider(config: Config, catalogue: () => JobsProvider): JobsProvider {
  return config.jobs.adzuna ? adzunaProvider(config.jobs.adzuna) : catalogue();
}

/** Adzuna's country for a site, from its currency (Adzuna covers these markets); US otherwise. */
const COUNTRY_BY_CURRENCY: Record<string, string> = {
  usd: 'us',
  gbp: 'gb',
  eur: 'de',
  cad: 'ca',
  aud: 'au',
  nzd: 'nz',
  inr: 'in',
  sgd: 'sg',
  zar: 'za',
  brl: 'br',
  mxn: 'mx',
  pln: 'pl',
  chf: 'ch',
};
export const countryOfCurrency = (currency: string) => COUNTRY_BY_CURRENCY[currency.toLowerCase()] ?? 'us';
