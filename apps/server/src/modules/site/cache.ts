import { paymentBrowserSources } from '../../adapters/payments/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ResolvedSite } from '../../lib/context.ts';
import { policyTemplate } from '../../lib/csp.ts';
import { presentSiteSettings, siteContentSecurity } from './presenter.ts';
import { siteRepo } from './repo.ts';

/** Host header -> site, held in memory; `invalidate` after any change to sites. */
export class SiteCache {
  private byHost = new Map<string, ResolvedSite | null>();
  private pending = new Map<string, Promise<ResolvedSite | null>>();
  /** Bumped by `invalidate`: a load that read the old row before it must not cache it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'env'>,
  ) {}

  static normaliseHost(hostHeader: string | undefined): string {
    const host = (hostHeader ?? '').trim().toLowerCase();
    if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
    const colon = host.lastIndexOf(':');
    return colon === -1 ? host : host.slice(0, colon);
  }

  async resolve(host: string): Promise<ResolvedSite | null> {
    const cached = this.byHost.get(host);
    if (cached !== undefined) return cached;
    let p = this.pending.get(host);
    if (!p) {
      const loading = this.load(host).finally(() => {
        if (this.pending.get(host) === loading) this.pending.delete(host);
      });
      p = loading;
      this.pending.set(host, p);
    }
    return p;
  }

  /** Peek without loading: the hot path's synchronous check. */
  peek(host: string): ResolvedSite | null | undefined {
    return this.byHost.get(host);
  }

  invalidate(): void {
    this.generation += 1;
    this.byHost.clear();
    this.pending.clear();
  }

  private async load(host: string): Promise<ResolvedSite | null> {
    const generation = this.generation;
    const site = await siteRepo(this.db).findByHost(host);
    let resolved: ResolvedSite | null = null;
    if (site) {
      const settings = site.settings ? presentSiteSettings(site.clientId, site.name, site.settings) : null;
      const cspTemplate = policyTemplate({
        site: siteContentSecurity(site.settings),
        payments: paymentBrowserSources(this.config, (site.secrets as { payments?: unknown } | null)?.payments),
      });
      resolved = {
        id: site.id,
        clientId: site.clientId,
        name: site.name,
        currency: site.currency,
        settings,
        websiteJson: settings ? JSON.stringify({ status_code: 200, status: true, data: settings }) : null,
        cspTemplate,
      };
    }
    if (generation === this.generation) this.byHost.set(host, resolved);
    return resolved;
  }
}
