import type { Deps } from '../../deps.ts';
import type { ResolvedSite } from '../../lib/context.ts';
import { siteRepo } from './repo.ts';

const isIp = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * A site and the base URL of its portal, for e-mails written outside a request
 * (jobs, after-commit sends): PUBLIC_URL when set; otherwise the site's first
 * host name (a name before an IP address), https without a port in
 * production, http on PORT elsewhere.
 */
export async function siteForMail(deps: Deps, siteId: string): Promise<{ site: ResolvedSite; baseUrl: string } | null> {
  const hosts = (await siteRepo(deps.db).hosts(siteId)).sort((a, b) => Number(isIp(a)) - Number(isIp(b)) || a.localeCompare(b));
  if (!hosts.length) return null;
  const site = await deps.siteCache.resolve(hosts[0]);
  if (!site) return null;
  const { config } = deps;
  const baseUrl = config.publicUrl?.replace(/\/+$/, '') ?? (config.env === 'production' ? `https://${hosts[0]}` : `http://${hosts[0]}:${config.port}`);
  return { site, baseUrl };
}
