/**
 * Several server instances on one fresh PostgreSQL database, for the tests
 * that prove instances cooperate (LISTEN/NOTIFY). They need a real PostgreSQL:
 * TEST_DATABASE_URL, else the local one when it answers; otherwise they skip.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import type { MailMessage } from '../src/adapters/mail/index.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildDeps, type Deps } from '../src/deps.ts';

export const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether PostgreSQL answers; says loudly which test is skipped when it does not. */
export async function postgresAvailable(what: string): Promise<boolean> {
  const ok = await reachable(PG_BASE);
  if (!ok) console.warn(`!! PostgreSQL not reachable at ${PG_BASE}: ${what} is skipped`);
  return ok;
}

/** One statement on its own connection, as another process (an operator's script) would run it. */
async function runOn(url: string, statement: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement, params);
  } finally {
    await c.end();
  }
}
const admin = (statement: string) => runOn(PG_BASE, statement);

export interface Instance {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  /** The e-mails this instance sent. */
  sent: MailMessage[];
  /** "127.0.0.1:port" once listening. */
  address: string;
}

/** A fresh database and data folder shared by the instances; `dispose` closes them all and drops both. */
export async function sharedDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `draftdesk-${prefix}-`));
  await admin(`create database ${name}`);
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const instances: Instance[] = [];
  return {
    /** A statement on the shared database from outside the instances. */
    run: (statement: string, params: unknown[] = []) => runOn(url.toString(), statement, params),
    /** An instance's dependencies on the shared database (no app yet: seed first, then `build`). */
    async instance(env: Record<string, string> = {}): Promise<Instance> {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env });
      const database = await openDatabase({ url: url.toString() });
      const sent: MailMessage[] = [];
      const deps = await buildDeps(config, database, pino({ level: 'silent' }), { mailTransport: { deliver: async (m) => void sent.push(m) } });
      const i: Instance = { app: null as unknown as FastifyInstance, deps, database, sent, address: '' };
      instances.push(i);
      return i;
    },
    async dispose() {
      for (const i of instances) {
        await i.app?.close();
        await i.database.close();
      }
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the instance's app; with `listen`, on 127.0.0.1 and a free port. */
export async function build(i: Instance, opts: { listen?: boolean } = {}) {
  i.app = await buildApp(i.deps);
  if (!opts.listen) return void (await i.app.ready());
  await i.app.listen({ port: 0, host: '127.0.0.1' });
  i.address = `127.0.0.1:${(i.app.server.address() as { port: number }).port}`;
}
