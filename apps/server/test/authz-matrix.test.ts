import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHZ_TABLE, DEMO_EMAIL, buildFixtures } from './authz-table.ts';
import { ACTORS, type Actor, type Body, type Call, type Fixtures, type Outcome } from './authz-types.ts';
import { ACME, BETA, as, createTestApp, login, multipart, nextIp, type TestApp } from './helpers.ts';

/** `METHOD /path` of every route the app registers, as Fastify reports them. */
const registered = new Set<string>();
function collect(route: RouteOptions) {
  // Files served by @fastify/static carry their path in config; they are not API routes.
  if ((route.config as { file?: unknown } | undefined)?.file !== undefined) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) registered.add(`${method} ${route.url}`);
}
/** Fastify adds a HEAD route for every GET; only the GET is in the table. */
const apiRoutes = () => [...registered].filter((r) => !(r.startsWith('HEAD ') && registered.has(`GET ${r.slice(5)}`))).sort();

let t: TestApp;
let fx: Fixtures;
const sessions = {} as Record<Actor, string | null>;
/** Each actor calls from an address of its own, so the per-IP limits count per actor. */
const ips = {} as Record<Actor, string>;

function whoIs(actor: Actor): Omit<Call, 'fx' | 'actor'> {
  if (actor === 'anonymous') return { site: 'A', host: ACME, role: null };
  const site = actor.endsWith('A') ? 'A' : 'B';
  const role = actor.slice(0, -1) as Call['role'] & string;
  return { site, host: site === 'A' ? ACME : BETA, role };
}

const signIn = (actor: Actor) => {
  const { host, role } = whoIs(actor);
  return role ? login(t.app, DEMO_EMAIL[role], host, undefined, ips[actor]) : Promise.resolve(null);
};

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
  fx = await buildFixtures(t);
  for (const actor of ACTORS) {
    ips[actor] = nextIp();
    sessions[actor] = await signIn(actor);
  }
});
afterAll(() => t?.close());

function payloadOf(body: Body | undefined) {
  if (!body) return { headers: {}, payload: undefined };
  if ('json' in body) return { headers: {}, payload: body.json as object };
  const m = body.multipart;
  return multipart(m.field, m.filename, m.content, m.type, m.fields);
}

async function callAs(route: string, actor: Actor): Promise<{ outcome: Exclude<Outcome, number> | number; body: string }> {
  const spec = AUTHZ_TABLE[route];
  const [method, pattern] = route.split(' ');
  const call: Call = { fx, actor, ...whoIs(actor) };
  const params = spec.params ? await spec.params(call) : {};
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: the table gives no value for :${name}`);
    return encodeURIComponent(params[name]);
  });
  const query = spec.query ? new URLSearchParams(await spec.query(call)).toString() : '';
  const cookie = spec.freshSession ? await signIn(actor) : sessions[actor];
  const { headers, payload } = payloadOf(spec.body ? await spec.body(call) : undefined);
  const res = await t.app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: { ...as(cookie, call.host), ...headers },
    payload,
    remoteAddress: ips[actor],
  });
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  return { outcome: ok ? 'allow' : res.statusCode, body: res.body.slice(0, 200) };
}

describe('authorization matrix', () => {
  it('has a table entry for every registered route and a route for every table entry', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((r) => !(r in AUTHZ_TABLE));
    const stale = Object.keys(AUTHZ_TABLE).filter((r) => !routes.includes(r));
    expect(missing, `routes missing from test/authz-table.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `table entries in test/authz-table.ts with no route: ${stale.join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(AUTHZ_TABLE))('%s answers every actor as the table says', async (route) => {
    const actual = {} as Record<Actor, Exclude<Outcome, number> | number>;
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const { outcome, body } = await callAs(route, actor);
      actual[actor] = outcome;
      if (outcome !== AUTHZ_TABLE[route].expect[actor]) wrong.push(`${actor} got ${outcome}: ${body}`);
    }
    expect(actual, `${route}\n${wrong.join('\n')}`).toEqual(AUTHZ_TABLE[route].expect);
  });
});
