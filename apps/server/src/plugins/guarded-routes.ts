import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { PrincipalCtx } from '../lib/context.ts';
import type { SessionGuard } from './session.ts';

/** A route's options but its guard, which the guarded routes set. */
type GuardedOptions = Omit<RouteShorthandOptions, 'onRequest' | 'preHandler'>;

/** A handler behind a session guard: it receives the signed-in context the guard proved. */
type GuardedHandler<RG extends RouteGenericInterface, C> = (req: FastifyRequest<RG>, ctx: C, reply: FastifyReply) => unknown;

type GuardedMethod<C> = <RG extends RouteGenericInterface = RouteGenericInterface>(
  url: string,
  options: GuardedOptions,
  handler: GuardedHandler<RG, C>,
) => void;

export interface GuardedRoutes<C> {
  get: GuardedMethod<C>;
  post: GuardedMethod<C>;
  put: GuardedMethod<C>;
  patch: GuardedMethod<C>;
  delete: GuardedMethod<C>;
}

/**
 * Routes that only a guard's users reach: the guard runs on every one of them (`onRequest`, before the body is
 * read, or `preHandler`, after validation, where a route answers a bad body 400 before asking who sends it), and
 * the handler gets the context the guard proved. A handler cannot be written without its guard.
 */
export function guarded<C extends PrincipalCtx>(
  app: FastifyInstance,
  guard: SessionGuard<C>,
  hook: 'onRequest' | 'preHandler' = 'onRequest',
): GuardedRoutes<C> {
  const hooks = hook === 'onRequest' ? { onRequest: guard } : { preHandler: guard };
  const method =
    (name: HTTPMethods): GuardedMethod<C> =>
    <RG extends RouteGenericInterface>(url: string, options: GuardedOptions, handler: GuardedHandler<RG, C>) => {
      const run: RouteHandlerMethod = (req, reply) => handler(req as FastifyRequest<RG>, guard.proven(req), reply);
      app.route({ ...options, ...hooks, method: name, url, handler: run });
    };
  return { get: method('GET'), post: method('POST'), put: method('PUT'), patch: method('PATCH'), delete: method('DELETE') };
}
