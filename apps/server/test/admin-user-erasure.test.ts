/**
 * A customer's data on request (issue "The operator's data", item 4): an admin downloads a zip of one customer's
 * data, or erases it. The export holds every kind of data for the demo customer; the erasure leaves no trace of the
 * customer's name, e-mail or phone in any text or JSON column of any table (test/no-trace.ts), deletes their files,
 * and leaves the site's reports, invoices and payments as they were. Neither reaches another customer or site.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERASED_CUSTOMER_NAME, MESSAGES, emptyResume, erasedEmail, type TCritiqueReport } from '@draftdesk/contract';
import { MissingObjectError } from '../src/adapters/storage/index.ts';
import { chatMessages, critiques, files, invoices, orders, payments, questionnaireAnswers, surveyResponses, users } from '../src/db/schema.ts';
import { demoPdf } from '../src/db/seed/demo-files.ts';
import { newToken } from '../src/lib/ids.ts';
import { TestSocket } from './chat-helpers.ts';
import { CARDS, send } from './checkout-factory.ts';
import { BETA, SAMPLES, as, createUser, login, multipart, nextIp, upload } from './helpers.ts';
import { PACKAGE, allTasks, buildDraft, buildFinal, buildOrder, demoPackage, reload, signatureDataUrl } from './journey-factory.ts';
import { findTraces } from './no-trace.ts';
import { address, admin, erase, exportOf, get, jsonIn, stored, t, unzip, useCustomerDataApp } from './admin-user-data-helpers.ts';

useCustomerDataApp();

async function richCustomer() {
  const stamp = newToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase();
  const person = {
    firstName: 'Zephyrine',
    lastName: `Quillfeather${stamp}`,
    email: `zq.${stamp}@example.test`,
    phone: `+44 7700 900${String(Math.floor(Math.random() * 900) + 100)}`,
  };
  const full = `${person.firstName} ${person.lastName}`;
  const account = await createUser(t, 'acme', { email: person.email, firstName: person.firstName, lastName: person.lastName });
  const cookie = await login(t.app, person.email);
  const ok = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    return res;
  };
  const resumeLines = [full, `${person.email} | ${person.phone}`, 'Lighthouse keeper, 2015-2024'];

  ok(await upload(t, cookie, `${person.firstName}.png`, SAMPLES.png, { url: '/api/profile/update_profile_img', field: 'image', type: 'image/png' }));

  // A paid order: ledger row, receipt e-mail, the writer told by name.
  const pkg = t.demo.acme.packages[PACKAGE.resumeCover];
  await t.deps.db.update(users).set({ pendingPurchasePackageId: pkg._id }).where(eq(users.id, account.id));
  await t.deps.bus.sync();
  const intent = ok(await send(t, cookie, 'POST', '/api/customer/payment-intent', { item: pkg._id })).json();
  ok(await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, { client_secret: intent.client_secret, card_number: CARDS.ok }));
  const orderId = ok(
    await send(t, cookie, 'POST', '/api/customer/orders_new', { payment: intent.intent_id, package_subscribed: pkg._id, purchasedDate: '2020-01-01' }),
  ).json().order_id as string;
  ok(await send(t, cookie, 'PATCH', `/api/customer/orders/${orderId}`, { customer_industries: ['Finance'], years_of_experience: 'Entry Level (0 years)' }));
  ok(await send(t, cookie, 'POST', `/api/customer/contract/${orderId}`, { data: signatureDataUrl() }));
  const resumeQid = pkg.packageServices[0].serviceModules[0].id;
  ok(
    await send(t, cookie, 'POST', `/api/customer/orders/${orderId}/complete_task`, {
      serviceType: 'Resume',
      taskId: resumeQid,
      serviceId: 'svc-resume',
      data: { '1': 'Lighthouse keeper', '2': person.email, '3': 'One page', '5': `Call ${full} on ${person.phone}`, '6': 'Yes', '7': ['Publications'] },
      DefaultQuestionSubmitted: true,
    }),
  );
  const previous = ok(
    await upload(t, cookie, `${person.firstName.toLowerCase()}-old-resume.pdf`, await demoPdf(full, resumeLines), { type: 'application/pdf' }),
  ).json();
  ok(
    await send(t, cookie, 'POST', `/api/customer/orders/previous-file/upload/svc-resume/${orderId}`, {
      order_id: orderId,
      serviceId: 'svc-resume',
      uploadedFiles: [previous],
      deletedFiles: [],
      taskId: 'previous_document',
    }),
  );

  // The writer's draft, reviewed in the customer's words; a final.
  const order = await reload(t, orderId);
  expect(order.writerId).toBe(t.demo.acme.users.writer);
  const draft = await buildDraft(t, order, 'svc-resume');
  ok(
    await send(t, cookie, 'POST', '/api/customer/orders/revision/rate-review', {
      order_id: orderId,
      draft_id: draft.id,
      data: { reviewedByUser: true, rating: 4, review: `Lovely. ${full}, ${person.phone}` },
    }),
  );
  await buildFinal(t, await reload(t, orderId), 'svc-cover');

  // The chat: the customer writes (the writer, away, is notified by name) and sends a file; the writer answers.
  const customerSocket = await TestSocket.open(address, { cookie });
  const writerSocket = await TestSocket.open(address, { cookie: await login(t.app, 'writer@demo.test') });
  try {
    await customerSocket.subscribe({ order_id: orderId });
    customerSocket.send({ type: 'new_message', message_type: 'text', content: `Hi, ${full} here: ${person.phone} or ${person.email}` });
    await customerSocket.nextOfType('new_message');
    const attachment = ok(await upload(t, cookie, `${person.firstName}-notes.pdf`, await demoPdf(full, resumeLines), { type: 'application/pdf' })).json();
    customerSocket.send({
      type: 'new_message',
      message_type: 'file',
      data: { key: attachment.key, mimetype: attachment.mimetype, originalname: attachment.originalname },
    });
    await customerSocket.nextOfType('new_message');
    await writerSocket.subscribe({ order_id: orderId });
    writerSocket.send({ type: 'new_message', message_type: 'text', content: `Thanks ${person.firstName}!` });
    await customerSocket.nextOfType('new_message');
  } finally {
    await customerSocket.close();
    await writerSocket.close();
  }

  // A completed order's survey, with a comment.
  const completed = await buildOrder(t, { customerId: account.id, pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'acme', PACKAGE.resume)) });
  ok(await send(t, cookie, 'POST', `/api/orders/${completed.id}/survey-default/feedback-confirmation`, { survey: { rating: 4, comment: `Signed, ${full}` } }));

  // An invoice from the admin (the customer is told), paid.
  const invoiceId = ok(await send(t, admin, 'POST', '/api/admin/invoices', { customerId: account.id, packageName: 'Rush Delivery', price: 49 })).json().invoice
    ._id as string;
  const invoiceIntent = ok(await send(t, cookie, 'POST', '/api/customer/payment-intent', { invoice_id: invoiceId })).json();
  ok(
    await send(t, null, 'POST', `/api/sandbox/payment-intents/${invoiceIntent.intent_id}/confirm`, {
      client_secret: invoiceIntent.client_secret,
      card_number: CARDS.ok,
    }),
  );
  ok(await send(t, cookie, 'POST', '/api/customer/invoices/pay', { payment: invoiceIntent.intent_id, invoice_id: invoiceId }));

  // A free review with the phone number, its resume read by the engine.
  const critique = multipart('file', `${person.lastName}.pdf`, await demoPdf(full, resumeLines), 'application/pdf', {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneNumber: person.phone,
  });
  const critiqueId = ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/critiques',
      headers: { ...as(null), ...critique.headers },
      payload: critique.payload,
      remoteAddress: nextIp(),
    }),
    201,
  ).json().critiqueId as string;
  // What the engine quotes from a resume, written here rather than waited for (the engine's own tests read resumes);
  // the engine's result, when it comes, is not stored over it (critiques repo.finish).
  const report = {
    ats_section: { name_from_resume_first_name: person.firstName, name_from_resume_last_name: person.lastName },
    style_section: { email_check: { result: 'good', email: person.email }, phone_number_check: { result: 'good', phone_number: person.phone } },
  } as unknown as TCritiqueReport;
  await t.deps.db.update(critiques).set({ report, processedAt: new Date() }).where(eq(critiques.id, critiqueId));
  await t.deps.outbox.drain();
  return { ...person, full, id: account.id, password: account.password, cookie, orderIds: [orderId, completed.id], critiqueId };
}

/** What the reports say, but when they were made and the customers' names on the lists. */
async function reports() {
  const res = await get('/api/admin/reports?months=24', admin);
  expect(res.statusCode).toBe(200);
  const { generatedAt: _, ...body } = res.json();
  const unnamed = (list: { customerName: string }[]) => list.map(({ customerName: __, ...rest }) => rest);
  return { ...body, unassigned: unnamed(body.unassigned), overdue: unnamed(body.overdue) };
}

