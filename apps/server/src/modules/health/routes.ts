import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { healthRepo } from './repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins (src/shutdown.ts): /ready answers 503 from then on. */
    draining: boolean;
  }
  interface FastifyContextConfig {
    /** A probe for load balancers and orchestrators: no site, no session, no rate limit, never the web app's page. */
    probe?: boolean;
  }
}

type Check = 'ok' | 'unavailable' | 'pending' | 'unknown';
export interface Readiness {
  status: 'ok' | 'unavailable' | 'shutting down';
  database: Check;
  migrations: Check;
}

// The newest migration this build knows; applied when drizzle's journal table holds it.
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { when: number }[];
};
const NEWEST_MIGRATION = Math.max(...journal.entries.map((e) => e.when));
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this instance should get traffic: the database answers, its migrations are applied, no shutdown began. */
export async function readiness(deps: Deps, draining: boolean): Promise<Readiness> {
  let database: Check = 'ok';
  let migrations: Check = 'unknown';
  const repo = healthRepo(deps.db);
  try {
    await withTimeout(repo.ping());
  } catch {
    database = 'unavailable';
  }
  if (database === 'ok') {
    try {
      const last = await withTimeout(repo.lastMigration());
      migrations = Number(last ?? 0) >= NEWEST_MIGRATION ? 'ok' : 'pending';
    } catch {
      migrations = 'pending';
    }
  }
  const healthy = database === 'ok' && migrations === 'ok';
  return { status: draining ? 'shutting down' : healthy ? 'ok' : 'unavailable', database, migrations };
}

/** GET /health (the process answers) and GET /ready (it can serve), outside sites and rate limits. */
export function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.decorate('draining', false);
  const noStore = { 'cache-control': 'no-store' };

  app.get('/health', { config: { probe: true } }, async (_req, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/ready', { config: { probe: true } }, async (_req, reply) => {
    const report = await readiness(deps, app.draining);
    return reply
      .status(report.status === 'ok' ? 200 : 503)
      .headers(noStore)
      .send(report);
  });
}
