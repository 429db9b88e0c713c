import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { CHAT_MAX_FRAME_BYTES, MESSAGES } from '@draftdesk/contract';
import type { Deps } from './deps.ts';
import type { Ctx, ResolvedSite } from './lib/context.ts';
import { AppError } from './lib/errors.ts';
import { isApiPath, prefersHtml } from './lib/spa.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import type { ChatRuntime } from './modules/chat/runtime.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { contractRoutes } from './modules/contract/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { questionnaireRoutes } from './modules/questionnaires/routes.ts';
import { revisionRoutes } from './modules/revisions/routes.ts';
import { surveyRoutes } from './modules/surveys/routes.ts';
import { adminSettingsRoutes } from './modules/site/admin-routes.ts';
import { critiqueRoutes } from './modules/critiques/routes.ts';
import { builderCheckRoutes } from './modules/builder-check/routes.ts';
import { adminReportsRoutes } from './modules/reports/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { externalProductRoutes } from './modules/external-products/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { writerProfileRoutes } from './modules/writer/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { boardRoutes } from './modules/boards/routes.ts';
import { builderRoutes } from './modules/builder/routes.ts';
import { SiteCache } from './modules/site/cache.ts';
import { watchSiteChanges } from './modules/site/invalidation.ts';
import { watchSessionChanges } from './plugins/session-cache.ts';
import { watchAdminOrderTotals, watchCustomerOrderChanges } from './modules/orders/cache.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { openApiRoutes } from './modules/openapi/routes.ts';
import { IndexHtml, registerCompression } from './plugins/compression.ts';
import { registerStaticAssets } from './plugins/static-assets.ts';
import { splashHtml } from './modules/site/splash.ts';
import { policyTemplate } from './lib/csp.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { buildSecurityHeaders, hostRepeated, originAllowed, requestHost, sameOriginProven } from './plugins/security.ts';
import { sharedRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerRequestLog, withRedaction } from './plugins/request-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    /** A path outside /api that browsers may also open as a page (DESIGN §3). */
    htmlFallback?: boolean;
    /**
     * A GET route that writes (true): it answers once this instance has heard its writes, as other methods do. A
     * POST that writes nothing a cache holds (false: the writing assistant) answers without waiting.
     */
    writes?: boolean;
    /** A GET that changes things (the boards' spec calls): refused unless it proves it comes from an allowed origin. */
    sameOriginOnly?: boolean;
  }
}

