import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TAdminContract, type TAdminPackage, type TAdminQuestionnaire } from '@draftdesk/contract';
import { ACME, BETA, as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let betaAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  betaAdmin = await login(t.app, 'admin@demo.test', BETA);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), payload, remoteAddress: nextIp() });

const QUESTIONS = [
  { type: 'section', text: 'Your goals' },
  { type: 'text', text: 'Which role do you want next?', required: true },
];

async function newContract(title = 'Coaching Agreement'): Promise<TAdminContract> {
  const res = await call('POST', '/api/admin/contracts', { title, contentHtml: '<p>We coach, you grow.</p>' });
  expect(res.statusCode).toBe(201);
  return res.json().contract;
}

async function newQuestionnaire(name = 'Coaching Questionnaire'): Promise<TAdminQuestionnaire> {
  const res = await call('POST', '/api/admin/questionnaires', { name, items: QUESTIONS });
  expect(res.statusCode).toBe(201);
  return res.json().questionnaire;
}

const services = (questionnaireId: string) => [
  {
    serviceName: 'Resume',
    serviceModules: [
      { id: questionnaireId, title: 'Coaching Questionnaire' },
      { id: 'previous_document', title: 'Upload Previous Resume' },
      { id: 'revision_process', title: 'Review Drafts' },
    ],
  },
  { serviceName: 'LinkedIn Profile', serviceModules: [{ id: 'final_linkedin', title: 'Your LinkedIn Profile' }] },
];

