import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRole } from '@draftdesk/contract';
import type { AuthedCtx, PrincipalCtx, SessionUserRow } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { newToken, sha256 } from '../lib/ids.ts';
import type { sessions } from '../db/schema.ts';
import type { SessionCache, UserCache } from './session-cache.ts';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Every session guard made, with the roles it admits (none: any signed-in user); the OpenAPI document reads it. */
export const SESSION_GUARDS = new WeakMap<object, TRole[]>();
/** lastSeenAt is written at most this often, so a session check is one read. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * A session guard (an onRequest or preHandler hook) and the context it proves: handlers get their signed-in
 * context from the guard that admitted the request (`guarded()` routes do it for them), never by a cast.
 */
export interface SessionGuard<C extends PrincipalCtx = AuthedCtx> {
  (req: FastifyRequest): Promise<void>;
  /** The request's context as this guard proved it; throws when the guard did not run on the request. */
  proven(req: FastifyRequest): C;
}

/** A live session's user and the times its expiry is judged by (epoch milliseconds). */
export interface SessionLookupRow {
  user: SessionUserRow;
  remember: boolean;
  lastSeenAtMs: number;
  expiresAtMs: number;
}

/** The session queries the manager makes; the auth module's repo (modules/auth/repo.ts) answers them. */
export interface SessionStore {
  findSession(idHash: string, siteId: string): Promise<SessionLookupRow | undefined>;
  findSessionUser(siteId: string, id: string): Promise<SessionUserRow | undefined>;
  touchSession(idHash: string): Promise<unknown>;
  createSession(s: typeof sessions.$inferInsert): Promise<unknown>;
  deleteSession(idHash: string): Promise<unknown>;
  deleteOtherSessions(userId: string, keepIdHash: string | null): Promise<string[]>;
}

export interface SessionManager {
  cookieName: string;
  /** Loads the signed-in user into req.ctx (principal and user stay null when none). */
  load(req: FastifyRequest): Promise<void>;
  /**
   * preHandler: signed in, optionally with one of the roles; `ctx.user` holds the user's row, from this
   * instance's cache when it has heard of no change since it read it (plugins/session-cache.ts).
   */
  require(...roles: TRole[]): SessionGuard<AuthedCtx>;
  /**
   * preHandler: signed in, optionally with one of the roles, for handlers that need no more than who
   * asks (`ctx.principal`): no query when this instance has the session cached.
   */
  requirePrincipal(...roles: TRole[]): SessionGuard<PrincipalCtx>;
  /** Opens a session for the user; the readable hint cookie beside it names their role (plugins/compression.ts). */
  start(req: FastifyRequest, reply: FastifyReply, user: { id: string; role: TRole }, remember: boolean): Promise<void>;
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of the user but the one kept (or all of them), on every instance. */
  endOthers(userId: string, keepIdHash: string | null): Promise<void>;
}