export interface AppOptions {
  logger?: boolean | object;
  /** Overrides TRUST_PROXY (config.trustProxy). */
  trustProxy?: false | number | string[];
  /** Called for every route as it is registered (the authorization matrix test collects them). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP application; main.ts and the tests build it with their own deps. */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const trust = opts.trustProxy ?? deps.config.trustProxy;
  const options = {
    // Secrets censored at the root (plugins/request-log.ts).
    logger: withRedaction(opts.logger),
    // N proxies: the address the nearest N hops report (Fastify's own rule for a number, typed as a function).
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: false as const,
    genReqId: () => crypto.randomUUID(),
    // One line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  };
  const tls = deps.config.tls;
  // With a certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTPS, HTTP/2 for browsers (a page's scripts on one
  // connection, not six) and HTTP/1.1 for the rest, WebSocket upgrades included. The routes use the request and
  // reply APIs both servers share, so the instance is typed as the HTTP/1.1 one.
  const app = tls
    ? (Fastify({
        ...options,
        http2: true,
        https: { allowHTTP1: true, cert: fs.readFileSync(tls.certFile), key: fs.readFileSync(tls.keyFile) },
      }) as unknown as FastifyInstance)
    : Fastify(options);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // Every route, for the OpenAPI document (modules/openapi).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // Registered only when info lines are written: a hook costs every request something.
  if (opts.logger && ['info', 'debug', 'trace'].includes(app.log.level)) registerRequestLog(app);
  answerOnceWritesAreHeard(app, deps);

  registerErrorHandling(app);
  await registerCompression(app);
  app.decorateRequest('ctx', null as unknown as Ctx);
  const securityHeaders = buildSecurityHeaders(deps.config.cookieSecure);
  const indexHtml = IndexHtml.read(deps.config.webDist);
  // A host no site claims still gets the app (it says so), under the strictest policy.
  const DEFAULT_POLICY = policyTemplate(null);

  const enterSite = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, site: ResolvedSite | null) => {
    const wantsPage = req.method === 'GET' && !isApiPath(req.url) && prefersHtml(req.headers.accept);
    if (wantsPage && indexHtml && (req.routeOptions.config?.htmlFallback || !req.routeOptions.url)) {
      indexHtml.send(req, reply, site?.cspTemplate ?? DEFAULT_POLICY, splashHtml(site?.settings ?? null));
      return;
    }
    if (!site) {
      if (req.routeOptions.url && !isApiPath(req.url) && !req.routeOptions.config?.htmlFallback) return done();
      return done(AppError.of('domainNotRegistered', 404));
    }
    req.ctx = { site, siteId: site.id, principal: null, user: null, sessionHash: null, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
    if (!originAllowed(req, deps.config.allowedOrigins)) return done(AppError.of('originRefused', 403));
    if (req.routeOptions.config?.sameOriginOnly && !sameOriginProven(req, deps.config.allowedOrigins)) return done(AppError.of('originRefused', 403));
    done();
  };

  // Every request belongs to a site, found from its Host header. Synchronous
  // when the site is cached, which it is after the first request; no closure
  // is made per request then (tsx names each one, which showed in the profile).
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeaders).header('x-request-id', req.id);
    if (hostRepeated(req.raw.rawHeaders)) return done(AppError.of('hostHeaderInvalid', 400));
    if (req.routeOptions.config?.probe) return done();
    const host = SiteCache.normaliseHost(requestHost(req));
    const cached = deps.siteCache.peek(host);
    if (cached !== undefined) return enterSite(req, reply, done, cached);
    deps.siteCache.resolve(host).then((site) => enterSite(req, reply, done, site), done);
  });

  // A site, a session, a user or their orders changed on any instance: drop them from this one's caches too.
  watchSiteChanges(deps.bus, deps.siteCache);
  watchSessionChanges(deps.bus, deps.sessionCache, deps.userCache);
  watchCustomerOrderChanges(deps.bus, deps.customerOrders);
  watchAdminOrderTotals(deps.bus, deps.adminOrderTotals);
  // Fastify runs onClose hooks last-added first: added before the modules' own, this one runs after them, so the
  // chat runtime's last work still reaches the bus before it stops.
  app.addHook('onClose', () => deps.bus.close());
  app.addHook('onClose', () => deps.critiquePool.close());
  // /health and /ready: outside sites, sessions and rate limits.
  healthRoutes(app, deps);
  // The site's public settings, the most requested call: outside the context below, it pays none of its plugins'
  // per-request hooks (it reads no cookie, takes no upload, opens no socket).
  siteRoutes(app, deps);
  openApiRoutes(app, deps, routes);
  let chat: ChatRuntime | undefined;
  await app.register(async (api) => {
    await api.register(cookie);
    await api.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(deps.limits),
      errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.tooManyRequests }),
    });
    await api.register(multipart, {
      limits: { fileSize: deps.config.uploadMaxBytes, files: 10, fields: 20, parts: 30 },
    });
    // Before any route: the plugin wraps every route registered after it.
    await api.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES, perMessageDeflate: false } });
    authRoutes(api, deps);
    profileRoutes(api, deps);
    notificationRoutes(api, deps);
    fileRoutes(api, deps);
    orderRoutes(api, deps);
    contractRoutes(api, deps);
    questionnaireRoutes(api, deps);
    documentRoutes(api, deps);
    revisionRoutes(api, deps);
    surveyRoutes(api, deps);
    writerProfileRoutes(api, deps);
    adminSettingsRoutes(api, deps);
    usersRoutes(api, deps);
    packageRoutes(api, deps);
    externalProductRoutes(api, deps);
    chat = await chatRoutes(api, deps);
    checkoutRoutes(api, deps);
    critiqueRoutes(api, deps);
    builderCheckRoutes(api, deps);
    adminReportsRoutes(api, deps);
    jobRoutes(api, deps);
    boardRoutes(api, deps);
    builderRoutes(api, deps);
  });
  app.decorate('chat', chat!);
  // The event bus is the application's: it listens once every module has said what it hears (above).
  await deps.bus.start(() => app.log.warn('event bus reconnected; events sent meanwhile were missed'));

  if (indexHtml) {
    registerStaticAssets(app, deps.config.webDist);
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      wildcard: false,
      index: false,
      // The pages themselves go out only with their nonce and policy (IndexHtml), never as files.
      allowedPath: (pathName) => !pathName.startsWith('/index.html') && !pathName.startsWith('/login.html'),
      // The hashed assets are answered from memory (plugins/static-assets.ts); the rest of the build from its files.
      globIgnore: ['assets/**'],
      // The build writes .br and .gz beside every asset (apps/web/scripts/compress.mjs): the best one accepted goes out.
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (indexHtml && req.method === 'GET' && !isApiPath(req.url)) {
      return indexHtml.send(req, reply, req.ctx?.site?.cspTemplate ?? DEFAULT_POLICY, splashHtml(req.ctx?.site?.settings ?? null));
    }
    return reply.status(404).send({ code: 'notFound', message: MESSAGES.notFound, requestId: req.id });
  });

  return app;
}

/**
 * A request that may write answers only once this instance has heard every change committed before it
 * (EventBus.sync): the caches kept until a change is heard (sessions, users, order lists and pages) never
 * serve the writer's next request what its write changed. Reads pay nothing.
 */
function answerOnceWritesAreHeard(app: FastifyInstance, deps: Deps) {
  const heard = async (_req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    await deps.bus.sync();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((m) => m === 'GET' || m === 'HEAD');
    if ((reads && !route.config?.writes) || route.config?.writes === false) return;
    route.onSend = [...[route.onSend ?? []].flat(), heard];
  });
}
