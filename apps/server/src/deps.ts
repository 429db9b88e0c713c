import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createMailTransport, type Mailer, type MailTransport } from './adapters/mail/index.ts';
import { MailOutbox } from './adapters/mail/outbox.ts';
import { createLimits, type Limits } from './adapters/limits/index.ts';
import { createBus, type EventBus } from './adapters/realtime/index.ts';
import { localDiskStorage, s3Storage, type Storage } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRepo } from './modules/auth/repo.ts';
import { CritiquePool } from './modules/critiques/pool.ts';
import { LoginThrottle } from './modules/auth/throttle.ts';
import { filesRepo } from './modules/files/repo.ts';
import { incomingDir, sweepIncoming } from './modules/files/receive.ts';
import { notificationsRepo } from './modules/notifications/repo.ts';
import { AdminOrderTotals, CustomerOrderCache } from './modules/orders/cache.ts';
import { ordersRepo } from './modules/orders/repo.ts';
import { SiteCache } from './modules/site/cache.ts';
import { sessionManager, type SessionManager } from './plugins/session.ts';
import { SessionCache, UserCache } from './plugins/session-cache.ts';

/** Everything the routes and services need, built once; tests build their own. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  storage: Storage;
  /** Every e-mail goes in here: the durable outbox (adapters/mail/outbox.ts), also reachable as `outbox`. */
  mailer: Mailer;
  outbox: MailOutbox;
  /** What the outbox hands messages to: SMTP or the outbox folder (tests put their own). */
  mailTransport: MailTransport;
  siteCache: SiteCache;
  sessions: SessionManager;
  /** Live sessions known to this instance (plugins/session-cache.ts). */
  sessionCache: SessionCache;
  /** Their users' rows (plugins/session-cache.ts). */
  userCache: UserCache;
  /** The customers' order lists and pages (modules/orders/cache.ts). */
  customerOrders: CustomerOrderCache;
  /** The admin's order list's counts (modules/orders/cache.ts). */
  adminOrderTotals: AdminOrderTotals;
  /** Counters of the rate limits and the login throttle: in the shared database on PostgreSQL, else in memory. */
  limits: Limits;
  loginThrottle: LoginThrottle;
  /** Real-time events between instances (PostgreSQL LISTEN/NOTIFY; in process on PGlite). */
  bus: EventBus;
  /** The worker threads that read uploaded resumes (modules/critiques/pool.ts); closed with the app. */
  critiquePool: CritiquePool;
  repos: {
    auth: ReturnType<typeof authRepo>;
    files: ReturnType<typeof filesRepo>;
    notifications: ReturnType<typeof notificationsRepo>;
    orders: ReturnType<typeof ordersRepo>;
  };
}

export async function buildDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: Partial<Pick<Deps, 'storage' | 'mailTransport'>> = {},
): Promise<Deps> {
  const db = database.db;
  const auth = authRepo(db);
  const bus = createBus(database, log);
  // Kept until a change is heard: served only while the bus hears changes.
  const live = () => bus.listening;
  const sessionCache = new SessionCache(live);
  const userCache = new UserCache(live);
  const limits = await createLimits(database);
  // Uploads a previous run was receiving when it stopped.
  await sweepIncoming(incomingDir(config.dataDir));
  const storage = overrides.storage ?? (config.s3 ? await s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files')));
  // The transport is read at each send, so a test may swap deps.mailTransport.
  const outbox = new MailOutbox(db, () => deps.mailTransport, storage, { ...config.mail, from: config.mailFrom }, log);
  const deps: Deps = {
    config,
    database,
    db,
    storage,
    mailer: outbox,
    outbox,
    mailTransport:
      overrides.mailTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    siteCache: new SiteCache(db, config),
    sessions: sessionManager(auth, sessionCache, userCache, config.cookieSecure),
    sessionCache,
    userCache,
    customerOrders: new CustomerOrderCache(live),
    adminOrderTotals: new AdminOrderTotals(live),
    limits,
    loginThrottle: new LoginThrottle(limits),
    bus,
    critiquePool: new CritiquePool(config.critiques.threads, undefined, (err) => log.error({ err }, 'a critique worker thread failed')),
    repos: { auth, files: filesRepo(db), notifications: notificationsRepo(db), orders: ordersRepo(db) },
  };
  return deps;
}
