import { eq, sql } from 'drizzle-orm';
import { SHELL_COLOR_DEFAULTS, SUPPORTED_LANGUAGES, ZEmail } from '@draftdesk/contract';
import { z } from 'zod';
import type { Mailer } from '../adapters/mail/index.ts';
import { transaction, type Db } from '../db/client.ts';
import { siteHosts, sites } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { rawRows } from '../lib/raw-rows.ts';
import type { AuthRepo } from '../modules/auth/repo.ts';
import { type SiteCache } from '../modules/site/cache.ts';
import { announceSitesChanged } from '../modules/site/invalidation.ts';
import { sendInvitation } from '../modules/users/invitation.ts';
import { auditRepo } from '../modules/audit/repo.ts';
import { usersRepo } from '../modules/users/repo.ts';

/** A host name as the Host header carries it, without port: letters, digits, dots and hyphens. */
const ZHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'not a host name (example.com, without https:// or a port)',
  );

export const ZCreateSite = z
  .object({
    name: z.string().trim().min(1, 'required').max(100),
    host: z.array(ZHost).min(1, 'at least one --host'),
    admin: ZEmail,
    'first-name': z.string().trim().max(100).default(''),
    'last-name': z.string().trim().max(100).default(''),
    currency: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{3}$/, 'a three-letter currency code (usd, eur, ...)')
      .default('usd'),
    language: z.enum(SUPPORTED_LANGUAGES).default('en'),
    'client-id': z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and hyphens')
      .optional(),
    url: z.string().url().optional(),
  })
  .strict();
export type TCreateSite = z.input<typeof ZCreateSite>;

export const ZAddHost = z.object({ site: z.string().trim().min(1), host: z.array(ZHost).min(1, 'at least one --host') }).strict();

export class CommandError extends Error {}

export interface SiteCommandDeps {
  db: Db;
  mailer: Mailer;
  repos: { auth: AuthRepo };
  siteCache: SiteCache;
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'site';

async function hostsTaken(db: Db, hosts: string[]) {
  const rows = await db
    .select({ host: siteHosts.host, site: sites.clientId })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(sql`${siteHosts.host} in ${hosts}`);
  if (rows.length) throw new CommandError(rows.map((r) => `${r.host} already belongs to the site ${r.site}`).join('; '));
}

async function freeClientId(db: Db, wanted: string, explicit: boolean): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.clientId, candidate)).limit(1);
    if (!row) return candidate;
    if (explicit) throw new CommandError(`the client id ${wanted} is taken`);
  }
  throw new CommandError(`no free client id like ${wanted}`);
}

/**
 * `npm run site -- create`: a site with its host names, branded with its name, and its first admin, invited by
 * e-mail (through the outbox) to choose a password. Returns what the operator is told, with the invitation's link.
 */
export async function createSite(deps: SiteCommandDeps, input: TCreateSite | Record<string, unknown>) {
  const o = ZCreateSite.parse(input);
  const hosts = [...new Set(o.host)];
  await hostsTaken(deps.db, hosts);
  const clientId = await freeClientId(deps.db, o['client-id'] ?? slug(o.name), o['client-id'] !== undefined);
  const siteId = newId();
  const settings = {
    companyName: o.name,
    companyEmail: o.admin,
    logo: '',
    loginImg: '',
    welcomeImg: '',
    defaultLanguage: o.language,
    ...SHELL_COLOR_DEFAULTS,
    website_settings: {},
  };
  await transaction(deps.db, async (tx) => {
    await tx.insert(sites).values({ id: siteId, clientId, name: o.name, currency: o.currency, settings });
    await tx.insert(siteHosts).values(hosts.map((host) => ({ host, siteId })));
    // A running server forgets that these hosts were unknown.
    await announceSitesChanged(tx);
  });
  const repo = usersRepo(deps.db);
  const adminId = await repo.createInvited(siteId, { email: o.admin, firstName: o['first-name'], lastName: o['last-name'], role: 'admin' });
  if (!adminId) throw new CommandError(`could not create the admin ${o.admin}`);
  await auditRepo(deps.db).record({ siteId, actorId: null, targetType: 'site', targetId: siteId, action: 'siteCreated', data: { hosts, admin: o.admin } });
  await auditRepo(deps.db).record({ siteId, actorId: null, targetType: 'user', targetId: adminId, action: 'invited', data: { role: 'admin' } });
  const site = await deps.siteCache.resolve(hosts[0]);
  if (!site) throw new CommandError('the new site cannot be read back');
  const base = (o.url ?? `https://${hosts[0]}`).replace(/\/+$/, '');
  await sendInvitation(deps, site, base, o.name, { id: adminId, email: o.admin, language: null, role: 'admin' });
  return { clientId, siteId, hosts, admin: o.admin, base };
}

/** `npm run site -- add-host --site <client id> --host <name>`: another host name for a site. */
export async function addHosts(db: Db, input: z.input<typeof ZAddHost> | Record<string, unknown>) {
  const o = ZAddHost.parse(input);
  const [site] = await db.select({ id: sites.id, clientId: sites.clientId }).from(sites).where(eq(sites.clientId, o.site)).limit(1);
  if (!site) throw new CommandError(`no site with the client id ${o.site} (npm run site -- list)`);
  const hosts = [...new Set(o.host)];
  await hostsTaken(db, hosts);
  await transaction(db, async (tx) => {
    await tx.insert(siteHosts).values(hosts.map((host) => ({ host, siteId: site.id })));
    await announceSitesChanged(tx);
  });
  await auditRepo(db).record({ siteId: site.id, actorId: null, targetType: 'site', targetId: site.id, action: 'hostsAdded', data: { hosts } });
  return { clientId: site.clientId, hosts };
}

/** `npm run site -- list`: every site with its hosts, admins and accounts. */
export async function listSites(db: Db) {
  return rawRows<{ clientId: string; name: string; currency: string; hosts: string; accounts: number; admins: string }>(
    db,
    sql`
    select s.client_id as "clientId", s.name, s.currency, s.created_at as "createdAt",
      coalesce((select string_agg(h.host, ', ' order by h.host) from site_hosts h where h.site_id = s.id), '') as hosts,
      (select count(*)::int from users u where u.site_id = s.id) as accounts,
      coalesce((select string_agg(u.email, ', ' order by u.email) from users u where u.site_id = s.id and u.role = 'admin'), '') as admins
    from sites s order by s.created_at, s.client_id`,
  );
}