describe('contracts', () => {
  it('are created, listed, read with their history, edited against the version loaded, and deleted', async () => {
    const contract = await newContract();
    expect(contract).toMatchObject({ title: 'Coaching Agreement', packageCount: 0 });
    const list = (await call('GET', '/api/admin/contracts')).json();
    expect(list.contracts.map((c: TAdminContract) => c.title)).toEqual(expect.arrayContaining(['Service Agreement', 'Coaching Agreement']));

    const edited = await call('PATCH', `/api/admin/contracts/${contract._id}`, { title: 'Coaching Agreement 2027', updatedAt: contract.updatedAt });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: MESSAGES.contractSaved, contract: { title: 'Coaching Agreement 2027' } });
    expect(edited.json().contract.updatedAt > contract.updatedAt).toBe(true);

    // A second editor still holds the first version: refused, and the first edit stays.
    const stale = await call('PATCH', `/api/admin/contracts/${contract._id}`, { title: 'Overwritten', updatedAt: contract.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'staleWrite', message: MESSAGES.staleWrite });
    const read = (await call('GET', `/api/admin/contracts/${contract._id}`)).json();
    expect(read.contract.title).toBe('Coaching Agreement 2027');
    expect(read.history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);
    expect(read.history[0]).toMatchObject({ actorName: expect.stringMatching(/\S/), data: { fields: ['title'] } });

    const deleted = await call('DELETE', `/api/admin/contracts/${contract._id}`);
    expect(deleted.json()).toEqual({ status: true, message: MESSAGES.contractDeleted });
    expect((await call('GET', `/api/admin/contracts/${contract._id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/contracts/${contract._id}`, { title: 'Gone', updatedAt: contract.updatedAt })).statusCode).toBe(404);
  });

  it('refuse bad input with the field at fault, and a delete while packages or orders still use the contract', async () => {
    const empty = await call('POST', '/api/admin/contracts', { title: ' ', contentHtml: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['contentHtml', 'title']);
    expect((await call('POST', '/api/admin/contracts', { title: 'X', contentHtml: '<p>x</p>', extra: 1 })).statusCode).toBe(400);
    const contract = await newContract();
    expect((await call('PATCH', `/api/admin/contracts/${contract._id}`, { title: 'No version' })).statusCode).toBe(400);
    // What sanitising drops is not stored; a contract of nothing else is no contract.
    const scripted = await call('PATCH', `/api/admin/contracts/${contract._id}`, {
      contentHtml: '<p onclick="steal()">Terms<script>steal()</script></p>',
      updatedAt: contract.updatedAt,
    });
    expect(scripted.json().contract.contentHtml).toBe('<p>Terms</p>');
    const onlyScript = await call('POST', '/api/admin/contracts', { title: 'Script', contentHtml: '<script>steal()</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual({ contentHtml: 'The contract text is required' });

    const demo = (await call('GET', '/api/admin/contracts')).json().contracts.find((c: TAdminContract) => c.title === 'Service Agreement');
    expect(demo.packageCount).toBe(3);
    const refused = await call('DELETE', `/api/admin/contracts/${demo._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'contractInUse', message: MESSAGES.contractInUse });
    expect((await call('GET', `/api/admin/contracts/${demo._id}`)).statusCode).toBe(200);
  });
});

describe('questionnaires', () => {
  it('are edited with their items, and kept while a package asks them', async () => {
    const q = await newQuestionnaire();
    expect(q.items).toEqual(QUESTIONS);
    const noItems = await call('POST', '/api/admin/questionnaires', { name: 'Empty', items: [] });
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().errors).toHaveProperty('items');

    const items = [...QUESTIONS, { type: 'select', text: 'Preferred length', options: ['One page', 'Two pages'] }];
    const saved = await call('PATCH', `/api/admin/questionnaires/${q._id}`, { items, updatedAt: q.updatedAt });
    expect(saved.json()).toMatchObject({ message: MESSAGES.questionnaireSaved, questionnaire: { name: q.name, items } });

    const pkg = await call('POST', '/api/admin/packages', { name: 'Coaching', price: 99, services: services(q._id) });
    expect(pkg.statusCode).toBe(201);
    expect((await call('GET', `/api/admin/questionnaires/${q._id}`)).json().questionnaire.packageCount).toBe(1);
    const refused = await call('DELETE', `/api/admin/questionnaires/${q._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('questionnaireInUse');

    // The demo questionnaires are asked by orders bought before: kept too.
    const demo = (await call('GET', '/api/admin/questionnaires')).json().questionnaires;
    expect((await call('DELETE', `/api/admin/questionnaires/${demo[0]._id}`)).statusCode).toBe(409);

    expect((await call('DELETE', `/api/admin/packages/${pkg.json().package._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/questionnaires/${q._id}`)).json().message).toBe(MESSAGES.questionnaireDeleted);
  });
});

describe('packages', () => {
  it('are sold at once: a purchasable new package is offered at checkout with its services', async () => {
    const [contract, q] = await Promise.all([newContract(), newQuestionnaire()]);
    const res = await call('POST', '/api/admin/packages', {
      name: 'Career Coaching',
      price: 199.5,
      description: 'Two services',
      descriptionHtml: '<p>Two <strong>services</strong></p><img src=x onerror="steal()">',
      services: services(q._id),
      contractId: contract._id,
    });
    expect(res.statusCode).toBe(201);
    const pkg: TAdminPackage = res.json().package;
    expect(pkg).toMatchObject({ name: 'Career Coaching', price: 199.5, currency: 'usd', purchasable: true, contractId: contract._id, orderCount: 0 });
    expect(pkg.descriptionHtml).toBe('<p>Two <strong>services</strong></p>');
    expect(pkg.services.map((s) => s._id)).toEqual([expect.stringMatching(/^svc-/), expect.stringMatching(/^svc-/)]);
    expect(new Set(pkg.services.map((s) => s._id)).size).toBe(2);

    const offered = await call('GET', `/getPackageInfo?item=${pkg._id}`, undefined, admin);
    expect(offered.statusCode).toBe(200);
    expect(JSON.stringify(offered.json())).toContain('Career Coaching');

    // Renaming a service keeps its id (orders, drafts and answers refer to it); unpublishing takes it off checkout.
    const renamed = pkg.services.map((s, i) => ({ ...s, serviceName: i === 0 ? 'Executive Resume' : s.serviceName }));
    const edited = await call('PATCH', `/api/admin/packages/${pkg._id}`, { services: renamed, purchasable: false, updatedAt: pkg.updatedAt });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().package.services.map((s: { _id: string }) => s._id)).toEqual(pkg.services.map((s) => s._id));
    expect(edited.json().package.services[0].serviceName).toBe('Executive Resume');
    expect((await call('GET', `/getPackageInfo?item=${pkg._id}`, undefined, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/contracts')).json().contracts.find((c: TAdminContract) => c._id === contract._id).packageCount).toBe(1);
  });

  it("refuse modules and contracts that are not the site's own, naming the field", async () => {
    const betaContract = (await call('GET', '/api/admin/contracts', undefined, betaAdmin, BETA)).json().contracts[0];
    const betaQuestionnaire = (await call('GET', '/api/admin/questionnaires', undefined, betaAdmin, BETA)).json().questionnaires[0];
    const res = await call('POST', '/api/admin/packages', {
      name: 'Borrowed',
      price: 10,
      services: [
        {
          serviceName: 'Resume',
          serviceModules: [
            { id: 'final_document', title: 'Final' },
            { id: betaQuestionnaire._id, title: 'Theirs' },
          ],
        },
      ],
      contractId: betaContract._id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toEqual({ contractId: 'contractNotOfSite', 'services.0.serviceModules.1.id': 'moduleNotAvailable' });

    const twice = await call('POST', '/api/admin/packages', {
      name: 'Twice',
      price: 10,
      services: [
        {
          serviceName: 'Resume',
          serviceModules: [
            { id: 'final_document', title: 'A' },
            { id: 'final_document', title: 'B' },
          ],
        },
      ],
    });
    expect(twice.statusCode).toBe(400);
    for (const price of [-1, 10.999, '10']) {
      const bad = await call('POST', '/api/admin/packages', { name: 'Bad price', price, services: services('previous_document') });
      expect(bad.statusCode, String(price)).toBe(400);
      expect(bad.json().errors).toHaveProperty('price');
    }
  });

  it('never change the orders bought before, and are kept while orders name them', async () => {
    const list = (await call('GET', '/api/admin/packages')).json();
    const bundle: TAdminPackage = list.packages.find((p: TAdminPackage) => p.name === 'Executive Bundle');
    expect(bundle.orderCount).toBeGreaterThan(0);
    const before = (await call('GET', '/api/admin/orders?q=Executive%20Bundle')).json().total;

    const edited = await call('PATCH', `/api/admin/packages/${bundle._id}`, { name: 'Executive Bundle 2027', price: 449, updatedAt: bundle.updatedAt });
    expect(edited.json().package).toMatchObject({ name: 'Executive Bundle 2027', price: 449 });
    expect((await call('GET', '/api/admin/orders?q=Executive%20Bundle')).json().total).toBe(before);
    expect((await call('GET', '/api/admin/orders?q=2027')).json().total).toBe(0);

    const refused = await call('DELETE', `/api/admin/packages/${bundle._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'packageInUse', message: MESSAGES.packageInUse });
    await call('PATCH', `/api/admin/packages/${bundle._id}`, { name: 'Executive Bundle', price: 399, updatedAt: edited.json().package.updatedAt });
  });
});

describe('the catalogue of another site', () => {
  it("is not found by this site's admin, and no one but an admin reaches it", async () => {
    const contract = await newContract('Acme only');
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'Beta was here', updatedAt: contract.updatedAt }], ['DELETE']] as const) {
      expect((await call(method, `/api/admin/contracts/${contract._id}`, payload, betaAdmin, BETA)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/admin/contracts', undefined, betaAdmin, BETA)).json().contracts.map((c: TAdminContract) => c.title)).not.toContain(
      'Acme only',
    );
    const writer = await login(t.app, 'writer@demo.test');
    expect((await call('GET', '/api/admin/packages', undefined, writer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/contracts', { title: 'W', contentHtml: '<p>w</p>' }, writer)).statusCode).toBe(403);
  });
});