async function moneyOf(customerId: string) {
  const [invoiceRows, paymentRows] = await Promise.all([
    t.deps.db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(invoices.id),
    t.deps.db.select().from(payments).where(eq(payments.customerId, customerId)).orderBy(payments.id),
  ]);
  return { invoiceRows, paymentRows };
}

/** The demo customer's rows that another customer's erasure must not touch. */
async function demoCustomerState(site: 'acme' | 'beta') {
  const id = t.demo[site].users.user;
  const orderIds = (await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id))).map((o) => o.id);
  const [account] = await t.deps.db.select().from(users).where(eq(users.id, id));
  const messages = await t.deps.db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(inArray(chatMessages.orderId, orderIds))
    .orderBy(chatMessages.seq);
  const answers = await t.deps.db
    .select({ answers: questionnaireAnswers.answers })
    .from(questionnaireAnswers)
    .where(inArray(questionnaireAnswers.orderId, orderIds));
  const fileRows = await t.deps.db
    .select({ key: files.key, name: files.originalName })
    .from(files)
    .where(or(eq(files.ownerId, id), inArray(files.orderId, orderIds)));
  return { account, messages, answers, fileRows };
}

describe('DELETE /api/admin/users/{id}', () => {
  it('[ADMIN] erases a customer: no trace of their name, e-mail or phone in any table, their files gone, reports and ledger unchanged', async () => {
    const c = await richCustomer();
    const needles = [c.firstName, c.lastName, c.email, c.phone, c.phone.replace(/\D/g, '')];
    // They searched jobs for their own name and opened a posting: what they looked for is theirs too.
    const flag = await send(t, admin, 'PATCH', '/api/admin/website/settings', { enable_customer_job_search: true });
    expect(flag.statusCode, flag.body).toBe(200);
    const jobs = await get(`/customer/jobs?what=${encodeURIComponent(c.lastName)}&where=&pageNumber=1&newSearch=true`, c.cookie);
    expect(jobs.statusCode, jobs.body).toBe(200);
    const posting = { id: 'p-1', title: 'Nurse', redirect_url: 'https://example.com/job' };
    const opened = await send(t, c.cookie, 'POST', '/customer/save-search-click', { searchKeywords: c.lastName, searchLocation: '', jobDetails: posting });
    expect(opened.statusCode, opened.body).toBe(200);
    // And kept a tracker card that names them.
    expect((await send(t, admin, 'PATCH', '/api/admin/website/settings', { enable_boards: true })).statusCode).toBe(200);
    const board = (await send(t, c.cookie, 'GET', '/api/customer/board')).json().data;
    const tracked = await send(t, c.cookie, 'POST', '/api/customer/card/new/confirm', {
      boardId: board._id,
      cardTitle: 'Analyst',
      companyName: `${c.lastName} Holdings`,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    // And saved a resume in the builder with their name on it.
    const cv = emptyResume();
    cv.name.text = `${c.firstName} ${c.lastName}`;
    const savedCv = await send(t, c.cookie, 'POST', '/api/customer/resumes', { title: `${c.lastName} CV`, data: cv });
    expect(savedCv.statusCode, savedCv.body).toBe(201);

    // The search finds them everywhere the product copied them (so it can fail).
    const before = (await findTraces(t.deps.db, needles)).map((trace) => trace.column);
    for (const column of [
      'users.email',
      'users.first_name',
      'critiques.phone_number',
      'chat_messages.content',
      'questionnaire_answers.answers',
      'contract_signatures.signer_name',
      'contract_signatures.signer_email',
      'notifications.contant',
      'notifications.data',
      'revisions.review',
      'survey_responses.answers',
      'mail_outbox.to_address',
      'files.original_name',
      'previous_documents.files',
      'chat_messages.data',
      'critiques.report',
      'job_searches.keywords',
      'job_search_clicks.keywords',
      'board_cards.company_name',
      'resumes.title',
      'resumes.data',
    ]) {
      expect(before, column).toContain(column);
    }

    const fileKeys = (
      await t.deps.db
        .select({ key: files.key })
        .from(files)
        .where(or(eq(files.ownerId, c.id), inArray(files.orderId, c.orderIds)))
    ).map((f) => f.key);
    const [critiqueRow] = await t.deps.db.select().from(critiques).where(eq(critiques.id, c.critiqueId));
    fileKeys.push(critiqueRow.fileKey);
    // The picture, the previous resume, the chat's attachment, the draft's PDF and Word files, the final, the review's resume.
    expect(fileKeys).toHaveLength(7);
    for (const key of fileKeys) expect((await stored(key)).length).toBeGreaterThan(0);
    const reportsBefore = await reports();
    const moneyBefore = await moneyOf(c.id);
    expect(moneyBefore.paymentRows).toHaveLength(2);
    const othersBefore = [await demoCustomerState('acme'), await demoCustomerState('beta')];

    // The confirmation must name the account; nothing changes otherwise.
    const wrong = await erase(c.id, 'customer@demo.test');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'eraseConfirmMismatch', errors: { confirm: MESSAGES.eraseConfirmMismatch } });
    expect((await get('/api/auth/user', c.cookie)).statusCode).toBe(200);

    const res = await erase(c.id, `  ${c.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: MESSAGES.customerErased,
      user: { _id: c.id, status: 'erased', firstName: ERASED_CUSTOMER_NAME, lastName: '', email: erasedEmail(c.id), role: 'user' },
    });

    // Signed out at once, and cannot sign in again.
    expect((await get('/api/auth/user', c.cookie)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: c.email, password: c.password },
    });
    expect(relogin.statusCode).toBe(401);

    expect(await findTraces(t.deps.db, needles)).toEqual([]);

    // Their files are gone from the table and from storage.
    expect(await t.deps.db.select().from(files).where(inArray(files.key, fileKeys))).toEqual([]);
    for (const key of fileKeys) await expect(t.deps.storage.get(key)).rejects.toBeInstanceOf(MissingObjectError);

    // The rows stay, with placeholders: the writer's pay and the reports still count them.
    const kept = await t.deps.db.select().from(orders).where(inArray(orders.id, c.orderIds));
    expect(kept).toHaveLength(2);
    const [answers] = await t.deps.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.orderId, c.orderIds[0]));
    expect(answers.answers).toMatchObject({ '1': '[erased]', '5': '[erased]', '6': '[erased]', '7': [] });
    const [survey] = await t.deps.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, c.orderIds[1]));
    expect(survey.answers).toEqual({ rating: 4, comment: '[erased]' });
    const [review] = await t.deps.db.select().from(critiques).where(eq(critiques.id, c.critiqueId));
    expect(review).toMatchObject({ firstName: ERASED_CUSTOMER_NAME, email: erasedEmail(c.id), phoneNumber: '', report: null });
    expect(await reports()).toEqual(reportsBefore);
    expect(await moneyOf(c.id)).toEqual(moneyBefore);

    // Nobody else's data moved.
    expect([await demoCustomerState('acme'), await demoCustomerState('beta')]).toEqual(othersBefore);
    for (const f of othersBefore[0].fileRows) expect((await stored(f.key)).length).toBeGreaterThan(0);

    // People shows the placeholder; the audit log has the erasure, without personal data.
    const listed = (await get(`/api/admin/users?q=${encodeURIComponent(ERASED_CUSTOMER_NAME)}`, admin)).json().users;
    expect(listed).toContainEqual(expect.objectContaining({ _id: c.id, status: 'erased', firstName: ERASED_CUSTOMER_NAME }));
    const history = (await get(`/api/admin/users/${c.id}`, admin)).json().history;
    expect(history[0]).toMatchObject({ action: 'erase', actorName: 'Ada Admin', data: { orders: 2, files: fileKeys.length } });

    // Once only; the account stays out of reach.
    expect((await erase(c.id, erasedEmail(c.id))).json()).toMatchObject({ code: 'accountErased' });
    const reactivate = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${c.id}`, headers: as(admin), payload: { active: true } });
    expect(reactivate.json()).toMatchObject({ code: 'accountErased' });
    expect(jsonIn(unzip(await exportOf(c.id)), 'profile.json')).toMatchObject({ status: 'erased', email: erasedEmail(c.id), firstName: ERASED_CUSTOMER_NAME });
  });

  it('does not reach the same person’s account on another site, nor another customer’s free review', async () => {
    const email = `twice.${newToken().slice(0, 6).toLowerCase()}@example.test`;
    const atAcme = await createUser(t, 'acme', { email, firstName: 'Tova', lastName: 'Twice' });
    const atBeta = await createUser(t, 'beta', { email, firstName: 'Tova', lastName: 'Twice' });
    const betaSession = await login(t.app, email, BETA);
    const betaReview = multipart('file', 'tova.pdf', await demoPdf('Tova Twice', ['Tova Twice']), 'application/pdf', {
      firstName: 'Tova',
      lastName: 'Twice',
      email,
    });
    const betaCritique = await t.app.inject({
      method: 'POST',
      url: '/api/critiques',
      headers: { ...as(null, BETA), ...betaReview.headers },
      payload: betaReview.payload,
      remoteAddress: nextIp(),
    });
    expect(betaCritique.statusCode).toBe(201);

    // Beta's admin cannot reach Acme's account; Acme's admin erases it.
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    expect((await erase(atAcme.id, email, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await exportOf(atAcme.id, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await erase(atAcme.id, email)).statusCode).toBe(200);

    const [beta] = await t.deps.db.select().from(users).where(eq(users.id, atBeta.id));
    expect(beta).toMatchObject({ email, firstName: 'Tova', lastName: 'Twice', deactivatedAt: null });
    expect((await get('/api/auth/user', betaSession, BETA)).statusCode).toBe(200);
    const [review] = await t.deps.db.select().from(critiques).where(eq(critiques.id, betaCritique.json().critiqueId));
    expect(review).toMatchObject({ email, firstName: 'Tova' });
    expect((await stored(review.fileKey)).length).toBeGreaterThan(0);
  });

  it('erases customers only: a writer or admin is 409, another site’s customer 404, a non-admin 403', async () => {
    expect((await erase(t.demo.acme.users.writer, 'writer@demo.test')).json()).toMatchObject({ code: 'notACustomer' });
    expect((await erase(t.demo.acme.users.admin, 'admin@demo.test')).statusCode).toBe(409);
    expect((await erase(t.demo.beta.users.user, 'customer@demo.test')).statusCode).toBe(404);
    const writerSession = await login(t.app, 'writer@demo.test');
    expect((await erase(t.demo.acme.users.user, 'customer@demo.test', writerSession)).statusCode).toBe(403);
    const noBody = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${t.demo.acme.users.user}`, headers: as(admin), payload: {} });
    expect(noBody.statusCode).toBe(400);
    const [demo] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, t.demo.acme.users.user));
    expect(demo.email).toBe('customer@demo.test');
  });
});
