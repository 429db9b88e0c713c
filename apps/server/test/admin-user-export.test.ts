/**
 * A customer's data on request (issue "The operator's data", item 4): an admin downloads a zip of one customer's
 * data, or erases it. The export holds every kind of data for the demo customer; the erasure leaves no trace of the
 * customer's name, e-mail or phone in any text or JSON column of any table (test/no-trace.ts), deletes their files,
 * and leaves the site's reports, invoices and payments as they were. Neither reaches another customer or site.
 */
import { and, eq } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { files } from '../src/db/schema.ts';
import { SAMPLES, createUser, demoOrders, login } from './helpers.ts';
import { buildOrder, storedFile } from './journey-factory.ts';
import { admin, exportOf, get, jsonIn, stored, t, unzip, useCustomerDataApp } from './admin-user-data-helpers.ts';

useCustomerDataApp();

describe('GET /api/admin/users/{id}/export', () => {
  it('[ADMIN] downloads a zip with every kind of data of the demo customer, and the audit log says so without personal data', async () => {
    const id = t.demo.acme.users.user;
    const res = await exportOf(id);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="customer-data-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    const zip = unzip(res);

    expect(jsonIn(zip, 'profile.json')).toMatchObject({ id, email: 'customer@demo.test', firstName: 'Casey', lastName: 'Customer', status: 'active' });

    // Orders with their states: only Acme's (Beta's customer has the same e-mail), in every state the seed made.
    const demo = await demoOrders(t, 'acme');
    const orderList = jsonIn(zip, 'orders.json') as { id: string; state: string; package: string; history: { event: string }[] }[];
    expect(orderList.map((o) => o.id).sort()).toEqual([demo.fresh.id, demo.unsigned.id, demo.inProgress.id, demo.completed.id].sort());
    expect(new Set(orderList.map((o) => o.state))).toEqual(new Set(['not-started', 'in-progress', 'completed']));
    expect(orderList.find((o) => o.id === demo.completed.id)).toMatchObject({ state: 'completed', package: 'Professional Resume' });
    expect(orderList.find((o) => o.id === demo.inProgress.id)!.history.map((h) => h.event)).toContain('contract_signed');

    const answers = jsonIn(zip, 'questionnaire-answers.json');
    expect(answers).toHaveLength(2);
    expect(answers[0].answers).toContainEqual({ question: 'What job title are you targeting?', answer: 'Marketing Manager' });

    const messages = jsonIn(zip, 'chat-messages.json');
    expect(messages).toContainEqual(expect.objectContaining({ from: 'you', text: 'Thanks Wren! Should I send you my current job description too?' }));
    expect(messages).toContainEqual(expect.objectContaining({ from: 'Wren Writer' }));

    expect(
      jsonIn(zip, 'invoices.json')
        .map((i: { status: string }) => i.status)
        .sort(),
    ).toEqual(['paid', 'refunded', 'unpaid']);
    const ledger = jsonIn(zip, 'payments.json');
    expect(ledger.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual(
      expect.arrayContaining([
        ['invoice', 149],
        ['invoice', 99],
        ['refund', -50],
      ]),
    );
    expect(ledger.every((p: { reference: string }) => /^sbx_/.test(p.reference))).toBe(true);

    // Signed contracts, as PDFs.
    const contracts = jsonIn(zip, 'contracts.json');
    expect(contracts).toHaveLength(2);
    for (const c of contracts) {
      expect(c).toMatchObject({ title: 'Service Agreement', signerName: 'Casey Customer', signerEmail: 'customer@demo.test' });
      expect(strFromU8(zip[c.file].subarray(0, 5))).toBe('%PDF-');
    }

    // Uploaded and delivered documents, byte for byte as stored.
    const documents = jsonIn(zip, 'documents.json');
    expect(documents.uploaded.map((d: { name: string }) => d.name)).toEqual(['casey-old-resume.pdf', 'casey-old-resume.pdf']);
    expect(documents.delivered.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['resume-draft-1.pdf', 'resume-draft-1.docx', 'casey-customer-resume.pdf']),
    );
    const [fileRow] = await t.deps.db
      .select()
      .from(files)
      .where(and(eq(files.siteId, t.demo.acme.id), eq(files.originalName, 'casey-customer-resume.pdf')));
    const final = documents.delivered.find((d: { name: string }) => d.name === 'casey-customer-resume.pdf');
    expect(Buffer.from(zip[final.file]).equals(await stored(fileRow.key))).toBe(true);

    expect(jsonIn(zip, 'feedback.json').draftReviews).toContainEqual(
      expect.objectContaining({ rating: 5, review: 'Looks great, thank you! Please keep the two-page layout.' }),
    );
    expect(jsonIn(zip, 'notifications.json').map((n: { text: string }) => n.text)).toHaveLength(3);
    expect(jsonIn(zip, 'free-reviews.json')).toEqual([]);
    expect(strFromU8(zip['README.txt'])).toContain('Acme Resumes');

    const history = (await get(`/api/admin/users/${id}`, admin)).json().history;
    expect(history[0]).toMatchObject({
      action: 'export',
      actorName: 'Ada Admin',
      data: { orders: 4, files: documents.uploaded.length + documents.delivered.length },
    });
    expect(Object.keys(history[0].data).sort()).toEqual(['files', 'orders']);
  });

  it('streams a large file through, and lists a file storage lost without breaking the archive', async () => {
    const person = await createUser(t, 'acme');
    const order = await buildOrder(t, { customerId: person.id });
    const big = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 7919) % 251;
    await storedFile(t, order, person.id, 'big.pdf', big, 'application/pdf');
    const lost = await storedFile(t, order, person.id, 'lost.pdf', SAMPLES.pdf, 'application/pdf');
    await t.deps.storage.remove(lost.key);

    const zip = unzip(await exportOf(person.id));
    const documents = jsonIn(zip, 'documents.json');
    const bigEntry = documents.uploaded.find((d: { name: string }) => d.name === 'big.pdf');
    expect(Buffer.from(zip[bigEntry.file]).equals(big)).toBe(true);
    expect(documents.uploaded.find((d: { name: string }) => d.name === 'lost.pdf')).toMatchObject({ file: null });
  });

  it('is for customers of the site only: a writer or admin is 409, another site’s customer 404, non-admins 403', async () => {
    const writer = await exportOf(t.demo.acme.users.writer);
    expect(writer.statusCode).toBe(409);
    expect(writer.json()).toMatchObject({ code: 'notACustomer', message: MESSAGES.notACustomer });
    expect((await exportOf(t.demo.acme.users.admin)).statusCode).toBe(409);
    expect((await exportOf(t.demo.beta.users.user)).json()).toMatchObject({ code: 'userNotFound' });
    expect((await exportOf(t.demo.beta.users.user)).statusCode).toBe(404);
    const writerSession = await login(t.app, 'writer@demo.test');
    expect((await exportOf(t.demo.acme.users.user, writerSession)).statusCode).toBe(403);
    expect((await exportOf(t.demo.acme.users.user, null)).statusCode).toBe(401);
  });
});

/** A customer with one of each kind of data, made through the product's own routes where it has them. */
