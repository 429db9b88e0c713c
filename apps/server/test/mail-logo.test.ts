import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandedMail } from '../src/adapters/mail/templates.ts';
import { files } from '../src/db/schema.ts';
import { eventually } from './chat-helpers.ts';
import { ACME, as, createTestApp, nextIp, type TestApp } from './helpers.ts';
import { SmtpPeer, readable } from './smtp-peer.ts';

describe('the logo in e-mails (issue 15)', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = new SmtpPeer(await SmtpPeer.freePort());
    await peer.start();
    t = await createTestApp();
    t.deps.mailTransport = peer.transport();
  });
  afterAll(async () => {
    await peer.stop();
    await t.close();
  });

  it('shows a data-URL logo as an inline image the HTML references by cid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: 'customer@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      await t.deps.outbox.drain();
      expect(peer.received).toHaveLength(1);
    });
    const raw = readable(peer.received[0].raw);
    const cid = /<img src="cid:([^"]+)"/.exec(raw)?.[1];
    expect(cid, 'the HTML shows the logo by cid').toBeTruthy();
    expect(raw).not.toContain('/api/file/data:');
    // The matching part: the demo's SVG logo, inline.
    expect(raw).toMatch(new RegExp(`Content-Type: image/svg\\+xml[^]*?Content-ID: <${cid!.replace(/[.]/g, '\\.')}>`, 'i'));
  });

  it("attaches a stored logo file's bytes with its type", async () => {
    peer.received.length = 0;
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const key = 'logo-test-key';
    await t.deps.storage.put(key, png, 'image/png');
    await t.deps.db.insert(files).values({ key, siteId: t.demo.acme.id, isPublic: true, originalName: 'logo.png', size: png.length, mimetype: 'image/png' });
    const site = (await t.deps.siteCache.resolve(ACME))!;
    const withFileLogo = { ...site, settings: { ...site.settings!, logo: key } };
    await t.deps.mailer.send(
      brandedMail(withFileLogo, 'http://localhost', 'customer@demo.test', {
        language: 'en',
        subject: 'Logo',
        heading: 'Logo',
        body: 'Body',
        actionText: 'Open',
        actionUrl: 'http://localhost/',
      }),
    );
    await eventually(async () => {
      await t.deps.outbox.drain();
      expect(peer.received).toHaveLength(1);
    });
    const raw = readable(peer.received[0].raw);
    const cid = /<img src="cid:([^"]+)"/.exec(raw)?.[1];
    expect(cid).toBeTruthy();
    expect(raw).toMatch(/Content-Type: image\/png[^]*?Content-ID: <[^>]+>/i);
    expect(raw).toContain(png.toString('base64').slice(0, 20));
  });
});
