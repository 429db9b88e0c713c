import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ZErrorResponse } from '@draftdesk/contract';
import { SESSION_GUARDS } from '../../plugins/session.ts';

/**
 * Issue 17 item 7: the OpenAPI 3.1 document, generated from the routes as Fastify registers them (an onRoute hook
 * collects them) and their zod schemas (z.toJSONSchema). Nothing here lists a route by hand.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && '_zod' in s;

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return json;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The area a route belongs to: its first path segment after /api (or its first segment outside /api). */
export function tagOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  const first = segments[0] === 'api' ? segments[1] : segments[0];
  return (first ?? 'root').replace(/^:/, '');
}

/** The routes worth documenting: static files and the HEAD twin of every GET left out. */
export function documentedRoutes(routes: RouteOptions[]): { method: string; url: string; route: RouteOptions }[] {
  const out: { method: string; url: string; route: RouteOptions }[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if ((route.config as { file?: unknown } | undefined)?.file !== undefined) continue;
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || seen.has(key)) continue;
      seen.add(key);
      out.push({ method, url: route.url, route });
    }
  }
  return out;
}

function parametersOf(route: RouteOptions, url: string) {
  const params: Record<string, unknown>[] = [];
  const pathSchema = isZod(route.schema?.params) ? toJson(route.schema.params, 'input') : null;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [, name] of url.matchAll(/:(\w+)/g)) params.push({ name, in: 'path', required: true, schema: pathProps[name] ?? { type: 'string' } });
  if (isZod(route.schema?.querystring)) {
    const q = toJson(route.schema.querystring, 'input');
    const required = new Set((q.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, JsonSchema>)) {
      params.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return params;
}

function securityOf(route: RouteOptions): { security: unknown[]; roles: string[] | null } {
  const handlers = [route.preHandler ?? [], route.onRequest ?? []].flat() as object[];
  const guard = handlers.find((h) => SESSION_GUARDS.has(h));
  if (!guard) return { security: [], roles: null };
  return { security: [{ session: [] }], roles: SESSION_GUARDS.get(guard)! };
}

function operationOf(method: string, url: string, route: RouteOptions): Operation {
  const { security, roles } = securityOf(route);
  const op: Operation = {
    operationId: `${method.toLowerCase()}${openApiPath(url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [tagOf(url)],
    summary: `${method} ${openApiPath(url)}`,
    security,
  };
  if (roles) op.description = roles.length ? `Signed in as ${roles.join(' or ')}.` : 'Signed in.';
  const parameters = parametersOf(route, url);
  if (parameters.length) op.parameters = parameters;
  if (isZod(route.schema?.body)) {
    op.requestBody = { required: true, content: { 'application/json': { schema: toJson(route.schema.body, 'input') } } };
  }
  const responses: Record<string, unknown> = {};
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    if (isZod(schema)) responses[status] = { description: `${status}`, content: { 'application/json': { schema: toJson(schema, 'output') } } };
  }
  if (!Object.keys(responses).some((s) => s.startsWith('2'))) responses['200'] = { description: 'Success' };
  responses.default = { $ref: '#/components/responses/Error' };
  op.responses = responses;
  return op;
}

export function buildOpenApiDocument(routes: RouteOptions[], opts: { cookieName: string; version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  const tags = new Set<string>();
  for (const { method, url, route } of documentedRoutes(routes)) {
    const p = openApiPath(url);
    (paths[p] ??= {})[method.toLowerCase()] = operationOf(method, url, route);
    tags.add(tagOf(url));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Draftdesk API', version: opts.version, description: 'Generated from the routes the server registers and their zod schemas.' },
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: opts.cookieName, description: 'The session cookie set by POST /api/auth/login.' } },
      schemas: { Error: toJson(ZErrorResponse, 'output') },
      responses: { Error: { description: 'An error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    },
  };
}
