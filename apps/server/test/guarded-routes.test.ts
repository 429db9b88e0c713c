import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarded } from '../src/plugins/guarded-routes.ts';
import { as, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * Guarded routes hand their handler the signed-in context the guard proved; a handler that asks a guard for a
 * context it never checked is refused with a 500, never run for nobody.
 */
describe('guarded routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, {}, (root, deps) => {
      // In a scope that reads cookies, as the product's routes are.
      void root.register(async (app) => {
        await app.register(cookie);
        const writers = guarded(app, deps.sessions.require('writer'));
        writers.get('/api/test/whoami', {}, (_req, ctx) => ({ email: ctx.user.email, role: ctx.principal.role }));
        writers.post<{ Body: { n: number } }>('/api/test/echo', {}, (req, ctx) => ({ n: req.body.n, by: ctx.user.email }));
        // Wired by hand with the guard left out: what `guarded()` makes impossible to write.
        const unguarded = deps.sessions.require('writer');
        app.get('/api/test/forgot-the-guard', (req) => ({ email: unguarded.proven(req).user.email }));
        // Another guard ran, not the one asked: its proof does not count.
        app.get('/api/test/other-guard', { onRequest: deps.sessions.require() }, (req) => ({ email: unguarded.proven(req).user.email }));
        // @ts-expect-error a guarded route sets its own guard: none can be passed in its options
        writers.get('/api/test/two-guards', { onRequest: unguarded }, () => ({}));
      });
    });
  });
  afterAll(() => t.close());

  it('gives the handler the user its guard admitted', async () => {
    const cookie = await login(t.app, 'writer@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/test/whoami', headers: as(cookie) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'writer@demo.test', role: 'writer' });
    const echoed = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: as(cookie), payload: { n: 7 } });
    expect(echoed.json()).toEqual({ n: 7, by: 'writer@demo.test' });
  });

  it('refuses who the guard refuses, before the handler runs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/whoami', headers: as(null) })).statusCode).toBe(401);
    const customer = await login(t.app, 'customer@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/test/whoami', headers: as(customer) })).statusCode).toBe(403);
  });

  it('fails a handler that asks for a context no guard proved, even for a signed-in writer', async () => {
    const cookie = await login(t.app, 'writer@demo.test');
    for (const url of ['/api/test/forgot-the-guard', '/api/test/other-guard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: as(cookie) });
      expect(res.statusCode, url).toBe(500);
      expect(res.body).not.toContain('writer@demo.test');
    }
  });
});
