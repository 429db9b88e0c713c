import { describe, expect, it } from 'vitest';
import { brandedMail } from '../src/adapters/mail/templates.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { ACME } from './helpers.ts';
import { postgresAvailable, sharedDatabase } from './pg-instances.ts';

const postgres = await postgresAvailable('the outbox on two instances');

describe.skipIf(!postgres)('the outbox on two instances of one PostgreSQL', () => {
  it('sends each queued e-mail once while both send at the same time', { timeout: 60_000 }, async () => {
    const shared = await sharedDatabase('dd_outbox2');
    try {
      const A = await shared.instance();
      const B = await shared.instance();
      await seedDemo(A.database.db, A.deps.storage);
      const site = (await A.deps.siteCache.resolve(ACME))!;
      for (let i = 0; i < 30; i += 1) {
        const mail = brandedMail(site, 'http://localhost', `reader${i}@example.test`, {
          language: 'en',
          subject: `Mail ${i}`,
          heading: 'H',
          body: 'B',
          actionText: 'Open',
          actionUrl: 'http://localhost/',
        });
        // Queued without kicking either sender, so both start on the same backlog.
        await A.deps.db.insert(mailOutbox).values({
          id: `m${i}`,
          siteId: site.id,
          toAddress: mail.to,
          fromName: mail.fromName,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        });
      }
      await Promise.all([A.deps.outbox.sendDue(10), B.deps.outbox.sendDue(10), A.deps.outbox.drain(), B.deps.outbox.drain()]);
      await Promise.all([A.deps.outbox.drain(), B.deps.outbox.drain()]);
      const subjects = [...A.sent, ...B.sent].map((m) => m.subject).sort();
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      const rows = await A.deps.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await shared.dispose();
    }
  });
});
