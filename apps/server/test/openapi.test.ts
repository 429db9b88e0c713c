import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from './helpers.ts';

// Issue 17 item 7: an OpenAPI 3.1 document generated from the routes' zod schemas, and a reference page.
const registered = new Set<string>();
function collect(route: RouteOptions) {
  if ((route.config as { file?: unknown } | undefined)?.file !== undefined) return;
  for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
}

type Doc = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        tags: string[];
        security: unknown[];
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: { Error: { properties: Record<string, unknown>; required: string[] } };
  };
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: ACME } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  doc = res.json();
});
afterAll(() => t?.close());

const op = (method: string, url: string) => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('documents every route the app registers', () => {
    expect(registered.size).toBeGreaterThan(50);
    const missing = [...registered].filter((r) => {
      const [method, url] = r.split(' ');
      return !op(method, url);
    });
    expect(missing).toEqual([]);
    expect(op('GET', '/api/openapi.json')).toBeDefined();
    expect(op('GET', '/api/docs')).toBeDefined();
  });

  it('is OpenAPI 3.1 with tags by area, the session cookie as security scheme and the error body as a component', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.tags.map((tg) => tg.name)).toEqual(expect.arrayContaining(['auth', 'sandbox', 'website', 'health']));
    expect(op('POST', '/api/auth/login').tags).toEqual(['auth']);
    expect(op('POST', '/api/sandbox/payment-intents/:id/confirm').tags).toEqual(['sandbox']);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: t.deps.sessions.cookieName });
    expect(Object.keys(doc.components.schemas.Error.properties).sort()).toEqual(['code', 'errors', 'fieldCodes', 'message', 'requestId']);
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(op('GET', '/api/auth/user').security).toEqual([{ session: [] }]);
    expect(op('POST', '/api/auth/login').security).toEqual([]);
    expect(op('POST', '/api/auth/login').responses.default).toEqual({ $ref: '#/components/responses/Error' });
  });

  it("carries each route's params, query and body from its zod schema", () => {
    const login = op('POST', '/api/auth/login').requestBody!.content['application/json'].schema;
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
    const confirm = op('POST', '/api/sandbox/payment-intents/:id/confirm');
    expect(confirm.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(confirm.requestBody!.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['client_secret', 'card_number']));
    const withQuery = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((o) => o.parameters?.some((p) => p.in === 'query'));
    expect(withQuery.length).toBeGreaterThan(0);
  });
});

describe('GET /api/docs', () => {
  it('is a page of its own (no script, no CDN) listing the paths grouped by area', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host: ACME } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
    expect(res.body).toContain('<section id="tag-auth"><h2>auth</h2>');
    expect(res.body).toContain('<code>/api/auth/login</code>');
    expect(res.body).toContain('<code>/api/sandbox/payment-intents/{id}/confirm</code>');
  });
});
