/** What the export and erasure tests share: the app, the admin's calls, and reading the zip and the stored files. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../src/db/schema.ts';
import { DEMO_WRITER_PROFILE } from '../src/db/seed/demo-writer.ts';
import { listenLocal } from './chat-helpers.ts';
import { ACME, as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

export let t: TestApp;
export let admin: string;
export let address: string;

/** A fresh app with Acme's admin signed in and listening on a local address (for the chat socket); closed after the file. */
export function useCustomerDataApp() {
  beforeAll(async () => {
    t = await createTestApp();
    address = await listenLocal(t);
    admin = await login(t.app, 'admin@demo.test');
    // The demo writer takes every order today, so the new customer's order has a writer to chat with.
    await t.deps.db
      .update(users)
      .set({ writerData: { ...DEMO_WRITER_PROFILE, availableDays: [] } })
      .where(eq(users.id, t.demo.acme.users.writer));
    await t.deps.bus.sync();
  });
  afterAll(() => t?.close());
}

export const exportOf = (id: string, cookie: string | null = admin, host = ACME) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/export`, headers: as(cookie, host), remoteAddress: nextIp() });
export const erase = (id: string, confirm: string, cookie = admin, host = ACME) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: as(cookie, host), payload: { confirm }, remoteAddress: nextIp() });
export const get = (url: string, cookie: string | null, host = ACME) =>
  t.app.inject({ method: 'GET', url, headers: as(cookie, host), remoteAddress: nextIp() });

export function unzip(res: LightMyRequestResponse): Record<string, Uint8Array> {
  expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  return unzipSync(new Uint8Array(res.rawPayload));
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonIn = (entries: Record<string, Uint8Array>, name: string): any => JSON.parse(strFromU8(entries[name]));

export async function stored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.deps.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
