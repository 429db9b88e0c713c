import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseDuration } from './lib/durations.ts';
import { DEFAULT_WEB_DIST } from './paths.ts';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: embedded PGlite in DATA_DIR/db. Set: a real PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** Empty (a shell variable that was never set) means the default too: never the current folder. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => dir.trim() || './data'),
  /** Public base URL used in e-mail links; default http://{host}:{PORT} of the request's site. */
  PUBLIC_URL: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@draftdesk.local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Path-style requests ({endpoint}/{bucket}/{key}); default: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Comma-separated extra origins allowed to send writes (the site's own origin is always allowed). */
  ALLOWED_ORIGINS: z.string().default(''),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Default: info in production (one line per request); warn elsewhere, so `npm start` ends on its banner. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  WEB_DIST: z.string().optional(),
  /** HTTPS with HTTP/2 when both are set: PEM files of the certificate (its chain after it) and its private key. */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /** Payment providers' API base URLs (a site's secrets may override them); tests point them at local stand-ins. */
  STRIPE_API_BASE: z.string().url().optional(),
  FLUTTERWAVE_API_BASE: z.string().url().default('https://api.flutterwave.com'),
  /** Job search through Adzuna when both are set (else the embedded catalogue); the base is for tests' stand-in. */
  ADZUNA_APP_ID: z.string().default(''),
  ADZUNA_APP_KEY: z.string().default(''),
  ADZUNA_API_BASE: z.string().url().default('https://api.adzuna.com'),
  /** The resume builder's writing assistant: an OpenAI-compatible chat-completions API when AI_BASE_URL and AI_MODEL are set, else the built-in phrase bank. */
  AI_BASE_URL: z.union([z.literal(''), z.string().url()]).optional(),
  AI_API_KEY: z.string().default(''),
  AI_MODEL: z.string().default(''),
  /** After this long without an answer the built-in phrase bank answers instead. */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** The assistant's suggestions: at most this many requests per client address, and per signed-in user, in a minute. */
  GENERATE_RATE_PER_IP: z.coerce.number().int().positive().default(60),
  GENERATE_RATE_PER_USER: z.coerce.number().int().positive().default(30),
  /** Chat flood control per socket: at most CHAT_RATE_MESSAGES messages per CHAT_RATE_WINDOW_SECONDS. */
  CHAT_RATE_MESSAGES: z.coerce.number().int().positive().default(10),
  CHAT_RATE_WINDOW_SECONDS: z.coerce.number().positive().default(5),
  /** A chat message unread this long is e-mailed in a digest. */
  CHAT_DIGEST_DELAY_MINUTES: z.coerce.number().positive().default(10),
  /** How often the background jobs (chat digest, e-mail retry, presence) run; 0 turns them off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().nonnegative().default(30),
  /** The e-mail outbox: a claimed message's lease, the first retry's delay (doubling up to the maximum), and how long a refused message is retried. */
  MAIL_LEASE_SECONDS: z.coerce.number().positive().default(120),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().positive().default(3600),
  MAIL_RETRY_HOURS: z.coerce.number().positive().default(24),
  /** Free resume reviews: at most this many new reviews per client address, and per e-mail address, in an hour. */
  CRITIQUE_RATE_PER_IP: z.coerce.number().int().positive().default(60),
  CRITIQUE_RATE_PER_EMAIL: z.coerce.number().int().positive().default(5),
  /** Worker threads that read resumes (default: one fewer than the cores, 1 to 4: the server's own thread keeps one). */
  CRITIQUE_THREADS: z.coerce.number().int().positive().optional(),
  /** How long a claimed review is its instance's before another may take it over (a crash mid-review). */
  CRITIQUE_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /** Scheduled backups: off unless BACKUP_DIR is set; one every BACKUP_EVERY ('24h', '30m', '7d'), the newest BACKUP_KEEP kept. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY: z
    .string()
    .default('24h')
    .transform((v, ctx) => {
      const ms = parseDuration(v);
      if (ms === undefined) {
        ctx.addIssue({ code: 'custom', message: "BACKUP_EVERY is a number and a unit: '90s', '30m', '24h' or '7d'" });
        return z.NEVER;
      }
      return ms;
    }),
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** Proxies whose X-Forwarded-* headers count: unset/false none, N the nearest N hops, or their addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY=true would trust any client: give the number of proxies or their addresses' });
        return z.NEVER;
      }
      return value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl?: string;
  uploadMaxBytes: number;
  smtpUrl?: string;
  mailFrom: string;
  s3?: { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean };
  allowedOrigins: string[];
  cookieSecure: boolean;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  /** HTTPS (HTTP/2 and HTTP/1.1) with this certificate and key; undefined: plain HTTP (TLS ends in front). */
  tls?: { certFile: string; keyFile: string };
  payments: { stripeApiBase?: string; flutterwaveApiBase: string };
  jobs: { adzuna?: { appId: string; appKey: string; apiBase: string } };
  /** The writing assistant's model (undefined: the built-in phrase bank) and its rate limits per minute. */
  ai?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  builder: { generateRatePerIp: number; generateRatePerUser: number };
  chat: { rateMessages: number; rateWindowMs: number; digestDelayMs: number };
  jobsIntervalMs: number;
  mail: { leaseMs: number; retryBaseMs: number; retryMaxMs: number; retryForMs: number };
  critiques: { ratePerIp: number; ratePerEmail: number; threads: number; leaseMs: number };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Scheduled backups; undefined when off. */
  backup?: { dir: string; everyMs: number; keep: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const c = ZConfig.parse(env);
  const dataDir = path.resolve(c.DATA_DIR);
  if (Boolean(c.TLS_CERT_FILE) !== Boolean(c.TLS_KEY_FILE)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither');
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL || undefined,
    dataDir,
    publicUrl: c.PUBLIC_URL,
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    smtpUrl: c.SMTP_URL || undefined,
    mailFrom: c.MAIL_FROM,
    s3: c.S3_BUCKET
      ? { bucket: c.S3_BUCKET, endpoint: c.S3_ENDPOINT, region: c.S3_REGION, forcePathStyle: c.S3_FORCE_PATH_STYLE ?? Boolean(c.S3_ENDPOINT) }
      : undefined,
    allowedOrigins: c.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === 'production' ? 'info' : 'warn'),
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    webDist: path.resolve(c.WEB_DIST ?? DEFAULT_WEB_DIST),
    tls: c.TLS_CERT_FILE && c.TLS_KEY_FILE ? { certFile: path.resolve(c.TLS_CERT_FILE), keyFile: path.resolve(c.TLS_KEY_FILE) } : undefined,
    payments: { stripeApiBase: c.STRIPE_API_BASE, flutterwaveApiBase: c.FLUTTERWAVE_API_BASE },
    jobs: { adzuna: c.ADZUNA_APP_ID && c.ADZUNA_APP_KEY ? { appId: c.ADZUNA_APP_ID, appKey: c.ADZUNA_APP_KEY, apiBase: c.ADZUNA_API_BASE } : undefined },
    ai: c.AI_BASE_URL && c.AI_MODEL ? { baseUrl: c.AI_BASE_URL, apiKey: c.AI_API_KEY, model: c.AI_MODEL, timeoutMs: c.AI_TIMEOUT_SECONDS * 1000 } : undefined,
    builder: { generateRatePerIp: c.GENERATE_RATE_PER_IP, generateRatePerUser: c.GENERATE_RATE_PER_USER },
    chat: {
      rateMessages: c.CHAT_RATE_MESSAGES,
      rateWindowMs: c.CHAT_RATE_WINDOW_SECONDS * 1000,
      digestDelayMs: c.CHAT_DIGEST_DELAY_MINUTES * 60_000,
    },
    jobsIntervalMs: c.JOBS_INTERVAL_SECONDS * 1000,
    mail: {
      leaseMs: c.MAIL_LEASE_SECONDS * 1000,
      retryBaseMs: c.MAIL_RETRY_BASE_SECONDS * 1000,
      retryMaxMs: c.MAIL_RETRY_MAX_SECONDS * 1000,
      retryForMs: c.MAIL_RETRY_HOURS * 3_600_000,
    },
    critiques: {
      ratePerIp: c.CRITIQUE_RATE_PER_IP,
      ratePerEmail: c.CRITIQUE_RATE_PER_EMAIL,
      leaseMs: c.CRITIQUE_LEASE_SECONDS * 1000,
      threads: c.CRITIQUE_THREADS ?? Math.min(4, Math.max(1, os.availableParallelism() - 1)),
    },
    trustProxy: c.TRUST_PROXY,
    backup: c.BACKUP_DIR ? { dir: path.resolve(c.BACKUP_DIR), everyMs: c.BACKUP_EVERY, keep: c.BACKUP_KEEP } : undefined,
  };
}
