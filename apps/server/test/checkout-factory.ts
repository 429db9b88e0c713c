/**
 * Factories for the checkout tests: calls from fresh client addresses (the
 * checkout routes are rate-limited per IP), site payment set-ups, and intents
 * the server made and a test card paid.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { invoices, orders, payments, sites, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { createIntent, type IntentSpec } from '../src/modules/checkout/providers/payments.ts';
import { updateSiteSettings } from '../src/modules/site/service.ts';
import { ACME, as, nextIp, type DemoSite, type TestApp } from './helpers.ts';

export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', authenticate: '4000 0027 6000 3184' } as const;

/** A JSON call as a same-origin browser on a host, from a client address of its own. */
export function send(t: TestApp, cookie: string | null, method: InjectOptions['method'], url: string, payload?: object, host = ACME) {
  return t.app.inject({ method, url, headers: as(cookie, host), remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
}

export async function setSecrets(t: TestApp, site: DemoSite, secrets: Record<string, unknown>) {
  await t.deps.db.update(sites).set({ secrets }).where(eq(sites.id, t.demo[site].id));
}

/** Merges UI settings into a site's (through the service, so the site cache sees them). */
export async function patchSettings(t: TestApp, site: DemoSite, patch: Record<string, unknown>) {
  const [row] = await t.deps.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, t.demo[site].id));
  await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo[site].id, { ...row.settings, ...patch });
}

/** The spec of an order intent for a demo package at its full price. */
export function orderSpec(t: TestApp, site: DemoSite, pkgIndex: number, customerId: string | null): IntentSpec {
  const p = t.demo[site].packages[pkgIndex];
  return { kind: 'order', amount: p.packagePrice, currency: p.currency, customerId, description: p.packageName, packageId: p._id };
}

/** An intent the server made (in the sandbox) and a test card then paid or not. */
export async function sandboxIntent(t: TestApp, site: DemoSite, spec: IntentSpec, card: string | null = CARDS.ok) {
  const siteId = t.demo[site].id;
  const made = await createIntent(t.deps, siteId, spec);
  if (card) await sandboxProvider(t.deps.db, siteId).confirm(made.intent_id, made.client_secret!, card);
  return made;
}

/** A customer invoice on a site. */
export async function buildInvoice(t: TestApp, site: DemoSite, extra: Partial<typeof invoices.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(invoices)
    .values({ id: newId(), siteId: t.demo[site].id, customerId: t.demo[site].users.user, packageName: 'Rush Delivery', price: 4900, currency: 'usd', ...extra })
    .returning();
  await t.deps.bus.sync();
  return row;
}

export async function ledgerOf(t: TestApp, reference: string) {
  return t.deps.db.select().from(payments).where(eq(payments.providerReference, reference));
}

export async function ordersOf(t: TestApp, site: DemoSite, customerId: string) {
  return t.deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, t.demo[site].id), eq(orders.customerId, customerId)));
}

export async function userById(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}
