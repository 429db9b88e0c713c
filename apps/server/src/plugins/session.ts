import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRole } from '@draftdesk/contract';
import type { AuthedCtx } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { newToken, sha256 } from '../lib/ids.ts';
import type { AuthRepo } from '../modules/auth/repo.ts';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a session check is one read. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionManager {
  cookieName: string;
  /** Loads the signed-in user into req.ctx (null when none). */
  load(req: FastifyRequest): Promise<void>;
  /** preHandler: signed in, optionally with one of the roles. */
  require(...roles: TRole[]): (req: FastifyRequest) => Promise<void>;
  start(req: FastifyRequest, reply: FastifyReply, userId: string, remember: boolean): Promise<void>;
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function sessionManager(repo: AuthRepo, secure: boolean): SessionManager {
  const cookieName = secure ? '__Host-sid' : 'sid';

  async function load(req: FastifyRequest) {
    const ctx = req.ctx;
    const raw = req.cookies[cookieName];
    if (!raw || raw.length > 100) return;
    const idHash = sha256(raw);
    const row = await repo.findSession(idHash, ctx.siteId);
    if (!row) return;
    const now = Date.now();
    const expired = row.expiresAtMs <= now || (!row.remember && now - row.lastSeenAtMs > SESSION_IDLE_MS);
    if (expired) {
      await repo.deleteSession(idHash);
      return;
    }
    if (now - row.lastSeenAtMs > TOUCH_EVERY_MS) await repo.touchSession(idHash);
    ctx.user = row.user;
    ctx.sessionHash = idHash;
  }

  return {
    cookieName,
    load,
    require(...roles) {
      return async (req) => {
        if (!req.ctx.user) await load(req);
        const user = req.ctx.user;
        if (!user) throw AppError.of('unauthenticated', 401);
        if (roles.length && !roles.includes(user.role)) throw AppError.of('forbidden', 403);
      };
    },
    async start(req, reply, userId, remember) {
      // Rotate: whatever session the browser had before is gone.
      const old = req.cookies[cookieName];
      if (old) await repo.deleteSession(sha256(old));
      const id = newToken();
      await repo.createSession({
        idHash: sha256(id),
        userId,
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
    },
    async end(req, reply) {
      const raw = req.cookies[cookieName];
      if (raw) await repo.deleteSession(sha256(raw));
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    },
  };
}

export function authed(req: FastifyRequest): AuthedCtx {
  return req.ctx as AuthedCtx;
}
