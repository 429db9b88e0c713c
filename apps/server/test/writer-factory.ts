/**
 * Helpers of the writer and reviewer area tests: the staff's sessions, real
 * uploads through POST /api/file/upload, and site flags.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TUploadedFile, TWebsiteFlags } from '@draftdesk/contract';
import { sites } from '../src/db/schema.ts';
import { demoDocx } from '../src/db/seed/demo-files.ts';
import { ACME, BETA, SAMPLES, createUser, login, upload, type DemoSite, type TestApp } from './helpers.ts';

export const DOCX_BYTES = demoDocx('Draft', ['Hello']);
export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Everyone the writer-area tests call as: A's staff and customer, another writer of A, and B's writer, reviewer and admin. */
export async function staffSessions(t: TestApp) {
  const otherWriter = await createUser(t, 'acme', { role: 'writer', firstName: 'Owen', lastName: 'Other' });
  return {
    writer: await login(t.app, 'writer@demo.test'),
    reviewer: await login(t.app, 'reviewer@demo.test'),
    admin: await login(t.app, 'admin@demo.test'),
    customer: await login(t.app, 'customer@demo.test'),
    otherWriter: await login(t.app, otherWriter.email),
    otherWriterId: otherWriter.id,
    betaWriter: await login(t.app, 'writer@demo.test', BETA),
    betaReviewer: await login(t.app, 'reviewer@demo.test', BETA),
    betaAdmin: await login(t.app, 'admin@demo.test', BETA),
  };
}
export type Sessions = Awaited<ReturnType<typeof staffSessions>>;

/** Uploads a real file as `cookie` and returns what the client would send back. */
export async function uploaded(t: TestApp, cookie: string, kind: 'pdf' | 'docx' | 'png', name?: string, host = ACME): Promise<TUploadedFile> {
  const bytes = kind === 'pdf' ? SAMPLES.pdf : kind === 'docx' ? DOCX_BYTES : SAMPLES.png;
  const type = kind === 'pdf' ? PDF_MIME : kind === 'docx' ? DOCX_MIME : 'image/png';
  const res = await upload(t, cookie, name ?? `file.${kind}`, bytes, { type, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Sets website flags of a demo site and drops the cached site. */
export async function setFlags(t: TestApp, site: DemoSite, flags: Partial<TWebsiteFlags>) {
  for (const [flag, value] of Object.entries(flags)) {
    await t.deps.db
      .update(sites)
      .set({ settings: sql`jsonb_set(${sites.settings}, ${`{website_settings,${flag}}`}::text[], ${JSON.stringify(value)}::jsonb)` })
      .where(eq(sites.id, t.demo[site].id));
  }
  t.deps.siteCache.invalidate();
}