export function sessionManager(repo: SessionStore, cache: SessionCache, users: UserCache, secure: boolean): SessionManager {
  const cookieName = secure ? '__Host-sid' : 'sid';
  // Readable by the page, says nothing secret: public pages look the session up only when it is there (spec 03 §7),
  // and the page a signed-in user opened starts loading as the app starts, before the session is read, for the role
  // it names. Only a hint: every route checks the session itself.
  const hintName = secure ? '__Host-signed-in' : 'signed-in';

  /** Finds the request's live session, in the cache or else the database: sets ctx.principal (and ctx.user when read). */
  async function identify(req: FastifyRequest) {
    const ctx = req.ctx;
    if (ctx.principal) return;
    const raw = req.cookies[cookieName];
    if (!raw || raw.length > 100) return;
    const idHash = sha256(raw);
    let session = cache.get(idHash);
    let user: SessionUserRow | null = null;
    const now = Date.now();
    // Touches are not announced (migration 0012): another instance may have seen the session since this one
    // cached it, so a cached copy that looks idle is read again before the session is ended.
    if (session && !session.remember && now - session.lastSeenAtMs > SESSION_IDLE_MS) {
      cache.drop(idHash);
      session = undefined;
    }
    if (!session) {
      const ticket = cache.ticket();
      const userTicket = users.ticket();
      const row = await repo.findSession(idHash, ctx.siteId);
      if (!row) return;
      user = row.user;
      users.store(userTicket, user.id, Object.freeze(user));
      session = {
        principal: { id: row.user.id, role: row.user.role },
        siteId: row.user.siteId,
        remember: row.remember,
        lastSeenAtMs: row.lastSeenAtMs,
        expiresAtMs: row.expiresAtMs,
      };
      cache.store(ticket, idHash, session);
    }
    // A session belongs to the site it was opened on.
    if (session.siteId !== ctx.siteId) return;
    const expired = session.expiresAtMs <= now || (!session.remember && now - session.lastSeenAtMs > SESSION_IDLE_MS);
    if (expired) {
      cache.drop(idHash);
      await repo.deleteSession(idHash);
      return;
    }
    if (now - session.lastSeenAtMs > TOUCH_EVERY_MS) {
      // Concurrent requests need not write it too. Other instances are not told (see above).
      session.lastSeenAtMs = now;
      await repo.touchSession(idHash);
    }
    ctx.principal = session.principal;
    ctx.user = user;
    ctx.sessionHash = idHash;
  }

  async function load(req: FastifyRequest) {
    await identify(req);
    const ctx = req.ctx;
    if (!ctx.principal || ctx.user) return;
    const id = ctx.principal.id;
    let user = users.get(id);
    if (!user) {
      const ticket = users.ticket();
      user = await repo.findSessionUser(ctx.siteId, id);
      if (user) users.store(ticket, id, Object.freeze(user));
    }
    // A user belongs to the site of their sessions; checked again should a cache ever be wrong.
    if (user?.siteId === ctx.siteId) ctx.user = user;
    else ctx.principal = null;
  }

  const guard = <C extends PrincipalCtx>(loadWhat: (req: FastifyRequest) => Promise<void>, roles: TRole[]): SessionGuard<C> => {
    // The requests this guard admitted: only they have the context it proves.
    const admitted = new WeakSet<FastifyRequest>();
    const check = async (req: FastifyRequest): Promise<void> => {
      await loadWhat(req);
      const principal = req.ctx.principal;
      if (!principal) throw AppError.of('unauthenticated', 401);
      if (roles.length && !roles.includes(principal.role)) throw AppError.of('forbidden', 403);
      admitted.add(req);
    };
    SESSION_GUARDS.set(check, roles);
    return Object.assign(check, { proven: (req: FastifyRequest) => provenCtx<C>(req, admitted) });
  };

  return {
    cookieName,
    load,
    require: (...roles) => guard<AuthedCtx>(load, roles),
    requirePrincipal: (...roles) => guard<PrincipalCtx>(identify, roles),
    async start(req, reply, user, remember) {
      // Rotate: whatever session the browser had before is gone.
      const old = req.cookies[cookieName];
      if (old) await dropSession(sha256(old));
      const id = newToken();
      await repo.createSession({
        idHash: sha256(id),
        userId: user.id,
        siteId: req.ctx.siteId,
        remember,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
        ip: req.ip,
      });
      reply.setCookie(cookieName, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        ...(remember ? { maxAge: SESSION_ABSOLUTE_MS / 1000 } : {}),
      });
      reply.setCookie(hintName, user.role, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
        ...(remember ? { maxAge: SESSION_ABSOLUTE_MS / 1000 } : {}),
      });
    },
    async end(req, reply) {
      const raw = req.cookies[cookieName];
      if (raw) await dropSession(sha256(raw));
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      reply.clearCookie(hintName, { path: '/', sameSite: 'lax', secure });
    },
    async endOthers(userId, keepIdHash) {
      for (const idHash of await repo.deleteOtherSessions(userId, keepIdHash)) cache.drop(idHash);
    },
  };

  async function dropSession(idHash: string) {
    cache.drop(idHash);
    await repo.deleteSession(idHash);
  }
}

function provenCtx<C extends PrincipalCtx>(req: FastifyRequest, admitted: WeakSet<FastifyRequest>): C {
  // A route registered without its guard fails loudly here instead of acting for nobody.
  if (!admitted.has(req)) throw new Error(`${req.method} ${req.routeOptions.url ?? req.url}: the handler ran without its session guard`);
  return req.ctx as C;
}
