import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Limits } from '../adapters/limits/index.ts';

type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;
// What the plugin passes to `child`: the route's merged limit options, the route itself under `routeInfo`
// (its typings say the route options).
type StoreOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's `store` option: each route's counts live in the shared Limits (the database all
 * instances use), under the route's method and path, so a limit holds whichever instance is asked.
 */
export function sharedRateLimitStore(limits: Limits) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      this.scope = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }

    incr(key: string, done: Done, timeWindow: number) {
      limits
        .counter('rl', timeWindow)
        .hit(`${this.scope}|${key}`)
        .then(({ count, msLeft }) => done(null, { current: count, ttl: msLeft }), done);
    }

    read(key: string, done: Done, timeWindow: number) {
      limits
        .counter('rl', timeWindow)
        .peek(`${this.scope}|${key}`)
        .then(({ count, msLeft }) => done(null, { current: count, ttl: msLeft }), done);
    }

    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
