/**
 * Every instance caches its sites; a settings change on one instance drops the
 * cached sites on all of them (LISTEN/NOTIFY on PostgreSQL, in process on
 * PGlite), and a load that raced the change never caches the old settings.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../src/adapters/realtime/index.ts';
import type { Db } from '../src/db/client.ts';
import { sites } from '../src/db/schema.ts';
import { ACME_SETTINGS } from '../src/db/seed/demo-content.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { SiteCache } from '../src/modules/site/cache.ts';
import { updateSiteSettings } from '../src/modules/site/service.ts';
import { eventually } from './chat-helpers.ts';
import { ACME, createTestApp, type TestApp } from './helpers.ts';
import { build, postgresAvailable, sharedDatabase, type Instance } from './pg-instances.ts';

const companyName = async (app: FastifyInstance, host = ACME) => {
  const res = await app.inject({ method: 'GET', url: '/api/website', headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json().data.companyName as string;
};
/** Changes the stored settings behind the cache's back, as another process without the notification would. */
const renameQuietly = (db: Db, siteId: string, name: string) =>
  db
    .update(sites)
    .set({ settings: { ...ACME_SETTINGS, companyName: name } })
    .where(eq(sites.id, siteId));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the site cache', () => {
  /** A database whose site lookups answer with the given promises, in turn. */
  function lookups(answers: Promise<unknown[]>[]): Db {
    const query = { from: () => query, innerJoin: () => query, where: () => query, limit: () => answers.shift()! };
    return { select: () => query } as unknown as Db;
  }
  const row = (name: string) => ({
    site: { id: 'site-1', clientId: 'acme', name: 'Acme', currency: 'usd', settings: { ...ACME_SETTINGS, companyName: name } },
  });

  it('does not cache what a load read before an invalidation, and later requests load again', async () => {
    let answerOld!: (rows: unknown[]) => void;
    const cache = new SiteCache(lookups([new Promise((r) => (answerOld = r)), Promise.resolve([row('Acme Renamed')])]), { env: 'test' });
    const racing = cache.resolve('localhost');
    // The change commits while that lookup is on its way.
    cache.invalidate();
    const after = cache.resolve('localhost');
    answerOld([row('Acme Resumes')]);
    expect((await racing)?.settings?.companyName).toBe('Acme Resumes');
    expect((await after)?.settings?.companyName).toBe('Acme Renamed');
    expect(cache.peek('localhost')?.settings?.companyName).toBe('Acme Renamed');
  });
});

describe('one instance (the suite database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('updateSiteSettings announces the change on the bus once it commits', async () => {
    const heard: BusEvent[] = [];
    t.deps.bus.on((e) => void heard.push(e));
    await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, ACME_SETTINGS);
    await eventually(() => expect(heard).toContainEqual({ k: 'sites-changed' }));
  });

  it('a change heard on the bus drops the cached sites', async () => {
    expect(await companyName(t.app)).toBe('Acme Resumes');
    await renameQuietly(t.deps.db, t.demo.acme.id, 'Acme Quietly Renamed');
    try {
      // Cached: the quiet change is not seen...
      expect(await companyName(t.app)).toBe('Acme Resumes');
      // ...until some instance announces a change.
      await t.deps.bus.publish({ k: 'sites-changed' });
      expect(await companyName(t.app)).toBe('Acme Quietly Renamed');
    } finally {
      await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, ACME_SETTINGS);
    }
  });
});

const available = await postgresAvailable('the two-instance site cache test');

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let A: Instance;
  let B: Instance;
  let acmeId: string;

  beforeAll(async () => {
    shared = await sharedDatabase('dd_site2');
    A = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    B = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    acmeId = (await seedDemo(A.database.db)).acme.id;
    await build(A);
    await build(B);
  });
  afterAll(() => shared?.dispose());

  it('B caches its sites: a change nobody announces stays unseen there', async () => {
    expect(await companyName(B.app)).toBe('Acme Resumes');
    await renameQuietly(A.deps.db, acmeId, 'Acme Unannounced');
    await pause(300);
    expect(await companyName(B.app)).toBe('Acme Resumes');
  });

  it('a settings change on A is served by B once it commits', async () => {
    expect(await companyName(A.app)).not.toBe('Acme Renamed');
    await updateSiteSettings(A.deps.db, A.deps.siteCache, acmeId, { ...ACME_SETTINGS, companyName: 'Acme Renamed' });
    // A at once; B as soon as the NOTIFY arrives.
    expect(await companyName(A.app)).toBe('Acme Renamed');
    await eventually(async () => expect(await companyName(B.app)).toBe('Acme Renamed'));
    expect(await companyName(B.app, '127.0.0.1')).toBe('Acme Renamed');
    expect(await companyName(B.app, 'beta.localhost')).toBe('Beta Careers');

    // And back, from B to A.
    await companyName(A.app);
    await updateSiteSettings(B.deps.db, B.deps.siteCache, acmeId, ACME_SETTINGS);
    await eventually(async () => expect(await companyName(A.app)).toBe('Acme Resumes'));
  });
});
